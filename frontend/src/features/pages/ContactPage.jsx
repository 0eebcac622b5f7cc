import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonAnchor } from '../../components/Button/Button';
import { Card, CardText, CardTitle } from '../../components/Card/Card';
import { Container, PageSection } from '../../components/Container/Container';
import { Icon } from '../../components/Icon/Icon';
import { usePageMeta } from '../../hooks/usePageMeta';

export const SUPPORT_EMAIL = 'support@devnet.dev';

const Intro = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(10)};
  h1 { font-size: ${({ theme }) => theme.font.size['4xl']}; font-weight: ${({ theme }) => theme.font.weight.black}; }
  p { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.font.size.lg}; }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  svg { color: ${({ theme }) => theme.color.primary}; }
  ul { margin: 0; padding-left: ${({ theme }) => theme.space(5)}; color: ${({ theme }) => theme.color.textMuted}; display: grid; gap: ${({ theme }) => theme.space(2)}; }
`;

const Meta = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Contact Support: the address, the promised response time and self-help cards; no form. */
export function ContactPage() {
  usePageMeta({ title: 'Contact Support', description: `Get help with DevNet: write to ${SUPPORT_EMAIL}.` });
  return (
    <PageSection>
      <Container>
        <Intro>
          <h1>Contact Support</h1>
          <p>Stuck, found a bug or have an idea? We are happy to help.</p>
        </Intro>
        <Grid>
          <Card>
            <Icon name="mail" size={28} />
            <CardTitle as="h2">Email us</CardTitle>
            <CardText>
              Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and tell us what happened.
            </CardText>
            <Meta>
              <Icon name="clock" size={16} />
              We respond within 24 hours.
            </Meta>
            <ButtonAnchor href={`mailto:${SUPPORT_EMAIL}`} variant="outline">
              Send an email
            </ButtonAnchor>
          </Card>
          <Card>
            <Icon name="users" size={28} />
            <CardTitle as="h2">Ask the community</CardTitle>
            <CardText>
              Many questions are answered fastest by other developers. Start a discussion in the threads and tag it with
              the technology you are using.
            </CardText>
          </Card>
          <Card>
            <Icon name="alert" size={28} />
            <CardTitle as="h2">Common issues</CardTitle>
            <ul>
              <li>
                Forgot your password? <Link to="/auth/forgot-password">Reset it by email</Link>: the link arrives at the
                address you signed up with.
              </li>
              <li>
                Not in the developers directory? Set an hourly rate and tick &lsquo;Available for work&rsquo; on your
                profile.
              </li>
              <li>Images must be PNG, JPG, GIF or WebP and at most 5 MB each.</li>
            </ul>
          </Card>
        </Grid>
      </Container>
    </PageSection>
  );
}
