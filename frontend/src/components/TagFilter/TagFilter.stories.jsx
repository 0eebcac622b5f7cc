import { useState } from 'react';
import { TagFilter } from './TagFilter';

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
