import { useState } from 'react';
import { ScopeToggle } from './ScopeToggle';

const options = [
  { value: 'global', label: 'Global' },
  { value: 'friends', label: 'Friends' },
  { value: 'following', label: 'Following' },
];

function Interactive(args) {
  const [value, setValue] = useState(args.value);
  return <ScopeToggle {...args} value={value} onChange={setValue} />;
}

export default {
  title: 'Components/ScopeToggle',
  component: ScopeToggle,
  render: Interactive,
  args: { label: 'Feed scope', options, value: 'global' },
};

export const Global = {};
export const Following = { args: { value: 'following' } };
export const Phone = { globals: { viewport: { value: 'phone', isRotated: false } } };
