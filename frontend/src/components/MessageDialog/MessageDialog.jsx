import styled from 'styled-components';
import { errorMessage } from '../../api/client';
import { useMessageActions } from '../../api/messages';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Dialog, DialogActions } from '../Dialog/Dialog';
import { MarkdownEditor } from '../MarkdownEditor/MarkdownEditor';
import { TextField } from '../TextField/TextField';
import { useToast } from '../Toast/ToastProvider';
import { useForm } from '../../hooks/useForm';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Rate = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  strong {
    color: ${({ theme }) => theme.color.text};
  }
`;

const trimmed = (values) => ({ subject: values.subject.trim(), message: values.message.trim() });

/**
 * A dialog that sends `to` a direct message (POST /api/messages) with a Subject and a Message,
 * shared by the friends page (Send Message) and profiles and developer cards (Contact). The
 * screens give their own words and rules:
 * - `schema`: the form's rules; `subject` starts as `initialSubject`, and an empty subject is
 *   sent as `fallbackSubject` (left out when that is empty too);
 * - `rate`: a formatted hourly rate shown above the form, when given;
 * - `success` ({title, description}) is toasted after sending, `failure` is the text for an
 *   error without a server message.
 * After a send the form starts again and `onClose` runs; Cancel and Escape run `onClose` too.
 */
export function MessageDialog({
  to,
  open,
  onClose,
  title,
  description,
  formLabel,
  schema,
  subjectLabel = 'Subject',
  subjectPlaceholder,
  initialSubject = '',
  fallbackSubject = '',
  messagePlaceholder,
  rows = 5,
  rate,
  success,
  failure = 'Failed to send message',
}) {
  const { send } = useMessageActions();
  const { toast } = useToast();
  const initial = { subject: initialSubject, message: '' };
  const form = useForm(schema, initial, { prepare: trimmed });

  const onSubmit = form.handleSubmit(
    async ({ subject, message }) => {
      await send({ toUserId: to.id, message, subject: subject || fallbackSubject });
      toast(success);
      form.reset(initial);
      onClose();
    },
    {
      onError: (error) => toast({ title: 'Error', description: errorMessage(error, failure), variant: 'destructive' }),
    },
  );

  return (
    <Dialog open={open} title={title} description={description} onClose={onClose}>
      {rate && (
        <Rate>
          Hourly rate: <strong>{rate}</strong>
        </Rate>
      )}
      <Form onSubmit={onSubmit} noValidate aria-label={formLabel}>
        {form.failure && !form.failure.info?.errors && (
          <Alert variant="error">{errorMessage(form.failure, failure)}</Alert>
        )}
        <TextField label={subjectLabel} placeholder={subjectPlaceholder} {...form.field('subject')} />
        <MarkdownEditor
          label="Message"
          rows={rows}
          placeholder={messagePlaceholder}
          draftKey={to?.id != null ? `draft:message:dialog:${to.id}` : null}
          {...form.field('message')}
        />
        <DialogActions>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={form.submitting} aria-busy={form.submitting || undefined}>
            {form.submitting ? 'Sending...' : 'Send Message'}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
