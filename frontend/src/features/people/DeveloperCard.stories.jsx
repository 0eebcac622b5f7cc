import { DeveloperCard } from './DeveloperCard';
import { ada, grace, linus, pixelProject } from './fixtures';

export default {
  title: 'People/DeveloperCard',
  component: DeveloperCard,
  args: { developer: linus, viewer: null, loginTo: '/login?redirectTo=/developers', onContact: () => {} },
  parameters: { swrFallback: { '/api/users/8/projects?limit=2': [pixelProject], '/api/users/9/projects?limit=2': [] } },
};

export const ForVisitor = {};
export const ForMember = { args: { viewer: ada } };
export const WithProjects = { args: { developer: grace, viewer: ada } };
