import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '../../api/auth';
import { useProjects } from '../../api/projects';
import { useThreads } from '../../api/threads';
import { useTrendingUsers } from '../../api/trends';
import { Avatar } from '../../components/Avatar/Avatar';
import { Button, ButtonLink } from '../../components/Button/Button';
import { Card, CardText, CardTitle } from '../../components/Card/Card';
import { Container } from '../../components/Container/Container';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { LinkList, Panel, PanelPage, PanelPageHeading } from '../../components/Panel/Panel';
import { MarkdownEditor } from '../../components/MarkdownEditor/MarkdownEditor';
import { TextField } from '../../components/TextField/TextField';
import { usePageMeta } from '../../hooks/usePageMeta';
import { useThreadForm } from '../../hooks/useThreadForm';
import { SignInPrompt } from '../../components/SignInPrompt/SignInPrompt';
import { countLabel } from '../../components/Count/count';
import { useWelcomeChecklist } from '../../components/WelcomeChecklist/WelcomeChecklist';

export const LIST_SIZE = 5; // items per dashboard list (the spec leaves it open)

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** "85.00" style: two decimals, or 'Not set'. */
export function hourlyRate(rate) {
  return rate == null ? 'Not set' : `$${Number(rate).toFixed(2)}/hr`;
}

function LatestThreads() {
  const { threads, error, isLoading } = useThreads({ sortBy: 'latest' });
  const shown = (threads ?? []).slice(0, LIST_SIZE);
  return (
    <Panel title="Latest Function Threads" link={<Link to="/threads">View all</Link>}>
      {isLoading && !threads ? (
        <CardText>Loading threads...</CardText>
      ) : error && !threads ? (
        <CardText>Threads could not be loaded.</CardText>
      ) : shown.length === 0 ? (
        <CardText>No threads yet. Start a discussion!</CardText>
      ) : (
        <LinkList
          items={shown.map((thread) => ({
            id: thread.id,
            to: `/threads/${thread.id}`,
            label: thread.title,
            meta: countLabel(thread.commentCount, 'comment'),
          }))}
        />
      )}
    </Panel>
  );
}

/** 'Start a new thread': posts through POST /api/threads with the normal rules (docs/decisions.md). */
function QuickThreadForm() {
  const { form, onSubmit, draftKey } = useThreadForm((created) => created.reset(), {
    draftKey: 'draft:thread:new:dashboard',
  });
  return (
    <Panel title="Start a new thread">
      <Form onSubmit={onSubmit} noValidate aria-label="Start a new thread">
        <TextField label="Title" placeholder="What would you like to discuss?" {...form.field('title')} />
        <MarkdownEditor
          label="Content"
          rows={4}
          placeholder="Share your thoughts..."
          draftKey={draftKey}
          {...form.field('body')}
        />
        <TextField
          label="Tags"
          placeholder="react, performance"
          hint="Separate tags with commas."
          {...form.field('tags')}
        />
        <div>
          <Button type="submit" disabled={form.submitting} aria-busy={form.submitting || undefined}>
            Post Thread
          </Button>
        </div>
      </Form>
    </Panel>
  );
}

function ProfileSummary({ user }) {
  return (
    <Card as="section" aria-label="Your profile">
      <Row>
        <Avatar user={user} size="large" />
        <div>
          <CardTitle as="h2">{user.displayName || user.username}</CardTitle>
          <CardText>Developer</CardText>
        </div>
      </Row>
      <Facts>
        <dt>Hourly rate</dt>
        <dd>{hourlyRate(user.hourlyRate)}</dd>
        <dt>Projects</dt>
        <dd>{user.projectCount ?? 0}</dd>
        <dt>Threads</dt>
        <dd>{user.threadCount ?? 0}</dd>
      </Facts>
      <ButtonLink to="/profile" variant="outline">
        View Profile
      </ButtonLink>
    </Card>
  );
}

function TopProjects() {
  const { projects, error, isLoading } = useProjects({ sortBy: 'popular' });
  const shown = (projects ?? []).slice(0, LIST_SIZE);
  return (
    <Panel title="Top Projects" link={<Link to="/projects">View all</Link>}>
      {isLoading && !projects ? (
        <CardText>Loading projects...</CardText>
      ) : error && !projects ? (
        <CardText>Projects could not be loaded.</CardText>
      ) : shown.length === 0 ? (
        <CardText>No projects available.</CardText>
      ) : (
        <LinkList
          items={shown.map((project) => ({
            id: project.id,
            to: `/projects/${project.id}`,
            label: project.title,
            meta: `${project.upvotesCount ?? 0} upvotes`,
          }))}
        />
      )}
    </Panel>
  );
}

function TrendingUsers() {
  const { users, isLoading } = useTrendingUsers(true);
  const shown = (users ?? []).slice(0, LIST_SIZE);
  return (
    <Panel title="Trending Users">
      {isLoading && !users ? (
        <CardText>Loading users...</CardText>
      ) : shown.length === 0 ? (
        <CardText>No trending users available.</CardText>
      ) : (
        <LinkList
          items={shown.map((member) => ({
            id: member.id,
            to: `/profile/${member.id}`,
            label: member.displayName || member.username,
            meta: `@${member.username}`,
            leading: <Avatar user={member} size="small" />,
          }))}
        />
      )}
      <Link to="/users">Show more users</Link>
    </Panel>
  );
}

/** /dashboard: the signed-in member's overview; visitors see 'Access Denied' with a Log in link. */
export function DashboardPage() {
  usePageMeta({ title: 'Dashboard', description: 'Your DevNet overview.' });
  const { user, isLoading } = useCurrentUser();
  // The checklist sits above the panels: they wait for it rather than being pushed down by it.
  const welcome = useWelcomeChecklist(user);
  if (isLoading) return <LoadingState label="Loading dashboard..." />;
  if (!user) {
    return (
      <SignInPrompt>
        <p>Please login to view your dashboard</p>
      </SignInPrompt>
    );
  }
  return (
    <Container>
      <PanelPage>
        <PanelPageHeading>{`Welcome back, ${user.displayName || user.username}!`}</PanelPageHeading>
        {welcome.checklist}
        {!welcome.settled && <LoadingState label="Loading dashboard..." />}
        {welcome.settled && (
          <Grid>
            <Column>
              <LatestThreads />
              <QuickThreadForm />
            </Column>
            <Column>
              <ProfileSummary user={user} />
              <TopProjects />
              <TrendingUsers />
            </Column>
          </Grid>
        )}
      </PanelPage>
    </Container>
  );
}
