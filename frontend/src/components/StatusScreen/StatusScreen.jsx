import styled from 'styled-components';
import { Container } from '../Container/Container';

const Wrap = styled.div`
  padding: ${({ theme }) => theme.space(20)} 0;
`;

const Panel = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => theme.color.surface};
  text-align: center;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.font.size['2xl']};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const Message = styled.div`
  color: ${({ theme }) => theme.color.textMuted};
  max-width: 32rem;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

/**
 * A centred message screen with a heading, a line of text and actions: used for
 * Login Required, Access Denied, the not-found page, Coming Soon and the subscription results.
 */
export function StatusScreen({ title, children, actions, icon }) {
  return (
    <Wrap>
      <Container $size="text">
        <Panel>
          {icon}
          <Title>{title}</Title>
          {children && <Message>{children}</Message>}
          {actions && <Actions>{actions}</Actions>}
        </Panel>
      </Container>
    </Wrap>
  );
}
