import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '../../api/auth';
import { useUserAnalytics } from '../../api/trends';
import { ButtonLink } from '../../components/Button/Button';
import { Card, CardText, CardTitle } from '../../components/Card/Card';
import { Container } from '../../components/Container/Container';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { StatusScreen } from '../../components/StatusScreen/StatusScreen';
import { usePageMeta } from '../../hooks/usePageMeta';
import { usePathId } from '../../hooks/usePathId';
import { EngagementChart } from './EngagementChart';
import { SignInPrompt } from '../../components/SignInPrompt/SignInPrompt';

const Page = styled.div`
  padding: ${({ theme }) => theme.space(10)} 0;
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

const Heading = styled.h1`
  font-size: ${({ theme }) => theme.font.size['3xl']};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;

const Figure = styled.p`
  font-size: ${({ theme }) => theme.font.size['3xl']};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Lists = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Row = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
`;

/** '+12.5%', '-40%', '0%': the weekly growth as the Profile Views card shows it. */
export function growthText(growth) {
  const rounded = Math.round(growth * 10) / 10;
  return `${rounded > 0 ? '+' : ''}${rounded}%`;
}

function StatCard({ title, value, children }) {
  return (
    <Card as="section" aria-label={title}>
      <CardTitle as="h2">{title}</CardTitle>
      <Figure>{value}</Figure>
      {children}
    </Card>
  );
}

function TopList({ title, items, empty, path, detail }) {
  return (
    <Card as="section" aria-label={title}>
      <CardTitle as="h2">{title}</CardTitle>
      {items.length === 0 ? (
        <CardText>{empty}</CardText>
      ) : (
        <List>
          {items.map((item) => (
            <Row key={item.id}>
              <Link to={`${path}/${item.id}`}>{item.title}</Link>
              <Meta>{detail(item)}</Meta>
            </Row>
          ))}
        </List>
      )}
    </Card>
  );
}

/**
 * /analytics (and /analytics/:id): the signed-in member's own figures from the analytics job.
 * Visitors see 'Access Denied' with a Log in link; anyone else's id is refused.
 */
export function AnalyticsPage() {
  usePageMeta({ title: 'Analytics', description: 'Your DevNet analytics.' });
  const { user, isLoading } = useCurrentUser();
  const pathId = usePathId();
  const ownerId = user ? (pathId ?? user.id) : null;
  const isOwner = user != null && ownerId === user.id;
  const { analytics, error } = useUserAnalytics(isOwner ? ownerId : null);

  if (isLoading) return <LoadingState label="Loading analytics..." />;
  if (!user) {
    return (
      <SignInPrompt>
        <p>Please login to view your analytics</p>
      </SignInPrompt>
    );
  }
  if (!isOwner || error?.status === 403) {
    return (
      <StatusScreen title="Access Denied" actions={<ButtonLink to="/analytics">My Analytics</ButtonLink>}>
        <p>Only you can view your personal analytics dashboard</p>
      </StatusScreen>
    );
  }
  if (error && !analytics) {
    return (
      <StatusScreen title="Something went wrong">
        <p>Your analytics could not be loaded. Please try again later.</p>
      </StatusScreen>
    );
  }
  if (!analytics) return <LoadingState label="Loading analytics..." />;

  return (
    <Container>
      <Page>
        <Heading>Analytics</Heading>
        <Cards>
          <StatCard title="Profile Views" value={analytics.profileViews}>
            <CardText>{`${growthText(analytics.weeklyGrowth)} from last week`}</CardText>
          </StatCard>
          <StatCard title="Total Likes" value={analytics.totalLikes} />
          <StatCard title="Comments Received" value={analytics.totalComments} />
          <StatCard title="Content Views" value={analytics.projectViews + analytics.threadViews} />
        </Cards>
        <Lists>
          <TopList
            title="Top Performing Projects"
            items={analytics.topProjects}
            empty="No projects yet. Share your first project to see how it performs."
            path="/projects"
            detail={(project) => `${project.views} views · ${project.likes} likes`}
          />
          <TopList
            title="Top Performing Threads"
            items={analytics.topThreads}
            empty="No threads yet. Start a discussion to see how it performs."
            path="/threads"
            detail={(thread) => `${thread.views} views · ${thread.upvotes} upvotes`}
          />
        </Lists>
        <Card as="section" aria-label="Engagement Over Time">
          <CardTitle as="h2">Engagement Over Time</CardTitle>
          <EngagementChart days={analytics.daily} />
        </Card>
      </Page>
    </Container>
  );
}
