import { useCallback, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { countLabel, HIT_LABELS, MAX_QUERY_LENGTH, SEARCH_TYPES, useSearch } from '../../api/search';
import { Alert } from '../../components/Alert/Alert';
import { AuthorByline, BylineRow } from '../../components/AuthorByline/AuthorByline';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { Container, PageSection } from '../../components/Container/Container';
import { Highlight } from '../../components/Highlight/Highlight';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { Pagination } from '../../components/Pagination/Pagination';
import { TagChips } from '../../components/TagChips/TagChips';
import { inputStyles } from '../../components/TextField/TextField';
import { usePageMeta } from '../../hooks/usePageMeta';

const TYPE_VALUES = SEARCH_TYPES.map((tab) => tab.value);

const Head = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  h1 { font-size: ${({ theme }) => theme.font.size['3xl']}; font-weight: ${({ theme }) => theme.font.weight.bold}; }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.md} { grid-template-columns: minmax(0, 1fr) 12rem 12rem auto; align-items: end; }
`;

const Field = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  input { ${inputStyles} }
`;

const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  a {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-bottom: 2px solid transparent;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration: none;
  }
  a:hover { color: ${({ theme }) => theme.color.text}; }
  a[aria-current='page'] { border-bottom-color: ${({ theme }) => theme.color.primary}; color: ${({ theme }) => theme.color.text}; }
`;

const Hits = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: 0;
  list-style: none;
`;

const HitCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  h2 { font-size: ${({ theme }) => theme.font.size.lg}; font-weight: ${({ theme }) => theme.font.weight.semibold}; }
  h2 a { color: ${({ theme }) => theme.color.text}; text-decoration: none; }
  h2 a:hover { text-decoration: underline; }
  p { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; overflow-wrap: anywhere; }
`;

const Kind = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(16)} ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  text-align: center;
  h2 { font-size: ${({ theme }) => theme.font.size.xl}; font-weight: ${({ theme }) => theme.font.weight.bold}; }
  p, li { color: ${({ theme }) => theme.color.textMuted}; }
  ul { margin: 0; padding: 0; list-style: none; }
  code { font-family: ${({ theme }) => theme.font.family.mono}; }
`;

/** The page's place, all in the URL: q, type, tag, author, and the trail of cursors to this page. */
function useSearchPlace() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('type');
  const place = {
    q: params.get('q') ?? '',
    type: TYPE_VALUES.includes(requested) ? requested : 'all',
    tag: params.get('tag') ?? '',
    author: params.get('author') ?? '',
    cursors: params.getAll('cursor').filter(Boolean),
  };
  const go = useCallback(
    (changes, trail = []) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (!value || (name === 'type' && value === 'all')) next.delete(name);
          else next.set(name, value);
        }
        next.delete('cursor');
        for (const cursor of trail) next.append('cursor', cursor);
        return next;
      }),
    [setParams],
  );
  return { ...place, go };
}

/** Where a tab leads: the same search with another type, from its first page. */
function tabPath(place, type) {
  const query = new URLSearchParams();
  query.set('q', place.q);
  if (type !== 'all') query.set('type', type);
  if (place.tag) query.set('tag', place.tag);
  if (place.author) query.set('author', place.author);
  return `/search?${query.toString()}`;
}

function SearchHit({ hit }) {
  return (
    <HitCard as="article">
      <Kind>{HIT_LABELS[hit.type]}</Kind>
      <h2>
        <Link to={hit.url}>{hit.title || HIT_LABELS[hit.type]}</Link>
      </h2>
      <p>
        <Highlight segments={hit.snippet} />
      </p>
      {hit.tags.length > 0 && <TagChips tags={hit.tags} max={5} label={hit.type === 'person' ? 'Skills' : 'Tags'} />}
      {hit.author && (
        <BylineRow>
          <AuthorByline user={hit.author} createdAt={hit.createdAt} />
        </BylineRow>
      )}
    </HitCard>
  );
}

