import styled from 'styled-components';
import * as z from 'zod/mini';
import { errorMessage } from '../../api/client';
import { Button } from '../../components/Button/Button';
import { clearDraft } from '../../components/MarkdownEditor/drafts';
import { MarkdownEditor } from '../../components/MarkdownEditor/MarkdownEditor';
import { useToast } from '../../components/Toast/ToastProvider';
import { useForm } from '../../hooks/useForm';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  min-width: min(24rem, 70vw);
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

const MESSAGE = z.object({ message: z.string() });

/**
 * A sent message's text, edited in its bubble (the send rules, stated by the server: 1 to 1000
 * characters once trimmed). The subject stays. `onSave(message, {message, subject})` may throw.
 */
export function MessageEditForm({ message, onSave, onCancel }) {
  const { toast } = useToast();
  const form = useForm(
    MESSAGE,
    { message: message.message },
    { prepare: (values) => ({ message: values.message.trim() }) },
  );
  const draftKey = `draft:message:edit:${message.id}`;
  const submit = form.handleSubmit(
    async (values) => {
      await onSave(message, { message: values.message, subject: message.subject });
      clearDraft(draftKey);
      toast({ title: 'Message updated' });
    },
    {
      onError: (failure) =>
        toast({
          title: 'Error',
          description: errorMessage(failure, 'Failed to update message'),
          variant: 'destructive',
        }),
    },
  );
  return (
    <Form onSubmit={submit} noValidate aria-label="Edit message">
      <MarkdownEditor
        label="Edit your message"
        rows={2}
        maxLength={1000}
        draftKey={draftKey}
        {...form.field('message')}
      />
      <Actions>
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={form.submitting}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={form.submitting} aria-busy={form.submitting || undefined}>
          {form.submitting ? 'Saving...' : 'Save'}
        </Button>
      </Actions>
    </Form>
  );
}
