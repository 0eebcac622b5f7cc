import { useState } from 'react';
import { Link } from 'react-router-dom';
import { altOf } from '../../api/media';
import styled from 'styled-components';
import { useComments, useLikeComment, usePostComment } from '../../api/comments';
import { errorMessage } from '../../api/client';
import { useCommentEdits, usePostEdits } from '../../api/edits';
import { Avatar } from '../../components/Avatar/Avatar';
import { authorName } from '../../components/AuthorByline/AuthorByline';
import { CommentSection } from '../../components/CommentSection/CommentSection';
import { ConfirmDialog } from '../../components/Dialog/Dialog';
import { EditedMark } from '../../components/EditedMark/EditedMark';
import { Menu } from '../../components/Menu/Menu';
import { useToast } from '../../components/Toast/ToastProvider';
import { VersionHistory } from '../../components/VersionHistory/VersionHistory';
import { Icon } from '../../components/Icon/Icon';
import { RelativeTime } from '../../components/RelativeTime/RelativeTime';
import { RichText } from '../../components/RichText/RichText';
import { useSafetyActions } from '../../components/SafetyActions/useSafetyActions';
import { TagChips } from '../../components/TagChips/TagChips';
import { Tooltip } from '../../components/Tooltip/Tooltip';
import { countLabel } from '../../components/Count/count';
import { ownPostMenuItems } from './OwnPostMenuItems';
import { PostEditForm } from './PostEditForm';
import { tagPath } from '../../components/TagChips/tagPath';

const Article = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  scroll-margin-top: ${({ theme }) => theme.space(20)};
`;

const Byline = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  a { color: ${({ theme }) => theme.color.text}; font-weight: ${({ theme }) => theme.font.weight.semibold}; text-decoration: none; }
  a:hover { text-decoration: underline; }
  .stamp { display: block; }
  a.permalink { font-weight: ${({ theme }) => theme.font.weight.regular}; }
  time { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.font.size.xs}; }
`;

const MenuSlot = styled.div`
  margin-left: auto;
`;

const BylineText = styled.div`
  flex: 1;
  min-width: 0;
`;

const Images = styled.ul`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => Math.min($count, 2)}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  img {
    width: 100%;
    max-height: 24rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  padding-top: ${({ theme }) => theme.space(2)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Action = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3)}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme, $active }) => ($active ? theme.color.dangerText : theme.color.textMuted)};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  &:hover:not(:disabled) { background: ${({ theme }) => theme.color.surfaceHover}; color: ${({ theme, $active }) => ($active ? theme.color.dangerText : theme.color.text)}; }
  &:disabled { cursor: progress; }
  &:last-child { margin-left: auto; }
`;

const Comments = styled.div`
  padding-top: ${({ theme }) => theme.space(2)};
`;

/** The comments of a post, read when the person opens them (spec: 'opening it loads the comments'). */
function PostComments({ post, user, onCommented }) {
  const { comments, error, isLoading } = useComments('posts', post.id);
  const postComment = usePostComment('posts', post.id);
  const { edit, remove } = useCommentEdits('posts', post.id);
  const onLike = useLikeComment('posts', post.id);
  const onPost = async (body, parentId) => {
    const comment = await postComment(body, parentId);
    onCommented?.(post);
    return comment;
  };
  const onDelete = async (comment) => {
    await remove(comment);
    onCommented?.(post);
  };
  return (
    <CommentSection
      draftKey={`draft:comment:post:${post.id}`}
      comments={comments}
      error={error}
      isLoading={isLoading}
      user={user}
      onPost={onPost}
      onEdit={edit}
      onDelete={onDelete}
      onLike={onLike}
    />
  );
}

// Names start with the action and hold the visible count as a word (not in parentheses, which
// assistive checks drop), so what is seen is what is said: 'Like, 2 likes' (pressed when liked).

/**
 * One feed post: author (linked to the profile), relative time, the text (code blocks and links
 * through RichText), images, #tags, and the like, comments, share and bookmark controls.
 * `onLike(post)`, `onShare(post)` and `onBookmark(post)` are the screen's; `bookmarked` presses the
 * bookmark (the member keeps the post); `likePending` disables the like while its request runs.
 * Comments load when opened.
 */
