import styled from 'styled-components';
import { useCurrentUser } from '../../api/auth';
import { useUserAnalytics } from '../../api/trends';
import { ButtonLink } from '../../components/Button/Button';
import { CardText } from '../../components/Card/Card';
import { Container } from '../../components/Container/Container';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { LinkList, Panel, PanelPage, PanelPageHeading } from '../../components/Panel/Panel';
import { StatusScreen } from '../../components/StatusScreen/StatusScreen';
import { usePageMeta } from '../../hooks/usePageMeta';
import { usePathId } from '../../hooks/usePathId';
import { EngagementChart, windowTotals } from './EngagementChart';
import { SignInPrompt } from '../../components/SignInPrompt/SignInPrompt';
import { countLabel } from '../../components/Count/count';

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(12rem, 100%), 1fr));
`;

const Figure = styled.p`
  font-size: ${({ theme }) => theme.font.size['3xl']};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Lists = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: repeat(auto-fit, minmax(min(18rem, 100%), 1fr));
`;

/** '+12.5%', '-40%', '0%': the weekly growth as the Profile Views card shows it. */
export function growthText(growth) {
  const rounded = Math.round(growth * 10) / 10;
  return `${rounded > 0 ? '+' : ''}${rounded}%`;
}

function StatCard({ title, value, children }) {
  return (
    <Panel title={title}>
      <Figure>{value}</Figure>
      {children}
    </Panel>
  );
}

function TopList({ title, items, empty, path, detail }) {
  return (
    <Panel title={title}>
      {items.length === 0 ? (
        <CardText>{empty}</CardText>
      ) : (
        <LinkList
          items={items.map((item) => ({
            id: item.id,
            to: `${path}/${item.id}`,
            label: item.title,
            meta: detail(item),
          }))}
        />
      )}
    </Panel>
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

  // The cards' big numbers are all time; their second line is the chart's window, summed by the
  // same function as the chart's legend, so the two never disagree.
  const days = analytics.daily ?? [];
  const inWindow = windowTotals(days);
  const recent = (count) => `${count} in the last ${days.length} days`;

  return (
    <Container>
      <PanelPage>
        <PanelPageHeading>Analytics</PanelPageHeading>
        <Cards>
          <StatCard title="Profile Views" value={analytics.profileViews}>
            <CardText>{`${growthText(analytics.weeklyGrowth)} from last week`}</CardText>
            <CardText>{recent(inWindow.profileViews)}</CardText>
          </StatCard>
          <StatCard title="Total Likes" value={analytics.totalLikes}>
            <CardText>{recent(inWindow.likes)}</CardText>
          </StatCard>
          <StatCard title="Comments Received" value={analytics.totalComments}>
            <CardText>{recent(inWindow.comments)}</CardText>
          </StatCard>
          <StatCard title="Content Views" value={analytics.projectViews + analytics.threadViews}>
            <CardText>{recent(inWindow.contentViews)}</CardText>
          </StatCard>
        </Cards>
        <Lists>
          <TopList
            title="Top Performing Projects"
            items={analytics.topProjects}
            empty="No projects yet. Share your first project to see how it performs."
            path="/projects"
            detail={(project) => `${countLabel(project.views, 'view')} · ${countLabel(project.likes, 'like')}`}
          />
          <TopList
            title="Top Performing Threads"
            items={analytics.topThreads}
            empty="No threads yet. Start a discussion to see how it performs."
            path="/threads"
            detail={(thread) => `${countLabel(thread.views, 'view')} · ${countLabel(thread.upvotes, 'upvote')}`}
          />
        </Lists>
        <Panel title="Engagement Over Time">
          <EngagementChart days={analytics.daily} />
        </Panel>
      </PanelPage>
    </Container>
  );
}
