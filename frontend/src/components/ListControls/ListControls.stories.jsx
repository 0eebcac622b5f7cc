import { useState } from 'react';
import { ListControls } from './ListControls';

export default {
  title: 'Components/ListControls',
  tags: ['autodocs'],
  component: ListControls,
  args: {
    searchQuery: '',
    sortBy: 'popular',
    sorts: ['latest', 'popular', 'comments'],
    searchLabel: 'Search discussions',
  },
};

export const Empty = { args: { onSearch: () => {}, onSort: () => {} } };
export const WithSearch = { args: { searchQuery: 'hooks', sortBy: 'latest', onSearch: () => {}, onSort: () => {} } };
export const Interactive = {
  render: function Render(args) {
    const [searchQuery, setSearchQuery] = useState('');
    const [sortBy, setSortBy] = useState('popular');
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <ListControls
          {...args}
          searchQuery={searchQuery}
          onSearch={setSearchQuery}
          sortBy={sortBy}
          onSort={setSortBy}
        />
        <p>{`searchQuery=${searchQuery} sortBy=${sortBy}`}</p>
      </div>
    );
  },
};
