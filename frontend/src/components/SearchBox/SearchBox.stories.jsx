import { poolResults } from '../../testing/searchFixtures';
import { SearchBox } from './SearchBox';
import { SearchCombobox } from './SearchCombobox';

const POOL = '/api/search?q=pool+timeout&limit=8';

export default {
  title: 'Components/SearchBox',
  component: SearchBox,
  parameters: { swrFallback: { [POOL]: poolResults } },
};

/** The header's box, empty: `/` focuses it. */
export const Empty = {};

const open = (value) => ({
  render: () => <SearchCombobox value={value} onValueChange={() => {}} inputRef={{ current: null }} initialOpen />,
});

/** Typing "pool timeout": the top hits of each type, then "See all results". */
export const Suggestions = { ...open('pool timeout') };
/** Nothing matches yet. */
export const NoMatches = {
  ...open('zebra'),
  parameters: { swrFallback: { '/api/search?q=zebra&limit=8': { ...poolResults, results: [], query: 'zebra' } } },
};
/** The server is unreachable. */
export const Failed = {
  ...open('pool timeout'),
  parameters: { swrFallback: {}, swrErrors: { [POOL]: { status: 500, message: 'Internal Server Error' } } },
};
