import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { TextArea } from './TextArea';

test('the text area is found by its label and describes its error', () => {
  renderWithProviders(
    <TextArea label="Content" error="Content must be at least 20 characters" hint="Markdown is shown as text" />,
  );
  const area = screen.getByLabelText('Content');
  expect(area.tagName).toBe('TEXTAREA');
  expect(area).toHaveAttribute('aria-invalid', 'true');
  expect(area).toHaveAccessibleDescription('Markdown is shown as text Content must be at least 20 characters');
});
