import styled from 'styled-components';
import { useCurrentUser } from '../../api/auth';
import { FALLBACK_PLANS, usePlans } from '../../api/subscriptions';
import { ButtonAnchor, ButtonLink } from '../../components/Button/Button';
import { Card, CardText, CardTitle } from '../../components/Card/Card';
import { Container } from '../../components/Container/Container';
import { Icon } from '../../components/Icon/Icon';
import { PlanCard } from '../../components/PlanCard/PlanCard';
import { usePageMeta } from '../../hooks/usePageMeta';
import { LandingLive } from './LandingLive';

const Hero = styled.section`
  padding: ${({ theme }) => theme.space(24)} 0 ${({ theme }) => theme.space(20)};
  background: linear-gradient(135deg, ${({ theme }) => theme.color.heroFrom}, ${({ theme }) => theme.color.heroTo});
  color: ${({ theme }) => theme.color.primaryText};
  text-align: center;
`;

const HeroInner = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(6)};
  h1 {
    max-width: 48rem;
    font-size: ${({ theme }) => theme.font.size['4xl']};
    font-weight: ${({ theme }) => theme.font.weight.black};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    ${({ theme }) => theme.media.md} { font-size: ${({ theme }) => theme.font.size['5xl']}; }
  }
  p { max-width: 40rem; font-size: ${({ theme }) => theme.font.size.lg}; opacity: 0.92; }
`;

const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  a:last-child {
    color: ${({ theme }) => theme.color.primaryText};
    border-color: ${({ theme }) => theme.color.primaryText};
  }
`;

const Promises = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  li { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space(2)}; }
`;

const Section = styled.section`
  padding: ${({ theme }) => theme.space(20)} 0;
  scroll-margin-top: 64px;
  background: ${({ $alt, theme }) => ($alt ? theme.color.surface : 'transparent')};
`;

const SectionHeading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 40rem;
  margin: 0 auto ${({ theme }) => theme.space(12)};
  text-align: center;
  h2 { font-size: ${({ theme }) => theme.font.size['3xl']}; font-weight: ${({ theme }) => theme.font.weight.black}; }
  p { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.font.size.lg}; }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(${({ $columns }) => $columns ?? 3}, minmax(0, 1fr)); }
  svg { color: ${({ theme }) => theme.color.primary}; }
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(10)};
`;

const PlanColumn = styled.div`
  max-width: 26rem;
  margin: 0 auto;
`;

const reasons = [
  {
    icon: 'message',
    title: 'Learn from peers',
    text: 'Ask questions and share what you know with developers who work on the same problems.',
  },
  {
    icon: 'folder',
    title: 'Show your work',
    text: 'A portfolio that lives next to your discussions, so people see what you can build.',
  },
  {
    icon: 'users',
    title: 'Grow your network',
    text: 'Add friends, message directly and get found for freelance work by your skills and rate.',
  },
  {
    icon: 'check',
    title: 'Free forever',
    text: 'Registration is free with immediate access. Every feature, no credit card, no trial.',
  },
];

const features = [
  {
    icon: 'message',
    title: 'Function Threads',
    text: 'Start focused technical discussions, tag them, vote on the best answers and see what is hot.',
  },
  {
    icon: 'folder',
    title: 'Project Showcase',
    text: 'Publish projects with images, demo and code links, and collect votes and comments.',
  },
  {
    icon: 'user',
    title: 'Custom Profiles',
    text: 'Pick a generated avatar or upload a photo, list your skills and set an hourly rate.',
  },
];

/**
 * The public landing page: hero, what is happening now (LandingLive: newest threads, trending tags,
 * a few developers), About (#about), Features (#features) and Pricing (#pricing).
 */
export function LandingPage() {
  usePageMeta({
    title: 'Home',
    description:
      'DevNet is the free social network for software developers: discussion threads, project showcases, profiles, friends and messages.',
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'DevNet',
      description: 'A free social network for software developers.',
    },
  });
  const { user } = useCurrentUser();
  const { plans } = usePlans({ fallbackData: FALLBACK_PLANS });

  return (
    <>
      <Hero>
        <Container>
          <HeroInner>
            <h1>The social network built for developers</h1>
            <p>
              Discuss code in function threads, showcase your projects and connect with developers around the world.
              Registration is free and gives you immediate access to everything.
            </p>
            <HeroActions>
              <ButtonLink to="/register" size="lg" variant="secondary">
                Get Started Free
              </ButtonLink>
              <ButtonAnchor href="#about" size="lg" variant="outline">
                Learn More
              </ButtonAnchor>
            </HeroActions>
            <Promises aria-label="What you get">
              <li>
                <Icon name="check" size={16} /> Free registration
              </li>
              <li>
                <Icon name="check" size={16} /> Immediate access
              </li>
              <li>
                <Icon name="check" size={16} /> Unlimited threads, projects and messaging
              </li>
              <li>
                <Icon name="check" size={16} /> All features free forever
              </li>
            </Promises>
          </HeroInner>
        </Container>
      </Hero>

      <LandingLive />

      <Section id="about" aria-labelledby="about-heading">
        <Container>
          <SectionHeading>
            <h2 id="about-heading">Why Join DevNet?</h2>
            <p>A home for developers to learn, share and get hired, without paywalls.</p>
          </SectionHeading>
          <Grid $columns={4}>
            {reasons.map((reason) => (
              <Card key={reason.title}>
                <Icon name={reason.icon} size={28} />
                <CardTitle>{reason.title}</CardTitle>
                <CardText>{reason.text}</CardText>
              </Card>
            ))}
          </Grid>
          <Centered>
            <ButtonLink to="/register" size="lg">
              Create Your Free Account
            </ButtonLink>
          </Centered>
        </Container>
      </Section>

      <Section id="features" aria-labelledby="features-heading" $alt>
        <Container>
          <SectionHeading>
            <h2 id="features-heading">Features</h2>
            <p>Everything you need to share knowledge and show what you build.</p>
          </SectionHeading>
          <Grid>
            {features.map((feature) => (
              <Card key={feature.title}>
                <Icon name={feature.icon} size={28} />
                <CardTitle>{feature.title}</CardTitle>
                <CardText>{feature.text}</CardText>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>

      <Section id="pricing" aria-labelledby="pricing-heading">
        <Container>
          <SectionHeading>
            <h2 id="pricing-heading">Simple, Free Pricing</h2>
            <p>One plan with every feature. Free forever.</p>
          </SectionHeading>
          <PlanColumn>
            {plans?.map((plan) => (
              <PlanCard
                key={plan.tier}
                plan={plan}
                action={
                  user ? (
                    <ButtonLink to="/subscribe" block size="lg">
                      Current Plan
                    </ButtonLink>
                  ) : (
                    <ButtonLink to="/register" block size="lg">
                      Join for Free
                    </ButtonLink>
                  )
                }
              />
            ))}
          </PlanColumn>
        </Container>
      </Section>
    </>
  );
}
