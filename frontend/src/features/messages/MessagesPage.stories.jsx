import { Route, Routes } from 'react-router-dom';
import { grace, sampleUser } from '../../testing/fixtures';
import { conversations, graceMessages } from './fixtures';
import { MessagesPage } from './MessagesPage';

const INBOX = '/api/messages?limit=20';
const data = {
  [INBOX]: { items: conversations, nextCursor: null },
  '/api/conversations/8': graceMessages,
  '/api/conversations/9': [],
  '/api/users/8': { ...grace, isBlocked: false, isMuted: false },
};
/** One's own message edited, and one the partner deleted for everyone. */
const editedAndDeleted = [
  { ...graceMessages[0], editedAt: '2026-11-22T11:30:00.000Z' },
  { ...graceMessages[1], message: '', subject: null, deleted: true },
  graceMessages[2],
];

export default {
  title: 'Messages/MessagesPage',
  component: MessagesPage,
  render: () => (
    <Routes>
      <Route path="/messages" element={<MessagesPage />} />
      <Route path="/messages/:id" element={<MessagesPage />} />
    </Routes>
  ),
  parameters: { route: '/messages', currentUser: sampleUser, swrFallback: data },
};

export const NoneSelected = {};
export const WithConversation = { parameters: { route: '/messages/8' } };
/** A partner the viewer blocked: the history stays, the composer gives way to a notice. */
export const BlockedPartner = {
  parameters: {
    route: '/messages/8',
    swrFallback: { ...data, '/api/users/8': { ...grace, isBlocked: true, isMuted: false } },
  },
};
export const NoMessagesYet = { parameters: { route: '/messages/9' } };
export const Empty = { parameters: { swrFallback: { [INBOX]: { items: [], nextCursor: null } } } };
/** More conversations than a page: older ones load as the list's end scrolls into view. */
export const MoreToLoad = {
  parameters: { swrFallback: { ...data, [INBOX]: { items: conversations, nextCursor: 'older' } } },
};
export const Loading = { parameters: { swrFallback: {} } };
export const SignedOut = { parameters: { currentUser: null } };
export const SmallScreenList = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const SmallScreenConversation = {
  parameters: { route: '/messages/8' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
export const EditedAndDeleted = {
  parameters: { route: '/messages/8', swrFallback: { ...data, '/api/conversations/8': editedAndDeleted } },
};
export const PhoneConversation = {
  parameters: { route: '/messages/8' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
