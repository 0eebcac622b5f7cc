import { Link } from 'react-router-dom';
import { CardText } from '../Card/Card';
import { LinkList, Panel } from './Panel';

export default {
  title: 'Components/Panel',
  tags: ['autodocs'],
  component: Panel,
  args: { title: 'Latest Function Threads' },
};

export const WithLinks = {
  render: (args) => (
    <Panel {...args} link={<Link to="/threads">View all</Link>}>
      <LinkList
        items={[
          { id: 1, to: '/threads/1', label: 'Tabs or spaces?', meta: '3 comments' },
          { id: 2, to: '/threads/2', label: 'Rust ownership explained', meta: '0 comments' },
        ]}
      />
    </Panel>
  ),
};

export const Empty = {
  render: (args) => (
    <Panel {...args}>
      <CardText>No threads yet. Start a discussion!</CardText>
    </Panel>
  ),
};
