import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import * as z from 'zod/mini';
import { errorMessage } from '../../api/client';
import { Avatar } from '../Avatar/Avatar';
import { COMMENT_AVATAR_STYLE } from '../Avatar/avatarStyles';
import { Button } from '../Button/Button';
import { CommentReplyForm } from '../CommentReplyForm/CommentReplyForm';
import { ConfirmDialog } from '../Dialog/Dialog';
import { EditedMark } from '../EditedMark/EditedMark';
import { LoadingState } from '../LoadingState/LoadingState';
import { RelativeTime } from '../RelativeTime/RelativeTime';
import { RichText } from '../RichText/RichText';
import { clearDraft } from '../MarkdownEditor/drafts';
import { MarkdownEditor } from '../MarkdownEditor/MarkdownEditor';
import { useToast } from '../Toast/ToastProvider';
import { useForm } from '../../hooks/useForm';
import { countLabel } from '../Count/count';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: end;
  > div { width: 100%; }
`;

const Prompt = styled.p`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  a { color: ${({ theme }) => theme.color.link}; }
`;

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ $highlighted, theme }) => ($highlighted ? theme.color.link : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ $highlighted, theme }) => ($highlighted ? `0 0 0 2px ${theme.color.link}` : 'none')};
  scroll-margin-top: ${({ theme }) => theme.space(16)};
`;

const Replies = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0 0 0 ${({ theme }) => theme.space(2)};
  list-style: none;
  border-left: 2px solid ${({ theme }) => theme.color.border};
`;

const Handle = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Permalink = styled.a`
  color: ${({ theme }) => theme.color.textMuted} !important;
  font-weight: normal !important;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  a { color: ${({ theme }) => theme.color.text}; font-weight: ${({ theme }) => theme.font.weight.semibold}; text-decoration: none; }
  a:hover { text-decoration: underline; }
  time { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.font.size.xs}; }
`;

const Body = styled(RichText)`
  margin-top: ${({ theme }) => theme.space(1)};
`;

const CommentMain = styled.div`
  flex: 1;
  min-width: 0;
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Commenters without a chosen avatar get pixel-art seeded by their username (spec section 3). */
export function commentAvatarUser(user) {
  if (!user || user.profilePhoto || user.avatarSeed || user.avatarStyle) return user;
  return { ...user, avatarSeed: user.username, avatarStyle: COMMENT_AVATAR_STYLE };
}

const Own = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

