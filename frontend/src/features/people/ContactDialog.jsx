import styled from 'styled-components';
import { errorMessage } from '../../api/client';
import { useSendContactMessage } from '../../api/contact';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Dialog } from '../../components/Dialog/Dialog';
import { TextArea } from '../../components/TextArea/TextArea';
import { TextField } from '../../components/TextField/TextField';
import { useToast } from '../../components/Toast/ToastProvider';
import { useForm } from '../../hooks/useForm';
import { contactSchema, defaultSubject, formatRate } from './schemas';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Rate = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  strong { color: ${({ theme }) => theme.color.text}; }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

const trimmed = (values) => ({ subject: values.subject.trim(), message: values.message.trim() });

/**
 * The contact dialog of profiles and developer cards: the developer's hourly rate when set, a
 * Subject prefilled 'Freelance Work Inquiry - {username}' and a Message (spec section 5 rules).
 * Sends POST /api/messages; on success 'Message Sent!', the form starts again and it closes.
 */
export function ContactDialog({ user, open, onClose }) {
  const send = useSendContactMessage();
  const { toast } = useToast();
  const initial = { subject: defaultSubject(user), message: '' };
  const form = useForm(contactSchema, initial, { prepare: trimmed });
  const rate = formatRate(user?.hourlyRate);
  const name = user?.displayName || user?.username;

  const submit = form.handleSubmit(
    async (values) => {
      await send({ toUserId: user.id, ...values });
      toast({ title: 'Message Sent!', description: `Your message to ${name} has been sent.` });
      form.reset(initial);
      onClose();
    },
    {
      onError: (failure) =>
        toast({
          title: 'Error',
          description: errorMessage(failure, 'Failed to send message. Please try again.'),
          variant: 'destructive',
        }),
    },
  );

  return (
    <Dialog open={open} onClose={onClose} title={`Contact ${name}`}>
      {rate && (
        <Rate>
          Hourly rate: <strong>{rate}</strong>
        </Rate>
      )}
      <Form onSubmit={submit} noValidate aria-label={`Message to ${name}`}>
        <TextField label="Subject" {...form.field('subject')} />
        <TextArea label="Message" rows={6} placeholder="Tell them about your project..." {...form.field('message')} />
        {form.failure && !form.failure.info?.errors && (
          <Alert variant="error">{errorMessage(form.failure, 'Failed to send message. Please try again.')}</Alert>
        )}
        <Actions>
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={form.submitting} aria-busy={form.submitting || undefined}>
            {form.submitting ? 'Sending...' : 'Send Message'}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
