import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { DEFAULT_THREAD_SORT, THREAD_SORTS, useThreads, useThreadTags } from '../../api/threads';
import { ContentList } from '../../components/ContentList/ContentList';
import { ThreadCard } from './ThreadCard';

export const THREADS_DESCRIPTION =
  'Discussions on DevNet: developers ask questions, share what they learned and talk about the tools they use.';

const text = {
  intro: 'Ask questions, share knowledge and talk tech with other developers.',
  description: THREADS_DESCRIPTION,
  searchLabel: 'Search discussions',
  listLabel: 'Threads',
  pagesLabel: 'Thread pages',
  loading: 'Loading discussions...',
  loadError: 'The discussions could not be loaded. Please try again later.',
  emptyTitle: 'No threads found',
  emptyHint: 'Be the first to start a discussion.',
};

function useThreadItems(params) {
  const { threads, ...page } = useThreads(params);
  return { items: threads, ...page };
}

const renderThread = (thread) => <ThreadCard thread={thread} />;

const Fresh = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  h2 { font-size: ${({ theme }) => theme.font.size.md}; color: ${({ theme }) => theme.color.textMuted}; }
`;

/**
 * /threads ('Discussions'): search, sort (default popular) and tag filter kept in the query
 * string, 20 threads a page with Previous/Next over the server's cursors. Right after
 * /threads/new the thread just created shows on top as 'Your new thread' (router state).
 */
export function ThreadListPage() {
  const created = useLocation().state?.created;
  return (
    <ContentList
      title="Discussions"
      path="/threads"
      text={text}
      action={{ to: '/threads/new', label: 'New Discussion' }}
      emptyAction={{ to: '/threads/new', label: 'Start a Discussion' }}
      sorts={THREAD_SORTS}
      defaultSort={DEFAULT_THREAD_SORT}
      useItems={useThreadItems}
      useTags={useThreadTags}
      renderItem={renderThread}
    >
      {created?.id && (
        <Fresh aria-labelledby="your-new-thread">
          <h2 id="your-new-thread">Your new thread</h2>
          <ThreadCard thread={created} />
        </Fresh>
      )}
    </ContentList>
  );
}
