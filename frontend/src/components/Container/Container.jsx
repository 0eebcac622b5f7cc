import styled from 'styled-components';

/** Centres page content with a readable maximum width. `size`: narrow | default | wide. */
const widths = { narrow: '28rem', text: '48rem', default: '72rem', wide: '80rem' };

export const Container = styled.div`
  width: 100%;
  max-width: ${({ $size }) => widths[$size] ?? widths.default};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.md} {
    padding: 0 ${({ theme }) => theme.space(6)};
  }
`;

/** The main column of a page: vertical rhythm around a Container. */
export const PageSection = styled.section`
  padding: ${({ theme }) => theme.space(12)} 0;
`;
