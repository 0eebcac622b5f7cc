import styled from 'styled-components';
import { Breadcrumb } from '../Breadcrumb/Breadcrumb';
import { Container, PageSection } from '../Container/Container';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(8)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => theme.color.surface};
  h1 { font-size: ${({ theme }) => theme.font.size['2xl']}; font-weight: ${({ theme }) => theme.font.weight.bold}; }
  header p { color: ${({ theme }) => theme.color.textMuted}; margin-top: ${({ theme }) => theme.space(1)}; }
`;

/** The frame of the create and edit screens of posts: breadcrumb, heading, optional intro, form. */
export function FormPanel({ breadcrumb, title, intro, children }) {
  return (
    <PageSection>
      <Container $size="text">
        <Breadcrumb items={breadcrumb} />
        <Panel>
          <header>
            <h1>{title}</h1>
            {intro && <p>{intro}</p>}
          </header>
          {children}
        </Panel>
      </Container>
    </PageSection>
  );
}
