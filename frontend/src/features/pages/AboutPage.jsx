import styled from 'styled-components';
import { ButtonLink } from '../../components/Button/Button';
import { Card, CardText, CardTitle } from '../../components/Card/Card';
import { Container, PageSection } from '../../components/Container/Container';
import { Icon } from '../../components/Icon/Icon';
import { usePageMeta } from '../../hooks/usePageMeta';

const Intro = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 48rem;
  h1 { font-size: ${({ theme }) => theme.font.size['4xl']}; font-weight: ${({ theme }) => theme.font.weight.black}; }
  h2 { font-size: ${({ theme }) => theme.font.size['2xl']}; font-weight: ${({ theme }) => theme.font.weight.bold}; }
  p { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.font.size.lg}; line-height: ${({ theme }) => theme.font.lineHeight.relaxed}; }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin: ${({ theme }) => theme.space(10)} 0;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  svg { color: ${({ theme }) => theme.color.primary}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const features = [
  {
    icon: 'message',
    title: 'Function Threads',
    text: 'Focused technical discussions with votes and comments, so the best answers rise to the top.',
  },
  {
    icon: 'folder',
    title: 'Project Showcase',
    text: 'A portfolio of what you have built, with screenshots, demo and code links, votes and feedback.',
  },
  {
    icon: 'user',
    title: 'Developer Profiles',
    text: 'Your skills, hourly rate, generated avatar or photo, and everything you have shared, in one place.',
  },
  {
    icon: 'users',
    title: 'Network and Messaging',
    text: 'Add friends, message other developers directly and get found for freelance work.',
  },
];

export function AboutPage() {
  usePageMeta({
    title: 'About',
    description: 'DevNet is a free social network where developers share knowledge, showcase projects and connect.',
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'AboutPage',
      name: 'About DevNet',
      description: 'A free social network for software developers.',
    },
  });
  return (
    <PageSection>
      <Container>
        <Intro>
          <h1>About DevNet</h1>
          <h2>Our mission</h2>
          <p>
            DevNet exists to help developers learn from each other, show their work and find the people they want to
            build with. Everything is free, for every developer, forever.
          </p>
        </Intro>
        <Grid>
          {features.map((feature) => (
            <Card key={feature.title}>
              <Icon name={feature.icon} size={28} />
              <CardTitle>{feature.title}</CardTitle>
              <CardText>{feature.text}</CardText>
            </Card>
          ))}
        </Grid>
        <Actions>
          <ButtonLink to="/register" size="lg">
            Get Started
          </ButtonLink>
          <ButtonLink to="/#pricing" size="lg" variant="outline">
            View Pricing
          </ButtonLink>
        </Actions>
      </Container>
    </PageSection>
  );
}
