import styled from 'styled-components';

const Mark = styled.mark`
  padding: 0 ${({ theme }) => theme.space(0.5)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.badge};
  color: ${({ theme }) => theme.color.badgeText};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/**
 * A search snippet: the server's segments (`[{text, match}]`) as text, the matched ones in <mark>.
 * Never HTML: what members wrote is rendered as text.
 */
export function Highlight({ segments, className }) {
  return (
    <span className={className}>
      {(segments ?? []).map((segment, index) =>
        segment.match ? <Mark key={index}>{segment.text}</Mark> : <span key={index}>{segment.text}</span>,
      )}
    </span>
  );
}