const Deleted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-style: italic;
`;

const EDIT = z.object({ body: z.string() });

/** A comment's text, edited in place (the create rules, stated by the server). */
function CommentEditForm({ comment, onSave, onCancel }) {
  const { toast } = useToast();
  const form = useForm(EDIT, { body: comment.body }, { prepare: ({ body }) => ({ body: body.trim() }) });
  const submit = form.handleSubmit(
    async ({ body }) => {
      await onSave(comment, body);
      clearDraft(`draft:comment:edit:${comment.id}`);
      toast({ title: 'Comment updated' });
    },
    {
      onError: (failure) =>
        toast({
          title: 'Error',
          description: errorMessage(failure, 'Failed to update comment'),
          variant: 'destructive',
        }),
    },
  );
  return (
    <Form onSubmit={submit} noValidate aria-label="Edit comment">
      <MarkdownEditor
        mentions
        draftKey={`draft:comment:edit:${comment.id}`}
        label="Edit your comment"
        rows={3}
        {...form.field('body')}
      />
      <Own>
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={form.submitting}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={form.submitting} aria-busy={form.submitting || undefined}>
          {form.submitting ? 'Saving...' : 'Save'}
        </Button>
      </Own>
    </Form>
  );
}

/** A comment's only rule is the server's; blank text never reaches it (see submit). */
const COMMENT = z.object({ comment: z.string() });

const handleOf = (comment) => (comment.user?.username ? `@${comment.user.username}` : '');

/**
 * Top-level comments (oldest first), each with its replies (oldest first). A reply whose comment
 * is not in the list (hidden from this reader) stands on its own.
 */
export function threadsOf(comments) {
  const ids = new Set(comments.map((comment) => comment.id));
  const replies = new Map();
  const top = [];
  for (const comment of comments) {
    if (comment.parentId != null && ids.has(comment.parentId)) {
      replies.set(comment.parentId, [...(replies.get(comment.parentId) ?? []), comment]);
    } else {
      top.push(comment);
    }
  }
  return top.map((comment) => ({ comment, replies: replies.get(comment.id) ?? [] }));
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

/** One comment (or its [deleted] place): author, @username, time, permalink, text, Like, Reply, Edit, Delete. */
function CommentItem({
  comment,
  children,
  user,
  isOwn,
  editingId,
  setEditingId,
  replyingId,
  setReplyingId,
  highlightedId,
  onEdit,
  onDelete,
  onReply,
  onLike,
}) {
  const { toast } = useToast();
  const [liking, setLiking] = useState(false);
  const anchor = `comment-${comment.id}`;
  const highlighted = highlightedId === comment.id;
  if (comment.deleted) {
    return (
      <Item id={anchor} $highlighted={highlighted} data-testid="deleted-comment">
        <CommentMain>
          <Deleted>[deleted]</Deleted>
          {children}
        </CommentMain>
      </Item>
    );
  }
  const name = comment.user?.displayName || comment.user?.username || 'Unknown user';
  const handle = handleOf(comment);
  const editing = editingId === comment.id;
  const replying = replyingId === comment.id;
  const likeCount = comment.likeCount ?? 0;
  const like = async () => {
    setLiking(true);
    try {
      await onLike(comment);
    } catch (failure) {
      toast({ title: 'Error', description: errorMessage(failure, 'Failed to like comment'), variant: 'destructive' });
    } finally {
      setLiking(false);
    }
  };
  return (
    <Item id={anchor} $highlighted={highlighted} aria-current={highlighted ? 'location' : undefined}>
      <Avatar user={commentAvatarUser(comment.user)} size="small" />
      <CommentMain>
        <Meta>
          {comment.user ? <Link to={`/profile/${comment.user.id}`}>{name}</Link> : <strong>{name}</strong>}
          {handle && <Handle>{handle}</Handle>}
          {comment.replyToUsername && <Handle>in reply to @{comment.replyToUsername}</Handle>}
          <Permalink href={`#${anchor}`} title="Link to this comment">
            <RelativeTime value={comment.createdAt} />
          </Permalink>
          <EditedMark value={comment.editedAt} />
        </Meta>
        {editing ? (
          <CommentEditForm
            comment={comment}
            onSave={async (...args) => {
              await onEdit(...args);
              setEditingId(null);
            }}
            onCancel={() => setEditingId(null)}
          />
        ) : (
          <Body text={comment.body} />
        )}
        {!editing && (
          <Actions>
            {user && onLike ? (
              <Button
                variant="ghost"
                size="sm"
                aria-pressed={Boolean(comment.liked)}
                aria-label={`Like comment by ${handle || name}, ${likeCount} ${likeCount === 1 ? 'like' : 'likes'}`}
                disabled={liking}
                onClick={like}
              >
                <span aria-hidden="true">{'\u2665 '}</span>
                {likeCount}
              </Button>
            ) : (
              likeCount > 0 && <Handle>{countLabel(likeCount, 'like')}</Handle>
            )}
            {user && onReply && (
              <Button
                variant="ghost"
                size="sm"
                aria-expanded={replying}
                aria-label={`Reply to ${handle || name}`}
                onClick={() => setReplyingId(replying ? null : comment.id)}
              >
                Reply
              </Button>
            )}
            {isOwn(comment) && (onEdit || onDelete) && (
              <Own role="group" aria-label="Your comment">
                {onEdit && (
                  <Button variant="ghost" size="sm" onClick={() => setEditingId(comment.id)}>
                    Edit
                  </Button>
                )}
                {onDelete && (
                  <Button variant="ghost" size="sm" onClick={() => onDelete(comment)}>
                    Delete
                  </Button>
                )}
              </Own>
            )}
          </Actions>
        )}
        {replying && (
          <CommentReplyForm
            replyTo={comment.user?.username ?? name}
            onReply={async (body) => {
              await onReply(body, comment.id);
              setReplyingId(null);
            }}
            onCancel={() => setReplyingId(null)}
          />
        )}
        {children}
      </CommentMain>
    </Item>
  );
}

