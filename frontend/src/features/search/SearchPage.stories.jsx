import { Route, Routes } from 'react-router-dom';
import { noResults, poolResults } from '../../testing/searchFixtures';
import { SearchPage } from './SearchPage';

const POOL = '/api/search?q=pool+timeout&limit=20';
const phone = { viewport: { value: 'phone', isRotated: false } };

export default {
  title: 'Search/SearchPage',
  component: SearchPage,
  render: () => (
    <Routes>
      <Route path="/search" element={<SearchPage />} />
    </Routes>
  ),
  parameters: {
    route: '/search?q=pool+timeout',
    swrFallback: {
      [POOL]: { ...poolResults, nextCursor: 'next' },
      '/api/search?q=pool+timeout&type=threads&limit=20': {
        ...poolResults,
        results: poolResults.results.filter((hit) => hit.type === 'thread'),
      },
      '/api/search?q=zebra&limit=20': noResults,
    },
  },
};

/** Every type, highlighted snippets, counts on the tabs, a next page. */
export const Results = {};
/** The Threads tab. */
export const ThreadsTab = { parameters: { route: '/search?q=pool+timeout&type=threads' } };
/** Nothing found. */
export const NoResults = { parameters: { route: '/search?q=zebra' } };
/** No query yet: how to search. */
export const Start = { parameters: { route: '/search' } };
export const Loading = { parameters: { swrPending: [POOL] } };
export const Failed = {
  parameters: { swrFallback: {}, swrErrors: { [POOL]: { status: 500, message: 'Internal Server Error' } } },
};
export const Mobile = { globals: phone };
