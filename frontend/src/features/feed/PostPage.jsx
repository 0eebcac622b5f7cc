import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '../../api/auth';
import { useBookmarks } from '../../api/bookmarks';
import { usePost } from '../../api/feed';
import { toggleBookmark } from '../../components/BookmarkButton/BookmarkButton';
import { ButtonLink } from '../../components/Button/Button';
import { Container, PageSection } from '../../components/Container/Container';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { SignInPrompt } from '../../components/SignInPrompt/SignInPrompt';
import { postStatusScreen } from '../../components/StatusScreen/StatusScreen';
import { useToast } from '../../components/Toast/ToastProvider';
import { usePageMeta } from '../../hooks/usePageMeta';
import { usePathId } from '../../hooks/usePathId';
import { FeedPost, useSharePost } from './FeedPage';

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 48rem;
  margin: 0 auto;
`;

const Back = styled.div`
  display: flex;
`;

/**
 * /posts/{id}: one feed post on its own page (issue 47), where its time links: the card as the
 * feed shows it (like, comments, share), and a way back to the feed. Posts are for members (the
 * API answers them to members only): a visitor gets the feed's sign-in prompt.
 */
export function PostPage() {
  usePageMeta({ title: 'Post' });
  const id = usePathId();
  const { user, isLoading: userLoading } = useCurrentUser();
  const { post, error, isLoading, updatePost } = usePost(user && id !== null ? id : null);
  const { toast } = useToast();
  const share = useSharePost(updatePost, toast);
  const bookmarks = useBookmarks(Boolean(user));
  const navigate = useNavigate();
  const bookmark = (shown) => toggleBookmark(bookmarks, 'post', shown.id, toast, navigate);

  if (userLoading) return <LoadingState label="Loading post..." />;
  if (!user) return <SignInPrompt title="Login Required">Please log in to see this post.</SignInPrompt>;
  const status = postStatusScreen({
    id,
    post,
    error,
    isLoading,
    kind: 'Post',
    noun: 'post',
    back: { to: '/feed', label: 'Back to Feed' },
  });
  return (
    <PageSection>
      <Container>
        {status ?? (
          <Column>
            <Back>
              <ButtonLink to="/feed" variant="ghost" size="sm">
                Back to Feed
              </ButtonLink>
            </Back>
            <FeedPost
              post={post}
              user={user}
              updatePost={updatePost}
              onShare={share}
              onBookmark={bookmark}
              bookmarked={bookmarks.isKept('post', post.id)}
            />
          </Column>
        )}
      </Container>
    </PageSection>
  );
}
