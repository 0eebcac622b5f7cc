import { formatDistance, formatDistanceToNow } from 'date-fns';

// One formatter for every <time>: `toLocaleString()` builds a new one per call, which costs a
// list of twenty cards tens of milliseconds on a phone.
// The fields are toLocaleString()'s own, so the title reads the same.
const FULL_DATE = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' };
let fullDate;

/** 'about 2 hours ago' for an ISO time, in a <time> whose title is the full local date. */
export function RelativeTime({ value, now }) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  // `now` pins the clock for stories and tests.
  const text = now
    ? formatDistance(date, now, { addSuffix: true })
    : formatDistanceToNow(date, { addSuffix: true });
  return (
    <time dateTime={date.toISOString()} title={(fullDate ??= new Intl.DateTimeFormat(undefined, FULL_DATE)).format(date)}>
      {text}
    </time>
  );
}
