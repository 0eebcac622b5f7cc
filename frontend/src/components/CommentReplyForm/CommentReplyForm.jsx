import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import * as z from 'zod/mini';
import { errorMessage } from '../../api/client';
import { Button } from '../Button/Button';
import { MentionTextArea } from '../MentionTextArea/MentionTextArea';
import { useToast } from '../Toast/ToastProvider';
import { useForm } from '../../hooks/useForm';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: end;
  margin-top: ${({ theme }) => theme.space(2)};
  > div:first-child { width: 100%; }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
`;

const REPLY = z.object({ body: z.string() });

/**
 * The inline form answering one comment (kept apart so a richer editor can replace its field).
 * Blank text is ignored; the text is trimmed; `onReply(body)` sends it and may throw (toasted).
 */
export function CommentReplyForm({ replyTo, onReply, onCancel }) {
  const { toast } = useToast();
  const formRef = useRef(null);
  // Opening the form (the Reply button) puts the caret in it.
  useEffect(() => formRef.current?.querySelector('textarea')?.focus(), []);
  const form = useForm(REPLY, { body: '' }, { prepare: ({ body }) => ({ body: body.trim() }) });
  const submit = form.handleSubmit(
    async ({ body }) => {
      if (!body) return;
      await onReply(body);
      form.reset();
      toast({ title: 'Reply posted' });
    },
    {
      onError: (failure) =>
        toast({ title: 'Error', description: errorMessage(failure, 'Failed to post reply'), variant: 'destructive' }),
    },
  );
  return (
    <Form ref={formRef} onSubmit={submit} noValidate aria-label={`Replying to @${replyTo}`}>
      <MentionTextArea label={`Your reply to @${replyTo}`} rows={2} {...form.field('body')} />
      <Actions>
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={form.submitting}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={form.submitting} aria-busy={form.submitting || undefined}>
          {form.submitting ? 'Posting...' : 'Post reply'}
        </Button>
      </Actions>
    </Form>
  );
}
