import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../api/client';
import { parseTags } from '../api/tags';
import { useEditThread } from '../api/edits';
import { useCreateThread } from '../api/threads';
import { threadSchema } from '../api/validation';
import { clearDraft } from '../components/MarkdownEditor/drafts';
import { useToast } from '../components/Toast/ToastProvider';
import { useForm } from './useForm';

const EMPTY = { title: '', body: '', tags: '' };
const prepare = (values) => ({ title: values.title.trim(), body: values.body.trim(), tags: parseTags(values.tags) });

const valuesOf = (thread) => ({ title: thread.title, body: thread.body, tags: (thread.tags ?? []).join(', ') });

/**
 * A new thread's form (title, content, comma-separated tags) with the spec's rules and toasts,
 * shared by /threads/new and the dashboard's quick form: `{form, onSubmit}`. On success it
 * toasts 'Thread created!' with a 'View thread' link to it and calls `onCreated(form, thread)` (go back to the list, or start
 * the form again); on failure it toasts 'Failed to create thread'. With `{thread}` it edits that
 * thread instead (its values to start; 'Thread updated'; `onCreated(form, savedThread)`).
 * `draftKey` is the key of the body's draft (MarkdownEditor), cleared once the thread is saved:
 * `draft:thread:edit:<id>` for an edit, else the given `draftKey` (default `draft:thread:new`).
 */
export function useThreadForm(onCreated, { thread, draftKey: newKey = 'draft:thread:new' } = {}) {
  const draftKey = thread ? `draft:thread:edit:${thread.id}` : newKey;
  const createThread = useCreateThread();
  const editThread = useEditThread();
  const { toast } = useToast();
  const navigate = useNavigate();
  const form = useForm(threadSchema, thread ? valuesOf(thread) : EMPTY, { prepare });
  const onSubmit = form.handleSubmit(
    async (values) => {
      if (thread) {
        const saved = await editThread(thread.id, values);
        clearDraft(draftKey);
        toast({ title: 'Thread updated', description: 'Your changes have been saved.' });
        onCreated(form, saved);
        return;
      }
      const created = await createThread(values);
      clearDraft(draftKey);
      const path = `/threads/${created.id}`;
      toast({
        title: 'Thread created!',
        description: 'Your thread has been published successfully.',
        action: { label: 'View thread', href: path, onSelect: () => navigate(path) },
      });
      onCreated(form, created);
    },
    {
      onError: (failure) =>
        toast({
          title: thread ? 'Failed to update thread' : 'Failed to create thread',
          description: errorMessage(
            failure,
            `An error occurred while ${thread ? 'saving' : 'creating'} your thread. Please try again.`,
          ),
          variant: 'destructive',
        }),
    },
  );
  return { form, onSubmit, draftKey };
}
