import { useCallback } from 'react';
import styled from 'styled-components';
import { useCursorPages } from '../../api/pagination';
import { DEFAULT_THREAD_SORT, THREAD_SORTS, useThreads, useThreadTags } from '../../api/threads';
import { Alert } from '../../components/Alert/Alert';
import { ButtonLink } from '../../components/Button/Button';
import { Container, PageSection } from '../../components/Container/Container';
import { ListControls } from '../../components/ListControls/ListControls';
import { useListParams } from '../../components/ListControls/useListParams';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { Pagination } from '../../components/Pagination/Pagination';
import { TagFilter } from '../../components/TagFilter/TagFilter';
import { usePageMeta } from '../../hooks/usePageMeta';
import { ThreadCard } from './ThreadCard';

export const THREADS_DESCRIPTION =
  'Discussions on DevNet: developers ask questions, share what they learned and talk about the tools they use.';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  h1 { font-size: ${({ theme }) => theme.font.size['3xl']}; font-weight: ${({ theme }) => theme.font.weight.bold}; }
  p { color: ${({ theme }) => theme.color.textMuted}; margin-top: ${({ theme }) => theme.space(1)}; }
`;

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
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
  p { color: ${({ theme }) => theme.color.textMuted}; }
`;

/** schema.org ItemList of the threads on the page, for search engines. */
export function threadListData(threads, origin = window.location.origin) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: 'Discussions',
    itemListElement: (threads ?? []).map((thread, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: `${origin}/threads/${thread.id}`,
      name: thread.title,
    })),
  };
}

/**
 * /threads ('Discussions'): search, sort (default popular) and tag filter kept in the query
 * string, 20 threads a page with Previous/Next over the server's cursors.
 */
export function ThreadListPage() {
  const { sortBy, searchQuery, tag, update } = useListParams({ defaultSort: DEFAULT_THREAD_SORT, sorts: THREAD_SORTS });
  const pages = useCursorPages(`${sortBy}\u0000${searchQuery}\u0000${tag ?? ''}`);
  const { threads, nextCursor, error, isLoading } = useThreads({ sortBy, searchQuery, tag, cursor: pages.cursor });
  const { tags } = useThreadTags();

  usePageMeta({ title: 'Discussions', description: THREADS_DESCRIPTION, structuredData: threadListData(threads) });

  const onSearch = useCallback((text) => update({ searchQuery: text }, { replace: true }), [update]);
  const turn = (move) => {
    move();
    window.scrollTo(0, 0);
  };

  let content;
  if (error && !threads) {
    content = <Alert variant="error">The discussions could not be loaded. Please try again later.</Alert>;
  } else if (!threads) {
    content = <LoadingState label="Loading discussions..." />;
  } else if (threads.length === 0) {
    content = (
      <Empty>
        <h2>No threads found</h2>
        <p>{searchQuery || tag ? 'Try another search or tag.' : 'Be the first to start a discussion.'}</p>
        <ButtonLink to="/threads/new">Start a Discussion</ButtonLink>
      </Empty>
    );
  } else {
    content = (
      <List aria-label="Threads" aria-busy={isLoading || undefined}>
        {threads.map((thread) => (
          <li key={thread.id}>
            <ThreadCard thread={thread} />
          </li>
        ))}
      </List>
    );
  }

  return (
    <PageSection>
      <Container>
        <Head>
          <div>
            <h1>Discussions</h1>
            <p>Ask questions, share knowledge and talk tech with other developers.</p>
          </div>
          <ButtonLink to="/threads/new">New Discussion</ButtonLink>
        </Head>
        <Filters>
          <ListControls
            searchQuery={searchQuery}
            onSearch={onSearch}
            sortBy={sortBy}
            sorts={THREAD_SORTS}
            onSort={(value) => update({ sortBy: value })}
            searchLabel="Search discussions"
          />
          {(tags.length > 0 || tag) && <TagFilter tags={tags} selected={tag} onChange={(value) => update({ tag: value })} />}
        </Filters>
        {content}
        <Pagination
          page={pages.page}
          hasPrevious={pages.hasPrevious}
          hasNext={Boolean(nextCursor) && !isLoading}
          onPrevious={() => turn(pages.previous)}
          onNext={() => turn(() => pages.next(nextCursor))}
          label="Thread pages"
        />
      </Container>
    </PageSection>
  );
}
