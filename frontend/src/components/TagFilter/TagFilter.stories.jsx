import { useState } from 'react';
import { FilterChips, TagFilter } from './TagFilter';

export default {
  title: 'Components/TagFilter',
  tags: ['autodocs'],
  component: TagFilter,
  args: { tags: ['react', 'python', 'rust', 'devops'], selected: null },
};

export const NothingChosen = {};
export const TagChosen = { args: { selected: 'python' } };
export const Interactive = {
  render: function Render(args) {
    const [selected, setSelected] = useState(null);
    return <TagFilter {...args} selected={selected} onChange={setSelected} />;
  },
};
export const OptionChips = {
  render: function Render() {
    const [selected, setSelected] = useState(null);
    const options = [
      { value: null, label: 'All Prices' },
      { value: 'under50', label: 'Under $50/hr' },
      { value: 'over100', label: '$100+/hr' },
    ];
    return <FilterChips label="Filter by price" options={options} selected={selected} onChange={setSelected} />;
  },
};