/**
 * The comments of a thread or project: the list (oldest first) and, for signed-in users, a form.
 * Visitors (`user === null`) see 'Please log in to post a comment.' instead of the form; while the
 * session is still loading (`user === undefined`) neither shows. Blank text is ignored and the
 * text is trimmed; `onPost(body)` sends it and may throw. `draftKey` keeps the new comment's draft
 * (e.g. `draft:comment:thread:42`; MarkdownEditor).
 */
export function CommentSection({
  comments,
  isLoading,
  error,
  user,
  onPost,
  onEdit,
  onDelete,
  onLike,
  loginPath = '/auth/login',
  draftKey = null,
}) {
  const { toast } = useToast();
  const [editingId, setEditingId] = useState(null);
  const [replyingId, setReplyingId] = useState(null);
  const [confirming, setConfirming] = useState(null);
  const [deleting, setDeleting] = useState(false);
  const isOwn = (comment) => Boolean(user && comment.user && comment.user.id === user.id && !comment.deleted);
  const remove = async () => {
    setDeleting(true);
    try {
      await onDelete(confirming);
      toast({ title: 'Comment deleted' });
    } catch (failure) {
      toast({ title: 'Error', description: errorMessage(failure, 'Failed to delete comment'), variant: 'destructive' });
    } finally {
      setDeleting(false);
      setConfirming(null);
    }
  };
  const form = useForm(COMMENT, { comment: '' }, { prepare: ({ comment }) => ({ comment: comment.trim() }) });
  const posting = form.submitting;
  const headingId = useId();

  const submit = form.handleSubmit(
    async ({ comment }) => {
      if (!comment) return; // spec: blank or whitespace-only text is ignored
      await onPost(comment);
      form.reset();
      toast({ title: 'Comment posted' });
    },
    {
      onError: (failure) =>
        toast({ title: 'Error', description: errorMessage(failure, 'Failed to post comment'), variant: 'destructive' }),
    },
  );

  const count = comments?.filter((comment) => !comment.deleted).length ?? 0;
  const { hash } = useLocation();
  const linked = /^#comment-(\d+)$/.exec(hash ?? '')?.[1];
  const linkedLoaded = Boolean(linked && comments?.some((comment) => String(comment.id) === linked));
  useEffect(() => {
    // A permalink (#comment-<id>) scrolls to its comment once the list has it.
    if (linkedLoaded) document.getElementById(`comment-${linked}`)?.scrollIntoView?.({ block: 'center' });
  }, [linked, linkedLoaded]);
  const itemProps = {
    user,
    isOwn,
    editingId,
    setEditingId,
    replyingId,
    setReplyingId,
    highlightedId: linked ? Number(linked) : null,
    onEdit,
    onDelete: onDelete && setConfirming,
    onReply: onPost,
    onLike,
  };

  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{comments ? `Comments (${count})` : 'Comments'}</Heading>
      {user && (
        <Form onSubmit={submit} aria-label="New comment">
          <MarkdownEditor
            mentions
            draftKey={draftKey}
            label="Add a comment"
            rows={3}
            placeholder="Share your thoughts..."
            {...form.field('comment')}
          />
          <Button type="submit" disabled={posting} aria-busy={posting || undefined}>
            {posting ? 'Posting...' : 'Post Comment'}
          </Button>
        </Form>
      )}
      {user === null && (
        <Prompt>
          Please log in to post a comment. <Link to={loginPath}>Log in</Link>
        </Prompt>
      )}
      {isLoading && !comments && <LoadingState label="Loading comments..." />}
      {error && !comments && <Empty>Comments could not be loaded. Please try again later.</Empty>}
      {comments && comments.length === 0 && <Empty>No comments yet. Be the first to comment!</Empty>}
      {comments?.length > 0 && (
        <List>
          {threadsOf(comments).map(({ comment, replies }) => (
            <CommentItem key={comment.id} comment={comment} {...itemProps}>
              {replies.length > 0 && (
                <Replies aria-label={`Replies to ${handleOf(comment) || 'a deleted comment'}`}>
                  {replies.map((reply) => (
                    <CommentItem key={reply.id} comment={reply} {...itemProps} />
                  ))}
                </Replies>
              )}
            </CommentItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title="Delete this comment?"
        description="Your words are removed for good. If others replied after it, it stays in place as [deleted]."
        onConfirm={remove}
        onCancel={() => setConfirming(null)}
        busy={deleting}
      />
    </Section>
  );
}
