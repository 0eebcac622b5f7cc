import { sampleUser } from '../../testing/fixtures';
import { AuthorByline, BylineRow, BylineStat } from './AuthorByline';

const createdAt = '2025-03-01T08:00:00.000Z';
const now = new Date('2025-03-03T08:00:00.000Z');

export default {
  title: 'Components/AuthorByline',
  tags: ['autodocs'],
  component: AuthorByline,
  args: { user: sampleUser, createdAt, now },
  render: (args) => (
    <BylineRow>
      <AuthorByline {...args} />
      <BylineStat icon="comment" title="Comments" label="comments">
        3
      </BylineStat>
    </BylineRow>
  ),
};

export const Card = {};
export const Linked = { args: { linked: true } };
export const UnknownAuthor = { args: { user: null, linked: true } };
