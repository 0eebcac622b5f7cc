import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '../../api/auth';
import { errorMessage } from '../../api/client';
import { useComments, useLikeComment, usePostComment } from '../../api/comments';
import { useCommentEdits, useDeleteThread } from '../../api/edits';
import { sendReport } from '../../api/reports';
import { threadCommentChanges, useMyThreadVote, useThread, useVoteOnThread } from '../../api/threads';
import { isHotTalk } from '../../api/votes';
import { Icon } from '../../components/Icon/Icon';
import { AuthorByline, BylineRow } from '../../components/AuthorByline/AuthorByline';
import { BookmarkButton } from '../../components/BookmarkButton/BookmarkButton';
import { CommentSection } from '../../components/CommentSection/CommentSection';
import { ConfirmDialog } from '../../components/Dialog/Dialog';
import { EditedMark } from '../../components/EditedMark/EditedMark';
import { VersionHistory } from '../../components/VersionHistory/VersionHistory';
import { Container, PageSection } from '../../components/Container/Container';
import { Menu } from '../../components/Menu/Menu';
import { postStatusScreen } from '../../components/StatusScreen/StatusScreen';
import { TagChips } from '../../components/TagChips/TagChips';
import { useToast } from '../../components/Toast/ToastProvider';
import { VoteColumn } from '../../components/VoteColumn/VoteColumn';
import { WatchButton } from '../../components/WatchButton/WatchButton';
import { usePageMeta } from '../../hooks/usePageMeta';
import { useGatedAction } from '../../hooks/useGatedAction';
import { usePathId } from '../../hooks/usePathId';
import { HotTalkBadge } from './HotTalkBadge';
import { ReportPanel } from '../../components/ReportPanel/ReportPanel';
import { excerpt, tagLink } from './ThreadCard';
import { RichText } from '../../components/RichText/RichText';
import { ThreadEditForm } from './ThreadEditForm';
import { countLabel } from '../../components/Count/count';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: none;
  &:hover { color: ${({ theme }) => theme.color.text}; }
