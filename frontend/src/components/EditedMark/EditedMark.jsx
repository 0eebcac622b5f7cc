import { format, formatDistance, formatDistanceToNow } from 'date-fns';
import styled from 'styled-components';

const Mark = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-style: italic;
  time { font-size: inherit; }
`;

/**
 * The 'edited' mark of a thread, post, comment or message its author changed (docs/editing.md):
 * '(edited 5 minutes ago)', whose <time> carries the exact local time as its title (the tooltip)
 * and in its accessible name. Nothing for what was never edited (`value` null).
 */
export function EditedMark({ value, now }) {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const exact = format(date, 'PPpp');
  const ago = now ? formatDistance(date, now, { addSuffix: true }) : formatDistanceToNow(date, { addSuffix: true });
  return (
    <Mark data-testid="edited-mark">
      (edited{' '}
      <time dateTime={date.toISOString()} title={`Edited ${exact}`}>
        {ago}
      </time>
      )
    </Mark>
  );
}
