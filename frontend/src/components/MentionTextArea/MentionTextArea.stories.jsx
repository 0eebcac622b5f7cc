import { useEffect, useRef, useState } from 'react';
import { grace, sampleUser } from '../../testing/fixtures';
import { MentionTextArea } from './MentionTextArea';

const linus = { ...grace, id: 9, username: 'linus_t', displayName: 'Linus Torvalds' };

/** `suggest`: the caret is put after the text and the box focused, as if '@li' had just been typed. */
function Composer({ initial = '', suggest = false }) {
  const [value, setValue] = useState(initial);
  const ref = useRef(null);
  useEffect(() => {
    if (!suggest || !ref.current) return;
    ref.current.setSelectionRange(initial.length, initial.length);
    ref.current.focus();
  }, [suggest, initial]);
  return (
    <MentionTextArea
      ref={ref}
      label="Add a comment"
      rows={3}
      value={value}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

export default {
  title: 'Components/MentionTextArea',
  component: MentionTextArea,
  render: (args) => <Composer {...args} />,
  parameters: {
    currentUser: sampleUser,
    swrFallback: {
      '/api/users/mentions?q=li': [linus, { ...grace, id: 10, username: 'lisa_m', displayName: 'Lisa M' }],
    },
  },
};

export const Empty = {};
export const WithText = { args: { initial: 'Thanks @grace_h for the review!' } };
/** Typing '@li' opens the suggestions; arrow keys move the highlight, Enter or Tab inserts. */
export const Suggesting = { args: { initial: 'Ping @li', suggest: true } };
