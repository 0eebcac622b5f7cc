import { EditedMark } from './EditedMark';

export default {
  title: 'Components/EditedMark',
  tags: ['autodocs'],
  component: EditedMark,
  args: { value: '2025-03-01T10:30:00.000Z', now: new Date('2025-03-01T10:35:00.000Z') },
};

export const Edited = {};
/** Never edited: no mark beside the time. */
export const NeverEdited = {
  render: (args) => (
    <p>
      Posted 5 minutes ago <EditedMark {...args} value={null} />
    </p>
  ),
};
