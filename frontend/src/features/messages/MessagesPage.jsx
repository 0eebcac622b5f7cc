import { useLayoutEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import * as z from 'zod/mini';
import { useCurrentUser } from '../../api/auth';
import { errorMessage } from '../../api/client';
import { useMessageEdits } from '../../api/edits';
import { useConversation, useConversations, useMessageActions } from '../../api/messages';
import { useUser } from '../../api/users';
import { Alert } from '../../components/Alert/Alert';
import { authorName } from '../../components/AuthorByline/AuthorByline';
import { Avatar } from '../../components/Avatar/Avatar';
import { Button } from '../../components/Button/Button';
import { Container, PageSection } from '../../components/Container/Container';
import { ConfirmDialog } from '../../components/Dialog/Dialog';
import { EditedMark } from '../../components/EditedMark/EditedMark';
import { Icon } from '../../components/Icon/Icon';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { RelativeTime } from '../../components/RelativeTime/RelativeTime';
import { RichText } from '../../components/RichText/RichText';
import { MarkdownEditor } from '../../components/MarkdownEditor/MarkdownEditor';
import { SafetyMenu } from '../../components/SafetyActions/SafetyMenu';
import { useToast } from '../../components/Toast/ToastProvider';
import { useForm } from '../../hooks/useForm';
import { usePageMeta } from '../../hooks/usePageMeta';
import { usePathId } from '../../hooks/usePathId';
import { ConversationList } from './ConversationList';
import { MessageEditForm } from './MessageEditForm';
import { SignInPrompt } from '../../components/SignInPrompt/SignInPrompt';

const Title = styled.h1`
  font-size: ${({ theme }) => theme.font.size['3xl']};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Panes = styled.div`
  display: grid;
  min-height: 32rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
  ${({ theme }) => theme.media.md} { grid-template-columns: 20rem minmax(0, 1fr); }
`;

/* On small screens one pane shows at a time: the list until a conversation is chosen. */
const ListPane = styled.section`
  display: ${({ $hidden }) => ($hidden ? 'none' : 'block')};
  overflow-y: auto;
  max-height: 40rem;
  ${({ theme }) => theme.media.md} {
    display: block;
    border-right: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const ThreadPane = styled.section`
  display: ${({ $hidden }) => ($hidden ? 'none' : 'flex')};
  flex-direction: column;
  min-width: 0;
  ${({ theme }) => theme.media.md} { display: flex; }
`;

const PaneTitle = styled.h2`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const ThreadHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  h2 { font-size: ${({ theme }) => theme.font.size.md}; font-weight: ${({ theme }) => theme.font.weight.semibold}; }
  h2 a { color: ${({ theme }) => theme.color.text}; text-decoration: none; }
  h2 a:hover { text-decoration: underline; }
`;

const Back = styled(Link)`
  display: inline-flex;
  padding: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.text};
  ${({ theme }) => theme.media.md} { display: none; }
`;

const Bubbles = styled.ol`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  overflow-y: auto;
  /* On a phone the messages, the box under them and the header above share one screen. */
  max-height: max(12rem, calc(100dvh - 29rem));
  ${({ theme }) => theme.media.md} { max-height: 32rem; }
`;

const Bubble = styled.li`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: min(36rem, 85%);
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const BubbleBody = styled.div`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ $mine, theme }) => ($mine ? theme.color.chatOwn : theme.color.surfaceRaised)};
  color: ${({ $mine, theme }) => ($mine ? theme.color.chatOwnText : theme.color.text)};
  overflow-wrap: anywhere;
  > strong { display: block; margin-bottom: ${({ theme }) => theme.space(1)}; }
  /* On the own bubble's colour, links and inline code take the bubble's text colour. */
  ${({ $mine }) =>
    $mine &&
    css`
    && a { color: inherit; }
    && :not(pre) > code { background: rgba(0, 0, 0, 0.25); }
  `}
`;

/* On a phone the line wraps between its parts, never inside one ("Repl / y"). */
const BubbleMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  > * { white-space: nowrap; }
  justify-content: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** What both sides read where a message its sender deleted for everyone was (docs/editing.md). */
export const MESSAGE_DELETED = 'Message deleted';

const DeletedText = styled.p`
  font-style: italic;
`;

const SmallAction = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  cursor: pointer;
  &:hover, &:focus-visible { color: ${({ theme }) => theme.color.text}; background: ${({ theme }) => theme.color.surfaceHover}; }
`;

const Composer = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  & > :first-child { flex: 1; min-width: 0; }
  &[hidden] { display: none; }
  label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

const Empty = styled.p`
  flex: 1;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
`;

/** A message's length rule is the server's (and the box's maxLength); blank text is not sent. */
const MESSAGE = z.object({ message: z.string() });

