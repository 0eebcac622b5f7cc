import styled from 'styled-components';
import { errorMessage } from '../../api/client';
import { useMessageActions } from '../../api/messages';
import { Alert } from '../../components/Alert/Alert';
import { authorName } from '../../components/AuthorByline/AuthorByline';
import { Button } from '../../components/Button/Button';
import { Dialog, DialogActions } from '../../components/Dialog/Dialog';
import { TextArea } from '../../components/TextArea/TextArea';
import { TextField } from '../../components/TextField/TextField';
import { useToast } from '../../components/Toast/ToastProvider';
import { useForm } from '../../hooks/useForm';
import { defaultSubject, friendMessageSchema } from './schemas';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const EMPTY = { subject: '', message: '' };

/**
 * Send Message to a friend: optional Subject (the default names the sender), required Message.
 * `to` is the friend, `from` the signed-in user; `onClose` runs on Cancel, Escape and after sending.
 */
export function SendMessageDialog({ to, from, onClose }) {
  const { send } = useMessageActions();
  const { toast } = useToast();
  const form = useForm(friendMessageSchema, EMPTY, {
    prepare: (values) => ({ subject: values.subject.trim(), message: values.message.trim() }),
  });

  const close = () => {
    form.reset(EMPTY);
    onClose();
  };

  const onSubmit = form.handleSubmit(
    async ({ subject, message }) => {
      await send({ toUserId: to.id, message, subject: subject || defaultSubject(from) });
      toast({ title: 'Message sent', description: `Your message to ${authorName(to)} was sent.` });
      close();
    },
    {
      onError: (failure) =>
        toast({ title: 'Error', description: errorMessage(failure, 'Failed to send message'), variant: 'destructive' }),
    },
  );

  return (
    <Dialog open={Boolean(to)} title="Send Message" description={to ? `To ${authorName(to)} (@${to.username})` : undefined} onClose={close}>
      {to && (
        <Form onSubmit={onSubmit} noValidate aria-label="Send message">
          {form.failure && <Alert variant="error">{errorMessage(form.failure, 'Failed to send message')}</Alert>}
          <TextField label="Subject (optional)" placeholder={defaultSubject(from)} {...form.field('subject')} />
          <TextArea label="Message" rows={5} placeholder="Write your message..." {...form.field('message')} />
          <DialogActions>
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={form.submitting} aria-busy={form.submitting || undefined}>
              {form.submitting ? 'Sending...' : 'Send Message'}
            </Button>
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