`;

/* A phone keeps its width for the text: smaller padding and gap below sm. */
const Article = styled.article`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.sm} {
    gap: ${({ theme }) => theme.space(5)};
    padding: ${({ theme }) => theme.space(6)};
  }
  margin-bottom: ${({ theme }) => theme.space(10)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

const Main = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  align-content: start;
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  h1 {
    font-size: ${({ theme }) => theme.font.size['2xl']};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    overflow-wrap: anywhere;
  }
`;

const Body = styled.div`
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const status = { kind: 'Thread', noun: 'discussion', back: { to: '/threads', label: 'Back to Discussions' } };

/** /threads/{id}: one thread with votes, bookmark, share and report, and its comments. */
export function ThreadDetailPage() {
  const id = usePathId();
  const { user } = useCurrentUser();
  const { thread, error, isLoading } = useThread(id);
  const { vote: myVote } = useMyThreadVote(id, Boolean(user));
  const voteOnThread = useVoteOnThread(id);
  const { comments, error: commentsError, isLoading: commentsLoading } = useComments('threads', thread ? id : null);
  const alsoChanged = useMemo(() => threadCommentChanges(id), [id]);
  const postComment = usePostComment('threads', id, alsoChanged);
  const commentEdits = useCommentEdits('threads', id, alsoChanged);
  const likeComment = useLikeComment('threads', id);
  const deleteThread = useDeleteThread();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [history, setHistory] = useState(false);
  const { toast } = useToast();
  const [reporting, setReporting] = useState(false);
  const [sendingReport, setSendingReport] = useState(false);

  const vote = useGatedAction(
    async (clicked) => {
      const result = await voteOnThread(myVote, clicked);
      if (result?.vote) {
        toast({
          title: result.vote === 'upvote' ? 'Thread upvoted' : 'Thread downvoted',
          description: `Your ${result.vote} has been recorded`,
        });
      }
    },
    { signIn: 'Please log in to vote on threads', failure: 'Failed to vote. Please try again.' },
  );

  usePageMeta({ title: thread?.title ?? 'Discussions', description: thread ? excerpt(thread.body) : undefined });

  const screen = postStatusScreen({ ...status, id, post: thread, error, isLoading });
  if (screen) return screen;

  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast({ title: 'Link copied!' });
    } catch (failure) {
      console.warn('Could not copy the link.', failure);
      toast({ title: 'Share failed', description: 'Could not copy link to clipboard', variant: 'destructive' });
    }
  };

  const openReport = () => {
    if (!user) {
      toast({ title: 'Login required', description: 'Please log in to report content.', variant: 'destructive' });
      return;
    }
    setReporting(true);
  };

  const isAuthor = Boolean(user && thread.user && user.id === thread.user.id);

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteThread(thread.id);
      toast({ title: 'Thread deleted' });
      navigate('/threads');
    } catch (failure) {
      toast({ title: 'Error', description: errorMessage(failure, 'Failed to delete thread'), variant: 'destructive' });
      setDeleting(false);
      setConfirming(false);
    }
  };

  const report = async (reason) => {
    setSendingReport(true);
    try {
      await sendReport({ resourceType: 'thread', resourceId: thread.id, reason });
      setReporting(false);
      toast({ title: 'Thank you for your report', description: 'Our moderators will review this thread.' });
    } catch (failure) {
      toast({
        title: 'Error',
        description: errorMessage(failure, 'Failed to send report. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setSendingReport(false);
    }
  };

  return (
    <PageSection>
      <Container $size="text">
        <Back to="/threads">
          <Icon name="chevronLeft" size={16} />
          Back to Discussions
        </Back>
        <Article aria-labelledby="thread-title">
          <VoteColumn
            score={thread.upvotes ?? 0}
            vote={myVote}
            onVote={vote.run}
            busy={vote.pending}
            label="Thread votes"
          />
          <Main>
            <TitleRow>
              <h1 id="thread-title">{thread.title}</h1>
              {isHotTalk(thread.upvotes) && <HotTalkBadge />}
            </TitleRow>
            <BylineRow>
              <AuthorByline user={thread.user} createdAt={thread.createdAt} linked />
              <EditedMark value={thread.editedAt} />
              <span>{countLabel(thread.views ?? 0, 'view')}</span>
            </BylineRow>
            {editing ? (
              <ThreadEditForm thread={thread} onDone={() => setEditing(false)} onCancel={() => setEditing(false)} />
            ) : (
              <>
                <TagChips tags={thread.tags} linkFor={tagLink} followable />
                <Body data-testid="thread-body">
                  <RichText text={thread.body} />
                </Body>
              </>
            )}
            <Actions>
              <BookmarkButton kind="thread" itemId={thread.id} />
              <WatchButton threadId={thread.id} />
              <Menu
                ariaLabel="Thread actions"
                align="start"
                items={[
                  ...(isAuthor ? [{ label: 'Edit', onSelect: () => setEditing(true) }] : []),
                  ...(isAuthor && thread.editedAt ? [{ label: 'History', onSelect: () => setHistory(true) }] : []),
                  ...(isAuthor ? [{ label: 'Delete', onSelect: () => setConfirming(true) }] : []),
                  { label: 'Share', onSelect: share },
                  { label: 'Report', onSelect: openReport },
                ]}
              >
                <Icon name="more" size={18} />
              </Menu>
            </Actions>
            {reporting && (
              <ReportPanel onSubmit={report} onCancel={() => setReporting(false)} sending={sendingReport} />
            )}
          </Main>
        </Article>
        <CommentSection
          draftKey={`draft:comment:thread:${thread.id}`}
          comments={comments}
          isLoading={commentsLoading}
          error={commentsError}
          user={user}
          onPost={postComment}
          onEdit={commentEdits.edit}
          onDelete={commentEdits.remove}
          onLike={likeComment}
          loginPath={`/auth/login?redirectTo=/threads/${thread.id}`}
        />
        <ConfirmDialog
          open={confirming}
          title="Delete this thread?"
          description="It goes for good, with its comments and votes. This cannot be undone."
          onConfirm={remove}
          onCancel={() => setConfirming(false)}
          busy={deleting}
        />
        {history && <VersionHistory kind="thread" id={thread.id} open onClose={() => setHistory(false)} />}
      </Container>
    </PageSection>
  );
}
