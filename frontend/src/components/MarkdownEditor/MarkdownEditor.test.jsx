import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../testing/render';
import { RichText } from '../RichText/RichText';
import { clearDraft, DRAFT_DELAY_MS, flushDrafts } from './drafts';
import { MarkdownEditor } from './MarkdownEditor';
import { codeBlock, link, prefixLines, wrap } from './markdownEdits';

// Loading the Markdown chunk the first time takes a while under Jest; do it once up front.
beforeAll(() => Promise.all([import('../RichText/MarkdownView'), import('remark-gfm')]), 30000);

afterEach(() => {
  flushDrafts();
  window.localStorage.clear();
  delete window.__pwned;
});

/** The editor in a form-like owner of its value, as `form.field(...)` gives it. */
function Editor({ initial = '', draftKey = null, onValue = () => {} }) {
  const [value, setValue] = useState(initial);
  return (
    <MarkdownEditor
      label="Content"
      name="body"
      value={value}
      draftKey={draftKey}
      onChange={(event) => {
        setValue(event.target.value);
        onValue(event.target.value);
      }}
    />
  );
}

function select(box, start, end) {
  box.focus();
  box.setSelectionRange(start, end);
}

test('the toolbar wraps the selection and keeps the words selected', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Editor initial="make this loud please" />);
  const box = screen.getByLabelText('Content');
  select(box, 10, 14);
  await user.click(screen.getByRole('button', { name: 'Bold' }));
  expect(box).toHaveValue('make this **loud** please');
  expect(box).toHaveFocus();
  expect([box.selectionStart, box.selectionEnd]).toEqual([12, 16]);
  // Pressed again on the same words, it takes the marks away.
  await user.click(screen.getByRole('button', { name: 'Bold' }));
  expect(box).toHaveValue('make this loud please');

  select(box, 0, 4);
  await user.click(screen.getByRole('button', { name: 'Quote' }));
  expect(box).toHaveValue('> make this loud please');
  select(box, box.value.length, box.value.length);
  await user.click(screen.getByRole('button', { name: 'Code block' }));
  expect(box).toHaveValue('> make this loud please\n```\ncode\n```');
  expect(box.value.slice(box.selectionStart, box.selectionEnd)).toBe('code');
});

test('Ctrl/Cmd+B, I, E and K format the selection from the box', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Editor initial="one two three four" />);
  const box = screen.getByLabelText('Content');
  select(box, 0, 3);
  await user.keyboard('{Control>}b{/Control}');
  expect(box).toHaveValue('**one** two three four');
  select(box, 8, 11);
  await user.keyboard('{Control>}i{/Control}');
  expect(box).toHaveValue('**one** _two_ three four');
  select(box, 14, 19);
  await user.keyboard('{Meta>}e{/Meta}');
  expect(box).toHaveValue('**one** _two_ `three` four');
  select(box, 22, 26);
  await user.keyboard('{Control>}k{/Control}');
  expect(box).toHaveValue('**one** _two_ `three` [four](https://)');
  // The URL is selected, to be typed over.
  await user.keyboard('https://example.com');
  expect(box).toHaveValue('**one** _two_ `three` [four](https://example.com)');
});

test('the toolbar is one tab stop, arrow keys move inside it, every button is named', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Editor />);
  const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
  const names = screen
    .getAllByRole('button', { hidden: false })
    .filter((b) => toolbar.contains(b))
    .map((b) => b.getAttribute('aria-label'));
  expect(names).toEqual(['Bold', 'Italic', 'Inline code', 'Code block', 'Insert link', 'Bulleted list', 'Quote']);
  expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-keyshortcuts', 'Control+B');
  await user.tab(); // the Write tab
  expect(screen.getByRole('tab', { name: 'Write' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Bold' })).toHaveFocus();
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(screen.getByRole('button', { name: 'Inline code' })).toHaveFocus();
  await user.keyboard('{End}');
  expect(screen.getByRole('button', { name: 'Quote' })).toHaveFocus();
  await user.tab();
  expect(screen.getByLabelText('Content')).toHaveFocus();
});

test('Preview shows the text as the pages render it, and raw HTML stays text', async () => {
  const user = userEvent.setup();
  const text =
    'Some **bold** words\n\n```js\nconst a = 1;\n```\n\n<script>window.__pwned = 1</script> <img src=x onerror="window.__pwned=2">';
  renderWithProviders(<Editor initial={text} />);
  await user.click(screen.getByRole('tab', { name: 'Preview' }));
  expect(screen.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
  const panel = screen.getByRole('tabpanel', { name: 'Preview' });
  await waitFor(() => expect(panel.querySelector('[data-testid="rich-text-parsed"]')).not.toBeNull());
  expect(panel.querySelector('strong')).toHaveTextContent('bold');
  expect(panel.querySelector('pre')).toHaveTextContent('const a = 1;');
  expect(panel.querySelector('script, img, [onerror]')).toBeNull();
  expect(panel).toHaveTextContent('<script>window.__pwned = 1</script>');
  expect(window.__pwned).toBeUndefined();

  // The very same HTML as the page's renderer gives.
  const page = renderWithProviders(<RichText text={text} />);
  await waitFor(() => expect(page.container.querySelector('[data-testid="rich-text-parsed"]')).not.toBeNull());
  await waitFor(() => expect(page.container.querySelector('pre')).toHaveAttribute('data-highlighted', 'true'));
  await waitFor(() => expect(panel.querySelector('pre')).toHaveAttribute('data-highlighted', 'true'));
  expect(panel.querySelector('[data-rich-text]').outerHTML).toBe(
    page.container.querySelector('[data-rich-text]').outerHTML,
  );

  // Back to Write, the box is there with the same text.
  await user.click(screen.getByRole('tab', { name: 'Write' }));
  expect(screen.getByLabelText('Content')).toHaveValue(text);
});

test('the tabs follow the arrow keys', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Editor initial="hi" />);
  screen.getByRole('tab', { name: 'Write' }).focus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Preview' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.queryByRole('toolbar')).toBeNull();
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Write' })).toHaveAttribute('aria-selected', 'true');
});

