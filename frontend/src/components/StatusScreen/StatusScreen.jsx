import styled from 'styled-components';
import { ButtonLink } from '../Button/Button';
import { Container } from '../Container/Container';
import { LoadingState } from '../LoadingState/LoadingState';

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

/**
 * The screen a post page shows instead of its post, or null once the post is there: invalid id,
 * not found, failed, loading. `kind` names the post ('Thread'), `noun` says it in a sentence
 * ('discussion'), `back` is the `{to, label}` of the list.
 */
export function postStatusScreen({ id, post, error, isLoading, kind, noun, back }) {
  const actions = (
    <ButtonLink to={back.to} variant="outline">
      {back.label}
    </ButtonLink>
  );
  if (id === null) {
    return (
      <StatusScreen title={`Invalid ${kind} ID`} actions={actions}>
        <p>{`This address does not point to a ${noun}.`}</p>
      </StatusScreen>
    );
  }
  if (error?.status === 404) {
    return (
      <StatusScreen title={`${kind} Not Found`} actions={actions}>
        <p>{`This ${noun} does not exist or has been removed.`}</p>
      </StatusScreen>
    );
  }
  if (error && !post) {
    return (
      <StatusScreen title="Something went wrong" actions={actions}>
        <p>{`The ${noun} could not be loaded. Please try again later.`}</p>
      </StatusScreen>
    );
  }
  if (isLoading || !post) return <LoadingState label={`Loading ${kind.toLowerCase()}...`} />;
  return null;
}