function Conversation({ partnerId, partner, me, onDeleteConversation }) {
  const { messages, error } = useConversation(partnerId);
  // The partner's profile says whether the signed-in member blocked or muted them.
  const { user: profile } = useUser(partnerId);
  const blocked = Boolean(profile?.isBlocked);
  const { send, removeMessage } = useMessageActions();
  const messageEdits = useMessageEdits(partnerId);
  const [editingId, setEditingId] = useState(null);
  const [everyone, setEveryone] = useState(false);
  const { toast } = useToast();
  const form = useForm(MESSAGE, { message: '' }, { prepare: ({ message }) => ({ message: message.trim() }) });
  const [deleting, setDeleting] = useState(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef(null);
  const name = partner ? authorName(partner) : 'Conversation';
  const text = form.values.message;
  const sending = form.submitting;
  const { ref: fieldRef, ...messageField } = form.field('message');

  // A conversation opens at its newest message, and a new one (sent or received) shows at the
  // bottom unless the member had scrolled up to read; on a phone the box to answer in comes into
  // view with it (issue 47).
  const bubblesRef = useRef(null);
  const composerRef = useRef(null);
  const opened = useRef(false);
  const count = messages?.length ?? 0;
  useLayoutEffect(() => {
    const list = bubblesRef.current;
    if (!list) return;
    const nearBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 120;
    if (!opened.current || nearBottom) list.scrollTop = list.scrollHeight;
    if (!opened.current) composerRef.current?.scrollIntoView?.({ block: 'nearest' });
    opened.current = true;
  }, [count]);

  const submit = form.handleSubmit(
    async ({ message }) => {
      if (!message) return; // spec: the trimmed text must be non-empty
      await send({ toUserId: partnerId, message });
      form.reset();
      toast({ title: 'Message sent' });
      inputRef.current?.focus();
    },
    {
      onError: (failure) => {
        toast({
          title: 'Failed to send message',
          description: errorMessage(failure, 'Please try again.'),
          variant: 'destructive',
        });
        inputRef.current?.focus();
      },
    },
  );

  const reply = () => {
    const username = partner?.username;
    if (username && !text.startsWith(`@${username}`)) form.setValue('message', `@${username} ${text}`);
    inputRef.current?.focus();
  };

  const confirmDelete = async () => {
    setBusy(true);
    try {
      if (everyone) await messageEdits.remove(deleting);
      else await removeMessage(deleting, partnerId);
      toast({ title: everyone ? 'Message deleted for everyone' : 'Message deleted' });
    } catch (failure) {
      toast({ title: 'Error', description: errorMessage(failure, 'Failed to delete message'), variant: 'destructive' });
    } finally {
      setBusy(false);
      setDeleting(null);
      setEveryone(false);
    }
  };
  const askDelete = (message, forEveryone) => {
    setEveryone(forEveryone);
    setDeleting(message);
  };

  let body;
  if (!messages && !error) body = <LoadingState label="Loading messages..." />;
  else if (error && !messages) body = <Empty>The messages could not be loaded. Please try again later.</Empty>;
  else if (!messages?.length) body = <Empty>No messages yet</Empty>;
  else {
    body = (
      <Bubbles aria-label={`Messages with ${name}`} ref={bubblesRef}>
        {messages.map((message) => {
          const mine = message.fromUserId === me.id;
          return (
            <Bubble key={message.id} $mine={mine} data-testid="message">
              {editingId === message.id ? (
                <MessageEditForm
                  message={message}
                  onSave={async (...args) => {
                    await messageEdits.edit(...args);
                    setEditingId(null);
                  }}
                  onCancel={() => setEditingId(null)}
                />
              ) : (
                <BubbleBody $mine={mine}>
                  {message.deleted ? (
                    <DeletedText data-testid="message-deleted">{MESSAGE_DELETED}</DeletedText>
                  ) : (
                    <>
                      {message.subject && <strong>{message.subject}</strong>}
                      <RichText text={message.message} />
                    </>
                  )}
                </BubbleBody>
              )}
              <BubbleMeta $mine={mine}>
                <span>{mine ? 'You' : name}</span>
                <span aria-hidden="true">·</span>
                <RelativeTime value={message.createdAt} />
                {!message.deleted && <EditedMark value={message.editedAt} />}
                {mine && !message.deleted && editingId !== message.id && (
                  <>
                    <SmallAction type="button" onClick={() => setEditingId(message.id)} aria-label="Edit message">
                      <Icon name="edit" size={14} /> Edit
                    </SmallAction>
                    <SmallAction type="button" onClick={() => askDelete(message, true)}>
                      Delete for everyone
                    </SmallAction>
                  </>
                )}
                {!mine && (
                  <SmallAction type="button" onClick={reply} aria-label={`Reply to ${name}`}>
                    <Icon name="reply" size={14} /> Reply
                  </SmallAction>
                )}
                <SmallAction type="button" onClick={() => askDelete(message, false)} aria-label="Delete message">
                  <Icon name="trash" size={14} />
                </SmallAction>
              </BubbleMeta>
            </Bubble>
          );
        })}
      </Bubbles>
    );
  }

  return (
    <>
      <ThreadHeader>
        <Back to="/messages" aria-label="Back to conversations">
          <Icon name="chevronLeft" />
        </Back>
        {partner && <Avatar user={partner} size="small" />}
        <h2 style={{ flex: 1 }}>{partner ? <Link to={`/profile/${partnerId}`}>{name}</Link> : name}</h2>
        <SafetyMenu person={profile} />
        <Button
          size="icon"
          variant="ghost"
          aria-label={`Delete conversation with ${name}`}
          onClick={onDeleteConversation}
        >
          <Icon name="trash" size={18} />
        </Button>
      </ThreadHeader>
      {body}
      {blocked && <Alert>You have blocked this member. Unblock them to send a message.</Alert>}
      <Composer onSubmit={submit} aria-label="Send a message" hidden={blocked} ref={composerRef}>
        <MarkdownEditor
          mentions
          draftKey={`draft:message:user:${partnerId}`}
          {...messageField}
          ref={(element) => {
            inputRef.current = element;
            fieldRef(element);
          }}
          label="Message"
          rows={1}
          placeholder="Type a message..."
          maxLength={1000}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
          }}
        />
        <Button type="submit" disabled={!text.trim() || sending} aria-label="Send">
          <Icon name="send" size={18} />
        </Button>
      </Composer>
      <ConfirmDialog
        open={Boolean(deleting)}
        title={everyone ? 'Delete for everyone' : 'Delete message'}
        description={
          everyone
            ? `Delete this message for you and ${name}? Both of you will see 'Message deleted' in its place.`
            : 'Delete this message? It is removed for you only.'
        }
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}

