import { friendKeys } from '../../api/friends';
import { sampleUser } from '../../testing/fixtures';
import { WelcomeChecklist } from './WelcomeChecklist';

const newcomer = { ...sampleUser, displayName: '', avatarSeed: null, skills: [], hourlyRate: null, threadCount: 0 };

export default {
  title: 'Components/WelcomeChecklist',
  component: WelcomeChecklist,
  parameters: {
    currentUser: newcomer,
    swrFallback: {
      [friendKeys.list()]: [],
      '/api/me/followed-tags': { tags: [] },
      '/api/me/followed-tags/suggested': { tags: ['python', 'rust', 'docker'] },
    },
  },
  args: { user: newcomer },
};

export const NewMember = {};
export const HalfwayThere = { args: { user: { ...newcomer, displayName: 'Ada', avatarSeed: 'ada', threadCount: 1 } } };
export const Phone = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Folded = {
  args: { user: { ...newcomer, id: 4242 } },
  beforeEach: () => {
    window.localStorage.setItem('devnet.welcome.folded.4242', '1');
    return () => window.localStorage.removeItem('devnet.welcome.folded.4242');
  },
};
