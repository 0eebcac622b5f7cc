import * as z from 'zod/mini';
import { grace } from '../../testing/fixtures';
import { MessageDialog } from './MessageDialog';

const schema = z.object({
  subject: z.string().check(z.maxLength(100, 'Subject too long')),
  message: z.string().check(z.minLength(1, 'Message is required')),
});

export default {
  title: 'Components/MessageDialog',
  component: MessageDialog,
  args: {
    to: grace,
    open: true,
    onClose: () => {},
    title: 'Send Message',
    description: 'To Grace Hopper (@grace_h)',
    formLabel: 'Send message',
    schema,
    subjectLabel: 'Subject (optional)',
    subjectPlaceholder: 'Message from Ada Lovelace',
    messagePlaceholder: 'Write your message...',
    success: { title: 'Message sent' },
  },
};

export const OptionalSubject = {};
export const WithRateAndSubject = {
  args: {
    title: 'Contact Grace Hopper',
    description: undefined,
    subjectLabel: 'Subject',
    subjectPlaceholder: undefined,
    initialSubject: 'Freelance Work Inquiry - grace_h',
    rate: '$85.00/hr',
  },
};
export const SmallScreen = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
