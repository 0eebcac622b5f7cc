import styled from 'styled-components';
import { Container, PageSection } from '../../components/Container/Container';

const Article = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
  h1 {
    font-size: ${({ theme }) => theme.font.size['4xl']};
    font-weight: ${({ theme }) => theme.font.weight.black};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  h2 {
    margin-top: ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  p, li { color: ${({ theme }) => theme.color.textMuted}; }
  ul { margin: 0; padding-left: ${({ theme }) => theme.space(5)}; display: grid; gap: ${({ theme }) => theme.space(1)}; }
`;

export const Effective = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A long-form text page (privacy, terms). */
export function Prose({ children }) {
  return (
    <PageSection>
      <Container $size="text">
        <Article>{children}</Article>
      </Container>
    </PageSection>
  );
}
