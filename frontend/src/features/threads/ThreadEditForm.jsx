import styled from 'styled-components';
import { Button } from '../../components/Button/Button';
import { MarkdownEditor } from '../../components/MarkdownEditor/MarkdownEditor';
import { TextField } from '../../components/TextField/TextField';
import { useThreadForm } from '../../hooks/useThreadForm';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * The author's edit of a thread, in place on its page: the create form's fields and rules
 * (useThreadForm with the thread). `onDone(savedThread)` after a save; `onCancel()` leaves it.
 */
export function ThreadEditForm({ thread, onDone, onCancel }) {
  const { form, onSubmit, draftKey } = useThreadForm((_, saved) => onDone?.(saved), { thread });
  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Edit discussion">
      <TextField label="Title" {...form.field('title')} />
      <MarkdownEditor label="Content" rows={10} draftKey={draftKey} {...form.field('body')} />
      <TextField label="Tags" hint="Separate tags with commas." {...form.field('tags')} />
      <Actions>
        <Button variant="ghost" onClick={onCancel} disabled={form.submitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.submitting} aria-busy={form.submitting || undefined}>
          {form.submitting ? 'Saving...' : 'Save Changes'}
        </Button>
      </Actions>
    </Form>
  );
}
