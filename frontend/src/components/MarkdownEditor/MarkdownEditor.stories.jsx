import { useState } from 'react';
import { sampleUser } from '../../testing/fixtures';
import { MarkdownEditor } from './MarkdownEditor';

const sample =
  'Here is **bold**, _italic_ and `inline code`.\n\n```js\nconst answer = 42;\n```\n\n- a list item\n\n> a quote\n\n<script>alert(1)</script> stays text.';

/** The editor with its value held as a form holds it. */
function Editor({ initial = '', ...props }) {
  const [value, setValue] = useState(initial);
  return (
    <MarkdownEditor
      label="Content"
      rows={6}
      placeholder="Describe your question or idea in detail..."
      value={value}
      onChange={(event) => setValue(event.target.value)}
      {...props}
    />
  );
}

export default {
  title: 'Components/MarkdownEditor',
  component: MarkdownEditor,
  render: (args) => <Editor {...args} />,
  parameters: { currentUser: sampleUser },
};

export const Empty = {};
export const WithMarkdown = { args: { initial: sample } };
export const WithError = { args: { initial: 'Too short', error: 'Content must be at least 20 characters' } };

/** A 320 px wide phone: the toolbar wraps under the tabs; nothing overflows the page. */
export const Phone320 = {
  args: { initial: sample },
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 320, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
};
