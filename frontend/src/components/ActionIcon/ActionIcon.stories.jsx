import { ActionIcon, actionIconNames } from './ActionIcon';

export default { title: 'Components/ActionIcon', component: ActionIcon, args: { name: 'arrowUp', size: 24 } };

export const Single = {};
export const Filled = { args: { name: 'bookmark', filled: true } };
export const All = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      {actionIconNames.map((name) => (
        <ActionIcon key={name} {...args} name={name} title={name} />
      ))}
    </div>
  ),
};
