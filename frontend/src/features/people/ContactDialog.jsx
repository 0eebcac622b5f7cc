import { MessageDialog } from '../../components/MessageDialog/MessageDialog';
import { contactSchema, defaultSubject, formatRate } from './schemas';

/**
 * The contact dialog of profiles and developer cards: the shared MessageDialog with the
 * developer's hourly rate when set, a Subject prefilled 'Freelance Work Inquiry - {username}'
 * and the contact rules and texts of spec section 5 ('Message Sent!' on success).
 */
export function ContactDialog({ user, open, onClose }) {
  const name = user?.displayName || user?.username;
  return (
    <MessageDialog
      to={user}
      open={open}
      onClose={onClose}
      title={`Contact ${name}`}
      formLabel={`Message to ${name}`}
      schema={contactSchema}
      initialSubject={defaultSubject(user)}
      messagePlaceholder="Tell them about your project..."
      rows={6}
      rate={formatRate(user?.hourlyRate)}
      success={{ title: 'Message Sent!', description: `Your message to ${name} has been sent.` }}
      failure="Failed to send message. Please try again."
    />
  );
}
