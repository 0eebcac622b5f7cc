import styled, { useTheme } from 'styled-components';

const Figure = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none; /* the swatches are the markers */
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Swatch = styled.span`
  display: inline-block;
  width: 0.75rem;
  height: 0.75rem;
  margin-right: ${({ theme }) => theme.space(1)};
  border-radius: 2px;
  background: ${({ $color }) => $color};
  vertical-align: middle;
`;

const Svg = styled.svg`
  width: 100%;
  height: auto;
  overflow: visible;
`;

export const SERIES = [
  { key: 'profileViews', label: 'Profile views', color: 'primary' },
  { key: 'contentViews', label: 'Content views', color: 'accent' },
  { key: 'likes', label: 'Likes', color: 'warning' },
  { key: 'comments', label: 'Comments', color: 'success' },
];

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 10, right: 12, bottom: 28, left: 36 };

/** A round axis maximum at or above `value` (1, 2, 5 x 10^n), at least 1. */
export function niceMax(value) {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value);
  return step * power;
}

/** The SVG path of one series over `days`, scaled to the plot. */
export function linePath(days, key, max) {
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = days.length > 1 ? plotWidth / (days.length - 1) : 0;
  return days
    .map((day, index) => {
      const x = PAD.left + index * step;
      const y = PAD.top + plotHeight - (day[key] / max) * plotHeight;
      return `${index === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

const shortDate = (iso) => iso.slice(5); // MM-DD

/**
 * The sums of the `daily` series over its whole window (30 days): what the chart's legend shows
 * and what the analytics cards show as 'in the last 30 days', from this one function.
 */
export function windowTotals(days) {
  return Object.fromEntries(SERIES.map(({ key }) => [key, days.reduce((sum, day) => sum + (day[key] ?? 0), 0)]));
}

/**
 * Engagement Over Time: the analytics' `daily` series (30 days, oldest first) as four lines, with
 * a summary for screen readers and a legend. Plain SVG, no charting library.
 */
export function EngagementChart({ days }) {
  const theme = useTheme();
  const totals = windowTotals(days);
  const max = niceMax(Math.max(0, ...days.flatMap((day) => SERIES.map(({ key }) => day[key]))));
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const summary = `Last ${days.length} days: ${SERIES.map(({ key, label }) => `${totals[key]} ${label.toLowerCase()}`).join(', ')}.`;
  const ticks = [0, max / 2, max];
  const labelled = days.length ? [0, Math.floor((days.length - 1) / 2), days.length - 1] : [];
  const step = days.length > 1 ? (WIDTH - PAD.left - PAD.right) / (days.length - 1) : 0;
  return (
    <Figure>
      <Svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`Engagement over time. ${summary}`}>
        {ticks.map((tick) => {
          const y = PAD.top + plotHeight - (tick / max) * plotHeight;
          return (
            <g key={tick}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y} y2={y} stroke={theme.color.border} />
              <text x={PAD.left - 6} y={y + 4} textAnchor="end" fontSize="11" fill={theme.color.textMuted}>
                {Number.isInteger(tick) ? tick : tick.toFixed(1)}
              </text>
            </g>
          );
        })}
        {labelled.map((index) => (
          <text
            key={index}
            x={PAD.left + index * step}
            y={HEIGHT - 8}
            textAnchor={index === 0 ? 'start' : index === days.length - 1 ? 'end' : 'middle'}
            fontSize="11"
            fill={theme.color.textMuted}
          >
            {shortDate(days[index].date)}
          </text>
        ))}
        {SERIES.map(({ key, color }) => (
          <path
            key={key}
            data-series={key}
            d={linePath(days, key, max)}
            fill="none"
            stroke={theme.color[color]}
            strokeWidth="2"
            strokeLinejoin="round"
          />
        ))}
      </Svg>
      <figcaption>
        <Legend aria-label={`Last ${days.length} days`}>
          {SERIES.map(({ key, label, color }) => (
            <li key={key}>
              <Swatch $color={theme.color[color]} aria-hidden="true" />
              {`${label}: ${totals[key]} in the last ${days.length} days`}
            </li>
          ))}
        </Legend>
      </figcaption>
    </Figure>
  );
}
