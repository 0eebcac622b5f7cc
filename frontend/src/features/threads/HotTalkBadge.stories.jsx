import { HotTalkBadge } from './HotTalkBadge';

export default { title: 'Threads/HotTalkBadge', component: HotTalkBadge, tags: ['autodocs'] };

/** Shown on a thread card and a thread page when the thread's score is 5 or more. */
export const Default = {};
