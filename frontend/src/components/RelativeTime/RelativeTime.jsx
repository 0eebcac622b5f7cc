import { format, formatDistance, formatDistanceToNow } from 'date-fns';

/**
 * 'about 2 hours ago' for an ISO time, in a <time> whose title is the full local date
 * ('Nov 22, 2026, 11:40:00 AM'). Both come from date-fns: the browser's Intl date formatting
 * costs its first use tens of milliseconds on a phone, in the middle of a list's first render.
 */
export function RelativeTime({ value, now }) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  // `now` pins the clock for stories and tests.
  const text = now ? formatDistance(date, now, { addSuffix: true }) : formatDistanceToNow(date, { addSuffix: true });
  return (
    <time dateTime={date.toISOString()} title={format(date, 'PPpp')}>
      {text}
    </time>
  );
}