/**
 * /search?q=: results of every type with a tab per type (and its count), filters by tag and
 * author, highlighted snippets and Previous/Next over the server's cursors, all kept in the URL.
 */
export function SearchPage() {
  const place = useSearchPlace();
  const { q, type, tag, author, cursors, go } = place;
  const cursor = cursors.length > 0 ? cursors[cursors.length - 1] : undefined;
  const { data, error, isLoading, isValidating } = useSearch({ q, type, tag, author, cursor });
  const [draft, setDraft] = useState({ q, tag, author });
  const formId = useId();

  useEffect(() => setDraft({ q, tag, author }), [q, tag, author]);
  usePageMeta({
    title: q ? `Search: ${q}` : 'Search',
    description: 'Search DevNet threads, projects, posts and people.',
  });

  const submit = (event) => {
    event.preventDefault();
    go({ q: draft.q.trim(), tag: draft.tag.trim(), author: draft.author.trim() });
  };

  let content;
  if (!q.trim()) {
    content = (
      <Empty>
        <h2>Search DevNet</h2>
        <p>Find threads, projects, posts and people. Press / anywhere to search.</p>
        <ul>
          <li>
            <code>&quot;pool timeout&quot;</code> for the words together, <code>-word</code> to leave a word out
          </li>
          <li>
            <code>#postgres</code> for a tag, <code>@username</code> for a member, <code>type:project</code> for one
            type
          </li>
        </ul>
      </Empty>
    );
  } else if (error && !data) {
    content = (
      <Alert variant="error">
        {error.status === 400 ? error.message : 'Search failed. Please try again in a moment.'}
      </Alert>
    );
  } else if (isLoading || !data) {
    content = <LoadingState label="Searching..." />;
  } else if (data.results.length === 0) {
    content = (
      <Empty>
        <h2>No results for “{q}”</h2>
        <p>Check the spelling, use fewer words, or search all types.</p>
      </Empty>
    );
  } else {
    content = (
      <Hits aria-label="Search results" aria-busy={isValidating || undefined}>
        {data.results.map((hit) => (
          <li key={`${hit.type}-${hit.id}`}>
            <SearchHit hit={hit} />
          </li>
        ))}
      </Hits>
    );
  }

  return (
    <PageSection>
      <Container>
        <Head>
          <h1>{q ? `Results for “${q}”` : 'Search'}</h1>
          <Form role="search" onSubmit={submit} aria-labelledby={`${formId}-label`}>
            <span id={`${formId}-label`} hidden>
              Search
            </span>
            <Field>
              Search for
              <input
                type="search"
                value={draft.q}
                maxLength={MAX_QUERY_LENGTH}
                onChange={(event) => setDraft({ ...draft, q: event.target.value })}
              />
            </Field>
            <Field>
              Tag
              <input value={draft.tag} onChange={(event) => setDraft({ ...draft, tag: event.target.value })} />
            </Field>
            <Field>
              Author (username)
              <input value={draft.author} onChange={(event) => setDraft({ ...draft, author: event.target.value })} />
            </Field>
            <Button type="submit">Search</Button>
          </Form>
        </Head>
        {q.trim() && (
          <Tabs aria-label="Result types">
            {SEARCH_TYPES.map((tab) => (
              <Link
                key={tab.value}
                to={tabPath(place, tab.value)}
                aria-current={tab.value === type ? 'page' : undefined}
              >
                {tab.label}
                {tab.count && data ? ` (${countLabel(data.counts[tab.count])})` : ''}
              </Link>
            ))}
          </Tabs>
        )}
        {content}
        {data && data.results.length > 0 && (
          <Pagination
            page={cursors.length + 1}
            hasPrevious={cursors.length > 0}
            hasNext={Boolean(data.nextCursor) && !isValidating}
            onPrevious={() => go({}, cursors.slice(0, -1))}
            onNext={() => go({}, [...cursors, data.nextCursor])}
            label="Search result pages"
          />
        )}
      </Container>
    </PageSection>
  );
}
