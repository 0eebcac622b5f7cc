import { grace, sampleUser } from '../../testing/fixtures';
import { SafetyMenu } from './SafetyMenu';
import { BlockConfirmDialog } from './useSafetyActions';

export default {
  title: 'Components/SafetyMenu',
  component: SafetyMenu,
  parameters: { currentUser: sampleUser },
  args: { person: { ...grace, isBlocked: false, isMuted: false } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 200 }}>
        <Story />
      </div>
    ),
  ],
};

/** Mute and Block, for a member the viewer neither blocked nor muted. */
export const Default = {};
/** Unmute and Unblock. */
export const BlockedAndMuted = { args: { person: { ...grace, isBlocked: true, isMuted: true } } };
/** Block asks first and says what a block does. */
export const BlockConfirmation = {
  render: () => <BlockConfirmDialog open person={grace} onCancel={() => {}} onConfirm={() => {}} />,
};
/** Block in progress: both buttons wait. */
export const BlockConfirmationBusy = {
  render: () => <BlockConfirmDialog open busy person={grace} onCancel={() => {}} onConfirm={() => {}} />,
};
