import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { mockFetch } from '../../testing/fetchMock';
import { grace } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { insertMention, mentionAt, MentionTextArea } from './MentionTextArea';

const linus = { ...grace, id: 9, username: 'linus_t', displayName: 'Linus Torvalds' };

function Composer({ onSend = () => {} }) {
  const [value, setValue] = useState('');
  return (
    <MentionTextArea
      label="Message"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSend(value);
      }}
    />
  );
}

function serve() {
  return mockFetch({
    'GET /api/users/mentions?q=li': { body: [linus, { ...grace, id: 10, username: 'lisa_m', displayName: 'Lisa M' }] },
    'GET /api/users/mentions?q=gr': { body: [grace] },
    'GET /api/users/mentions?q=zz': { body: [] },
  });
}

test('mentionAt finds the @name being typed; insertMention puts the username in', () => {
  expect(mentionAt('hi @li', 6)).toEqual({ start: 3, query: 'li' });
  expect(mentionAt('mail ada@ex', 11)).toBeNull();
  expect(mentionAt('hi @', 4)).toBeNull();
  expect(insertMention('hi @li there', 3, 6, 'linus_t')).toEqual({ text: 'hi @linus_t there', caret: 12 });
});

test('typing @ and letters lists members; arrows and Enter insert one without sending', async () => {
  serve();
  const onSend = jest.fn();
  renderWithProviders(<Composer onSend={onSend} />);
  const box = screen.getByRole('textbox', { name: 'Message' });
  await userEvent.type(box, 'thanks @li');
  const list = await screen.findByRole('listbox', { name: 'Mention a member' });
  expect(box).toHaveAttribute('aria-controls', list.id);
  const options = screen.getAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual([
    expect.stringContaining('Linus Torvalds@linus_t'),
    expect.stringContaining('Lisa M@lisa_m'),
  ]);
  expect(box).toHaveAttribute('aria-activedescendant', options[0].id);
  await userEvent.keyboard('{ArrowDown}');
  expect(box).toHaveAttribute('aria-activedescendant', options[1].id);
  await userEvent.keyboard('{ArrowDown}{Enter}');
  expect(box).toHaveValue('thanks @linus_t ');
  expect(onSend).not.toHaveBeenCalled();
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  await userEvent.keyboard('{Enter}');
  expect(onSend).toHaveBeenCalledWith('thanks @linus_t ');
});

test('Tab inserts too, Escape closes the list, a click chooses', async () => {
  serve();
  renderWithProviders(<Composer />);
  const box = screen.getByRole('textbox', { name: 'Message' });
  await userEvent.type(box, '@gr');
  await screen.findByRole('listbox');
  await userEvent.keyboard('{Tab}');
  expect(box).toHaveValue('@grace_h ');
  expect(box).toHaveFocus();
  await userEvent.type(box, 'and @li');
  await screen.findByRole('listbox');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  await userEvent.type(box, 'x');
  expect(box).toHaveValue('@grace_h and @lix');
  await userEvent.type(box, '{Backspace}');
  await userEvent.click(await screen.findByRole('option', { name: /Lisa M/ }));
  expect(box).toHaveValue('@grace_h and @lisa_m ');
});

test('nobody matching shows no list', async () => {
  const fetchMock = serve();
  renderWithProviders(<Composer />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'hey @zz');
  await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/users/mentions?q=zz', expect.anything()));
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});
