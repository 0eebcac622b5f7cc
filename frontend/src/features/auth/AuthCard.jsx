import styled from 'styled-components';

const Page = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(16)} ${({ theme }) => theme.space(4)};
`;

const Panel = styled.div`
  width: 100%;
  max-width: 28rem;
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(8)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

const Heading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  text-align: center;
  h1 {
    font-size: ${({ theme }) => theme.font.size['2xl']};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  p { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

export const Footnote = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  flex-wrap: wrap;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The centred card the auth screens share. */
export function AuthCard({ title, subtitle, children }) {
  return (
    <Page>
      <Panel>
        <Heading>
          <h1>{title}</h1>
          {subtitle && <p>{subtitle}</p>}
        </Heading>
        {children}
      </Panel>
    </Page>
  );
}
