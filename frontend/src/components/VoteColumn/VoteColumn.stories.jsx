import { useState } from 'react';
import { toggleVote } from '../../api/votes';
import { VoteColumn } from './VoteColumn';

export default {
  title: 'Components/VoteColumn',
  tags: ['autodocs'],
  component: VoteColumn,
  args: { score: 4, onVote: () => {} },
};

export const NoVote = {};
export const Upvoted = { args: { vote: 'upvote', score: 5 } };
export const Downvoted = { args: { vote: 'downvote', score: -1 } };
export const Busy = { args: { busy: true } };
export const Horizontal = { args: { horizontal: true } };
export const Interactive = {
  render: function Render() {
    const [state, setState] = useState({ vote: null, score: 4 });
    const onVote = (clicked) =>
      setState(({ vote, score }) => {
        const next = toggleVote(vote, clicked).vote;
        const value = (choice) => (choice === 'upvote' ? 1 : choice === 'downvote' ? -1 : 0);
        return { vote: next, score: score - value(vote) + value(next) };
      });
    return <VoteColumn score={state.score} vote={state.vote} onVote={onVote} />;
  },
};