test('a draft is saved once typing rests, restored on the next visit, and Discard clears it', async () => {
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const key = 'draft:comment:thread:42';
    const first = renderWithProviders(<Editor draftKey={key} />);
    await user.type(screen.getByLabelText('Content'), 'Half a thought');
    expect(window.localStorage.getItem(key)).toBeNull(); // not on every key press
    act(() => jest.advanceTimersByTime(DRAFT_DELAY_MS));
    expect(window.localStorage.getItem(key)).toBe('Half a thought');
    first.unmount();

    // A reload: the draft is back, with a note.
    renderWithProviders(<Editor draftKey={key} />);
    expect(screen.getByLabelText('Content')).toHaveValue('Half a thought');
    expect(screen.getByRole('status')).toHaveTextContent('Draft restored · Discard');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByLabelText('Content')).toHaveValue('');
    expect(screen.queryByText('Draft restored')).toBeNull();
    act(() => jest.advanceTimersByTime(DRAFT_DELAY_MS));
    expect(window.localStorage.getItem(key)).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});

test('a draft is cleared once the form is sent: reset to empty, or clearDraft before leaving', async () => {
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const key = 'draft:post:new';
    let setOutside;
    function Resettable() {
      const [value, setValue] = useState('');
      setOutside = setValue;
      return (
        <MarkdownEditor label="Post" value={value} draftKey={key} onChange={(event) => setValue(event.target.value)} />
      );
    }
    renderWithProviders(<Resettable />);
    await user.type(screen.getByLabelText('Post'), 'Shipped it');
    act(() => jest.advanceTimersByTime(DRAFT_DELAY_MS));
    expect(window.localStorage.getItem(key)).toBe('Shipped it');
    act(() => setOutside('')); // the form sent it and started again
    act(() => jest.advanceTimersByTime(DRAFT_DELAY_MS));
    expect(window.localStorage.getItem(key)).toBeNull();

    // A save still waiting when the form is sent does not bring the draft back.
    await user.type(screen.getByLabelText('Post'), 'Again');
    clearDraft(key);
    act(() => jest.advanceTimersByTime(DRAFT_DELAY_MS * 2));
    expect(window.localStorage.getItem(key)).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});

test('an edit form keeps no draft of the text it started with', () => {
  const key = 'draft:thread:edit:7';
  window.localStorage.setItem(key, 'The saved body');
  renderWithProviders(<Editor initial="The saved body" draftKey={key} />);
  expect(screen.queryByRole('status')).toBeNull();
});

test('an error in the box brings back the Write tab', async () => {
  const user = userEvent.setup();
  function Checked() {
    const [error, setError] = useState();
    return (
      <>
        <MarkdownEditor label="Content" value="x" onChange={() => {}} error={error} />
        <button type="button" onClick={() => setError('Content must be at least 20 characters')}>
          Send
        </button>
      </>
    );
  }
  renderWithProviders(<Checked />);
  await user.click(screen.getByRole('tab', { name: 'Preview' }));
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByRole('tab', { name: 'Write' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByLabelText('Content')).toHaveAccessibleDescription('Content must be at least 20 characters');
});

test('the edits work on empty selections and several lines', () => {
  expect(wrap('ab', 1, 1, '**', '**', 'bold text')).toEqual({ text: 'a**bold text**b', start: 3, end: 12 });
  expect(prefixLines('one\ntwo', 0, 7, '- ')).toEqual({ text: '- one\n- two', start: 2, end: 11 });
  expect(prefixLines('', 0, 0, '- ')).toEqual({ text: '- item', start: 2, end: 6 });
  expect(codeBlock('see x', 4, 5).text).toBe('see \n```\nx\n```');
  expect(link('go', 0, 2)).toEqual({ text: '[go](https://)', start: 5, end: 13 });
});

test('fireEvent on an unrelated key passes through to the form', () => {
  const onKeyDown = jest.fn();
  renderWithProviders(<MarkdownEditor label="Message" value="" onChange={() => {}} onKeyDown={onKeyDown} />);
  fireEvent.keyDown(screen.getByLabelText('Message'), { key: 'Enter' });
  expect(onKeyDown).toHaveBeenCalledTimes(1);
});
