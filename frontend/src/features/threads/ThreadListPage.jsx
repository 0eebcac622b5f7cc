import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '../../api/auth';
import { DEFAULT_THREAD_SORT, THREAD_SORTS, useThreads, useThreadTags } from '../../api/threads';
import { ContentList } from '../../components/ContentList/ContentList';
import { FollowTagButton } from '../../components/FollowTagButton/FollowTagButton';
import { ScopeToggle } from '../../components/ScopeToggle/ScopeToggle';
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

/** The list's scope: 'following' (threads in the tags the member follows) or all, in the URL. */
function useScope() {
  const [params, setParams] = useSearchParams();
  const { user } = useCurrentUser();
  const scope = user && params.get('scope') === 'following' ? 'following' : undefined;
  const choose = (value) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('cursor');
      if (value === 'following') next.set('scope', value);
      else next.delete('scope');
      return next;
    });
  return { scope, choose, signedIn: Boolean(user) };
}

function useThreadItems(params) {
  const { scope } = useScope();
  const { threads, ...page } = useThreads({ ...params, scope });
  return { items: threads, ...page };
}

/** The Atom feed of the list: the chosen tag's threads, or the latest threads. */
export const threadsFeed = (tag) =>
  tag
    ? { title: `DevNet: threads tagged #${tag}`, href: `/feeds/tags/${encodeURIComponent(tag)}.atom` }
    : { title: 'DevNet: latest threads', href: '/feeds/threads.atom' };

const SCOPES = [
  { value: 'all', label: 'All' },
  { value: 'following', label: 'Following' },
];

const Scope = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  p { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

/** All / Following for a member, and 'Follow' for the tag the list is filtered by. */
function ScopeBar() {
  const { scope, choose, signedIn } = useScope();
  const tag = useSearchParams()[0].get('tag');
  if (!signedIn) return null;
  return (
    <Scope>
      <ScopeToggle label="Which threads" options={SCOPES} value={scope ?? 'all'} onChange={choose} />
      {tag && <FollowTagButton tag={tag} />}
      {scope === 'following' && <p>Threads in the tags you follow.</p>}
    </Scope>
  );
}

const renderThread = (thread) => <ThreadCard thread={thread} />;
const renderRow = (thread) => <ThreadCard thread={thread} compact />;

/** Where the chosen view is kept: this browser, per member ('visitor' signed out). */
export const viewKey = (userId) => `devnet.threads.view.${userId ?? 'visitor'}`;

const VIEWS = [
  { value: 'cards', label: 'Cards' },
  { value: 'compact', label: 'Compact' },
];

/**
 * Cards or the compact list (issue 47: two and a half cards a desktop screen), remembered per
 * member in this browser (localStorage: a preference of a screen, not account data).
 */
function useThreadView() {
  const { user } = useCurrentUser();
  const key = viewKey(user?.id);
  const [chosen, setChosen] = useState({});
  let stored = null;
  try {
    stored = window.localStorage.getItem(key);
  } catch {
    // storage refused: the cards, and a choice lasts this visit
  }
  const view = chosen[key] ?? (stored === 'compact' ? 'compact' : 'cards');
  const choose = (value) => {
    setChosen((current) => ({ ...current, [key]: value }));
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // not kept
    }
  };
  return { view, choose };
}

const Views = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Fresh = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  h2 { font-size: ${({ theme }) => theme.font.size.md}; color: ${({ theme }) => theme.color.textMuted}; }
`;

/**
 * /threads ('Discussions'): search, sort (default popular) and tag filter kept in the query
 * string, 20 threads a page with Previous/Next over the server's cursors. Right after
 * /threads/new the thread just created shows on top as 'Your new thread' (router state). Cards or
 * a compact list of rows ('Thread view'), remembered per member in this browser.
 */
export function ThreadListPage() {
  const created = useLocation().state?.created;
  const { view, choose } = useThreadView();
  const compact = view === 'compact';
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
      renderItem={compact ? renderRow : renderThread}
      layout={compact ? 'compact' : 'list'}
      feedFor={threadsFeed}
    >
      <ScopeBar />
      <Views>
        <ScopeToggle label="Thread view" options={VIEWS} value={view} onChange={choose} />
      </Views>
      {created?.id && (
        <Fresh aria-labelledby="your-new-thread">
          <h2 id="your-new-thread">Your new thread</h2>
          <ThreadCard thread={created} />
        </Fresh>
      )}
    </ContentList>
  );
}
