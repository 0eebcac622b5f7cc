import styled, { css } from 'styled-components';
import { Icon } from '../Icon/Icon';

const Column = styled.div`
  display: inline-flex;
  flex-direction: ${({ $horizontal }) => ($horizontal ? 'row' : 'column')};
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

const VoteButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  transition: background ${({ theme }) => theme.transition.fast};
  &:hover:not(:disabled) { background: ${({ theme }) => theme.color.surfaceHover}; color: ${({ theme }) => theme.color.text}; }
  &:disabled { opacity: 0.6; cursor: progress; }
  ${({ $active, $kind }) =>
    $active &&
    css`
      border-color: ${({ theme }) => ($kind === 'up' ? theme.color.success : theme.color.danger)};
      color: ${({ theme }) => ($kind === 'up' ? theme.color.success : theme.color.danger)};
    `}
`;

const Score = styled.span`
  min-width: 2.5rem;
  text-align: center;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-variant-numeric: tabular-nums;
`;

/**
 * Up and down vote buttons around a score. `vote` is the viewer's current choice ('upvote',
 * 'downvote' or null) and shows as the pressed button; `onVote(type)` gets the clicked type, the
 * caller applies the toggle rule. `busy` disables both while a vote is being sent.
 */
export function VoteColumn({ score, vote = null, onVote, busy = false, horizontal = false, label = 'Votes' }) {
  return (
    <Column role="group" aria-label={label} $horizontal={horizontal}>
      <VoteButton
        type="button"
        aria-label="Upvote"
        aria-pressed={vote === 'upvote'}
        $active={vote === 'upvote'}
        $kind="up"
        disabled={busy}
        onClick={() => onVote('upvote')}
      >
        <Icon name="arrowUp" size={18} />
      </VoteButton>
      <Score data-testid="score" title="Score">
        {score}
      </Score>
      <VoteButton
        type="button"
        aria-label="Downvote"
        aria-pressed={vote === 'downvote'}
        $active={vote === 'downvote'}
        $kind="down"
        disabled={busy}
        onClick={() => onVote('downvote')}
      >
        <Icon name="arrowDown" size={18} />
      </VoteButton>
    </Column>
  );
}