/**
 * /messages and /messages/:id. Two panes: the conversations (unread counts, delete with
 * confirmation) and the conversation with partner `:id` (bubbles, Reply, delete, Enter sends and
 * Shift+Enter starts a new line). On small screens the list shows until a conversation is
 * chosen, then only the conversation with a Back link. Visitors see 'Access Denied'.
 */
export function MessagesPage() {
  usePageMeta({ title: 'Messages', description: 'Your direct messages on DevNet.' });
  const { user, isLoading: userLoading } = useCurrentUser();
  const navigate = useNavigate();
  const partnerId = usePathId();
  const { conversations, error, hasMore, loadMore, loadingMore } = useConversations(Boolean(user));
  const { removeConversation } = useMessageActions();
  const { toast } = useToast();
  const [deleting, setDeleting] = useState(null);
  const [busy, setBusy] = useState(false);

  if (userLoading) return <LoadingState />;
  if (!user) {
    return (
      <SignInPrompt>
        <p>Please log in to view your messages.</p>
      </SignInPrompt>
    );
  }

  const selected = partnerId == null ? null : conversations?.find((item) => item.partnerId === partnerId);
  const partner = selected?.partner ?? null;

  const confirmDelete = async () => {
    const target = deleting;
    setBusy(true);
    try {
      await removeConversation(target.partnerId);
      toast({ title: 'Conversation deleted' });
      if (target.partnerId === partnerId) navigate('/messages');
    } catch (failure) {
      toast({
        title: 'Error',
        description: errorMessage(failure, 'Failed to delete conversation'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  let list;
  if (!conversations && !error) list = <LoadingState label="Loading conversations..." />;
  else if (error && !conversations)
    list = <Empty>Your conversations could not be loaded. Please try again later.</Empty>;
  else
    list = (
      <ConversationList
        conversations={conversations}
        selectedId={partnerId}
        onDelete={setDeleting}
        hasMore={hasMore}
        loadingMore={loadingMore}
        onLoadMore={loadMore}
      />
    );

  return (
    <PageSection>
      <Container>
        <Title>Messages</Title>
        <Panes>
          <ListPane $hidden={partnerId != null} aria-labelledby="conversations-title">
            <PaneTitle id="conversations-title">Conversations</PaneTitle>
            {list}
          </ListPane>
          <ThreadPane $hidden={partnerId == null} aria-label="Conversation">
            {partnerId == null ? (
              <Empty>Select a conversation</Empty>
            ) : (
              <Conversation
                key={partnerId}
                partnerId={partnerId}
                partner={partner}
                me={user}
                onDeleteConversation={() => setDeleting(selected ?? { partnerId, partner })}
              />
            )}
          </ThreadPane>
        </Panes>
      </Container>
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete conversation"
        description={
          deleting
            ? `Delete your conversation with ${deleting.partner ? authorName(deleting.partner) : 'this person'}? It is removed for you only.`
            : undefined
        }
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </PageSection>
  );
}