export function PostCard({
  post,
  user,
  onLike,
  onShare,
  onBookmark,
  onCommented,
  bookmarked = false,
  likePending = false,
}) {
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [history, setHistory] = useState(false);
  const edits = usePostEdits();
  const { toast } = useToast();
  // The post's menu: the author's own Edit, History and Delete; block and mute for anyone else's.
  const safety = useSafetyActions(post.user, { enabled: Boolean(user && post.user && post.user.id !== user.id) });
  const menuItems = [
    ...ownPostMenuItems({
      post,
      user,
      onEdit: () => setEditing(true),
      onHistory: () => setHistory(true),
      onDelete: () => setConfirming(true),
    }),
    ...safety.items,
  ];
  const remove = async () => {
    setDeleting(true);
    try {
      await edits.remove(post);
      toast({ title: 'Post deleted' });
    } catch (failure) {
      toast({ title: 'Error', description: errorMessage(failure, 'Failed to delete post'), variant: 'destructive' });
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  };
  const name = authorName(post.user);
  const images = Array.isArray(post.mediaUrls) ? post.mediaUrls : [];
  const commentsId = `post-${post.id}-comments`;
  return (
    <Article id={`post-${post.id}`} aria-label={`Post by ${name}`} data-testid="post-card">
      <Byline>
        <Avatar user={post.user} size="medium" />
        <BylineText>
          {post.user ? <Link to={`/profile/${post.user.id}`}>{name}</Link> : <strong>{name}</strong>}
          <span className="stamp">
            <Link to={`/posts/${post.id}`} className="permalink">
              <RelativeTime value={post.createdAt} />
            </Link>{' '}
            <EditedMark value={post.editedAt} />
          </span>
        </BylineText>
        {menuItems.length > 0 && (
          <MenuSlot>
            <Menu ariaLabel={`Post actions, post by ${name}`} align="end" items={menuItems}>
              <Icon name="more" size={18} />
            </Menu>
          </MenuSlot>
        )}
      </Byline>
      {safety.dialog}
      {editing ? (
        <PostEditForm
          post={post}
          onSave={async (body) => {
            await edits.edit(post, body);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <RichText text={post.content} />
      )}
      {images.length > 0 && (
        <Images $count={images.length} aria-label="Images">
          {images.map((src, index) => (
            <li key={`${index}-${src.slice(0, 48)}`}>
              <img
                src={src}
                alt={altOf(post.mediaAlts, index, `Image ${index + 1} of ${images.length} shared by ${name}`)}
                loading="lazy"
              />
            </li>
          ))}
        </Images>
      )}
      <TagChips tags={(post.tags ?? []).map((tag) => `#${tag}`)} label="Hashtags" linkFor={tagPath} />
      <Actions>
        <Tooltip content={post.isLiked ? 'Unlike' : 'Like'}>
          <Action
            type="button"
            $active={post.isLiked}
            aria-pressed={Boolean(post.isLiked)}
            aria-label={`Like, ${countLabel(post.likesCount, 'like')}`}
            disabled={likePending}
            onClick={() => onLike?.(post)}
          >
            <Icon name="heart" size={16} filled={Boolean(post.isLiked)} />
            {post.likesCount}
          </Action>
        </Tooltip>
        <Action
          type="button"
          aria-expanded={commentsOpen}
          aria-controls={commentsId}
          aria-label={`Comments, ${countLabel(post.commentsCount, 'comment')}`}
          onClick={() => setCommentsOpen((open) => !open)}
        >
          <Icon name="comment" size={16} />
          {post.commentsCount}
        </Action>
        <Tooltip content="Share">
          <Action
            type="button"
            aria-label={`Share, ${countLabel(post.sharesCount, 'share')}`}
            onClick={() => onShare?.(post)}
          >
            <Icon name="share" size={16} />
            {post.sharesCount}
          </Action>
        </Tooltip>
        <Tooltip content="Bookmark">
          <Action type="button" aria-label="Bookmark" aria-pressed={bookmarked} onClick={() => onBookmark?.(post)}>
            <Icon name="bookmark" size={16} filled={bookmarked} />
          </Action>
        </Tooltip>
      </Actions>
      {commentsOpen && (
        <Comments id={commentsId}>
          <PostComments post={post} user={user} onCommented={onCommented} />
        </Comments>
      )}
      <ConfirmDialog
        open={confirming}
        title="Delete this post?"
        description="It goes for good, with its comments and likes. This cannot be undone."
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
        busy={deleting}
      />
      {history && <VersionHistory kind="post" id={post.id} open onClose={() => setHistory(false)} />}
    </Article>
  );
}
