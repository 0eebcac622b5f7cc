import { formatDistance, formatDistanceToNow } from 'date-fns';

/** 'about 2 hours ago' for an ISO time, in a <time> whose title is the full local date. */
export function RelativeTime({ value, now }) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  // `now` pins the clock for stories and tests.
  const text = now
    ? formatDistance(date, now, { addSuffix: true })
    : formatDistanceToNow(date, { addSuffix: true });
  return (
    <time dateTime={date.toISOString()} title={date.toLocaleString()}>
      {text}
    </time>
  );
}
