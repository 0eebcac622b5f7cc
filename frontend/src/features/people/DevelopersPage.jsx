import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '../../api/auth';
import { PRICE_FILTERS, priceFilterOf, useDirectorySkills, useUserPages } from '../../api/users';
import { Alert } from '../../components/Alert/Alert';
import { authorName } from '../../components/AuthorByline/AuthorByline';
import { Button } from '../../components/Button/Button';
import { Container, PageSection } from '../../components/Container/Container';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { loginReturningTo } from '../../components/SignInPrompt/SignInPrompt';
import { FilterChips } from '../../components/TagFilter/TagFilter';
import { itemListData, usePageMeta } from '../../hooks/usePageMeta';
import { ContactDialog } from './ContactDialog';
import { DeveloperCard } from './DeveloperCard';

const Head = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  p { color: ${({ theme }) => theme.color.textMuted}; }
`;

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  > li { display: flex; }
  > li > * { flex: 1; }
`;

const Empty = styled.div`
  padding: ${({ theme }) => theme.space(12)} 0;
  text-align: center;
  p { color: ${({ theme }) => theme.color.textMuted}; }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(6)};
`;

/** The directory's filters in the address: `{skill, price}` (null when absent or unknown). */
export function directoryFilters(params) {
  return { skill: params.get('skill') || null, price: priceFilterOf(params.get('price')) };
}

/**
 * /developers: 'Browse Freelance Developers', the members with an hourly rate who are
 * available for work. Skill chips (All Skills and up to 8 from the server, else the spec's
 * fallback list) and price chips, both kept in the query string; cards; 'Show more developers'
 * follows the list's next page.
 */
export function DevelopersPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const { skill, price } = directoryFilters(params);
  const { user: viewer } = useCurrentUser();
  const { skills } = useDirectorySkills();
  const { users, hasMore, more, error, isLoadingMore } = useUserPages({ availableForWork: true, skill, price });
  const [contacting, setContacting] = useState(null);

  usePageMeta({
    title: 'Developers',
    description: 'Browse freelance developers on DevNet by skill and hourly rate.',
    structuredData: itemListData('Developers', '/profile', users, { nameOf: authorName }),
  });

  const setFilter = (name, value) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const skillOptions = [{ value: null, label: 'All Skills' }, ...skills.map((name) => ({ value: name, label: name }))];
  if (skill && !skills.includes(skill)) skillOptions.push({ value: skill, label: skill });

  let content;
  if (error && !users) {
    content = <Alert variant="error">The developers could not be loaded. Please try again later.</Alert>;
  } else if (!users) {
    content = <LoadingState label="Loading developers..." />;
  } else if (users.length === 0) {
    content = (
      <Empty>
        <h2>No freelance developers yet</h2>
        <p>
          {skill || price
            ? 'Try another skill or price.'
            : "Set an hourly rate and tick 'Available for work' on your profile to be listed here."}
        </p>
      </Empty>
    );
  } else {
    content = (
      <Grid aria-label="Developers">
        {users.map((developer) => (
          <li key={developer.id}>
            <DeveloperCard
              developer={developer}
              viewer={viewer}
              onContact={setContacting}
              loginTo={loginReturningTo(`${location.pathname}${location.search}`)}
            />
          </li>
        ))}
      </Grid>
    );
  }

  return (
    <PageSection>
      <Container $size="wide">
        <Head>
          <h1>Browse Freelance Developers</h1>
          <p>Find developers by skill and hourly rate, see their work and get in touch.</p>
        </Head>
        <Filters>
          <FilterChips
            label="Filter by skill"
            options={skillOptions}
            selected={skill}
            onChange={(value) => setFilter('skill', value)}
          />
          <FilterChips
            label="Filter by price"
            options={PRICE_FILTERS}
            selected={price}
            onChange={(value) => setFilter('price', value)}
          />
        </Filters>
        {content}
        {hasMore && (
          <More>
            <Button variant="outline" onClick={more} disabled={isLoadingMore}>
              {isLoadingMore ? 'Loading...' : 'Show more developers'}
            </Button>
          </More>
        )}
        {viewer && contacting && (
          <ContactDialog key={contacting.id} user={contacting} open onClose={() => setContacting(null)} />
        )}
      </Container>
    </PageSection>
  );
}
