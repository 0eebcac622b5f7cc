import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '../../api/auth';
import { errorMessage } from '../../api/client';
import { useProjects } from '../../api/projects';
import { parseTags } from '../../api/tags';
import { useCreateThread, useThreads } from '../../api/threads';
import { useTrendingUsers } from '../../api/trends';
import { Avatar } from '../../components/Avatar/Avatar';
import { Button, ButtonLink } from '../../components/Button/Button';
import { Card, CardText, CardTitle } from '../../components/Card/Card';
import { Container } from '../../components/Container/Container';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { TextArea } from '../../components/TextArea/TextArea';
import { TextField } from '../../components/TextField/TextField';
import { useToast } from '../../components/Toast/ToastProvider';
import { useForm } from '../../hooks/useForm';
import { usePageMeta } from '../../hooks/usePageMeta';
import { threadSchema } from '../../api/validation';
import { SignInPrompt } from '../../components/SignInPrompt/SignInPrompt';

export const LIST_SIZE = 5; // items per dashboard list (the spec leaves it open)

const Page = styled.div`
  padding: ${({ theme }) => theme.space(10)} 0;
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

const Heading = styled.h1`
  font-size: ${({ theme }) => theme.font.size['3xl']};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

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

const PanelHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(3)};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

const ItemLink = styled(Link)`
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  overflow-wrap: anywhere;
  &:hover {
    text-decoration: underline;
  }
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  margin-left: auto;
  white-space: nowrap;
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** "85.00" style: two decimals, or 'Not set'. */
export function hourlyRate(rate) {
  return rate == null ? 'Not set' : `$${Number(rate).toFixed(2)}/hr`;
}

function Panel({ title, link, children }) {
  return (
    <Card as="section" aria-label={title}>
      <PanelHead>
        <CardTitle as="h2">{title}</CardTitle>
        {link}
      </PanelHead>
      {children}
    </Card>
  );
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
        <List>
          {shown.map((thread) => (
            <Row key={thread.id}>
              <ItemLink to={`/threads/${thread.id}`}>{thread.title}</ItemLink>
              <Meta>{`${thread.commentCount} comments`}</Meta>
            </Row>
          ))}
        </List>
      )}
    </Panel>
  );
}

/** 'Start a new thread': posts through POST /api/threads with the normal rules (docs/decisions.md). */
function QuickThreadForm() {
  const createThread = useCreateThread();
  const { toast } = useToast();
  const form = useForm(
    threadSchema,
    { title: '', body: '', tags: '' },
    { prepare: (values) => ({ title: values.title.trim(), body: values.body.trim(), tags: parseTags(values.tags) }) },
  );
  const onSubmit = form.handleSubmit(
    async (thread) => {
      await createThread(thread);
      toast({ title: 'Thread created!', description: 'Your thread has been published successfully.' });
      form.reset();
    },
    {
      onError: (failure) =>
        toast({
          title: 'Failed to create thread',
          description: errorMessage(failure, 'An error occurred while creating your thread. Please try again.'),
          variant: 'destructive',
        }),
    },
  );
  return (
    <Panel title="Start a new thread">
      <Form onSubmit={onSubmit} noValidate aria-label="Start a new thread">
        <TextField label="Title" placeholder="What would you like to discuss?" {...form.field('title')} />
        <TextArea label="Content" rows={4} placeholder="Share your thoughts..." {...form.field('body')} />
        <TextField label="Tags" placeholder="react, performance" hint="Separate tags with commas." {...form.field('tags')} />
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
      <Row as="div">
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
        <List>
          {shown.map((project) => (
            <Row key={project.id}>
              <ItemLink to={`/projects/${project.id}`}>{project.title}</ItemLink>
              <Meta>{`${project.upvotesCount ?? 0} upvotes`}</Meta>
            </Row>
          ))}
        </List>
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
        <List>
          {shown.map((member) => (
            <Row key={member.id}>
              <Avatar user={member} size="small" />
              <ItemLink to={`/profile/${member.id}`}>{member.displayName || member.username}</ItemLink>
              <Meta>{`@${member.username}`}</Meta>
            </Row>
          ))}
        </List>
      )}
      <Link to="/users">Show more users</Link>
    </Panel>
  );
}

/** /dashboard: the signed-in member's overview; visitors see 'Access Denied' with a Log in link. */
export function DashboardPage() {
  usePageMeta({ title: 'Dashboard', description: 'Your DevNet overview.' });
  const { user, isLoading } = useCurrentUser();
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
      <Page>
        <Heading>{`Welcome back, ${user.displayName || user.username}!`}</Heading>
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
      </Page>
    </Container>
  );
}
