import styled from 'styled-components';
import * as z from 'zod/mini';
import { errorMessage } from '../../api/client';
import { Button } from '../../components/Button/Button';
import { clearDraft } from '../../components/MarkdownEditor/drafts';
import { MarkdownEditor } from '../../components/MarkdownEditor/MarkdownEditor';
import { useToast } from '../../components/Toast/ToastProvider';
import { useForm } from '../../hooks/useForm';
import { MAX_ALT_LENGTH } from '../../api/media';
import { TextField } from '../../components/TextField/TextField';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The server states the post's rules (the create ones: not empty, at most 5000 characters). */
const POST_TEXT = z.object({ content: z.string(), mediaAlts: z.array(z.string()) });

/**
 * A post's text, edited in place of the text (its images stay, their alt texts can change). Tags
 * come again from the #words of the new text. `onSave({content, mediaUrls, mediaAlts, tags})`
 * sends it and may throw: its field errors
 * show under the text; `onCancel()` leaves without a change.
 */
export function PostEditForm({ post, onSave, onCancel }) {
  const { toast } = useToast();
  const images = post.mediaUrls ?? [];
  const form = useForm(
    POST_TEXT,
    { content: post.content ?? '', mediaAlts: images.map((_, index) => post.mediaAlts?.[index] ?? '') },
    {
      prepare: ({ content, mediaAlts }) => ({ content: content.trim(), mediaAlts: mediaAlts.map((alt) => alt.trim()) }),
    },
  );
  const draftKey = `draft:post:edit:${post.id}`;
  const submit = form.handleSubmit(
    async ({ content, mediaAlts }) => {
      await onSave({ content, mediaUrls: images, mediaAlts, tags: [] });
      clearDraft(draftKey);
      toast({ title: 'Post updated' });
    },
    {
      onError: (failure) =>
        toast({ title: 'Error', description: errorMessage(failure, 'Failed to update post'), variant: 'destructive' }),
    },
  );
  return (
    <Form onSubmit={submit} noValidate aria-label="Edit post">
      <MarkdownEditor label="Edit your post" rows={4} draftKey={draftKey} {...form.field('content')} />
      {images.map((src, index) => (
        <TextField
          key={`${index}-${src}`}
          label={`Alt text of image ${index + 1}`}
          placeholder="What it shows"
          maxLength={MAX_ALT_LENGTH}
          value={form.values.mediaAlts[index]}
          onChange={(event) =>
            form.setValue(
              'mediaAlts',
              form.values.mediaAlts.map((alt, position) => (position === index ? event.target.value : alt)),
            )
          }
        />
      ))}
      <Actions>
        <Button variant="ghost" onClick={onCancel} disabled={form.submitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.submitting} aria-busy={form.submitting || undefined}>
          {form.submitting ? 'Saving...' : 'Save'}
        </Button>
      </Actions>
    </Form>
  );
}
