import { errorMessage } from '../api/client';
import { parseTags } from '../api/tags';
import { useCreateThread } from '../api/threads';
import { threadSchema } from '../api/validation';
import { useToast } from '../components/Toast/ToastProvider';
import { useForm } from './useForm';

const EMPTY = { title: '', body: '', tags: '' };
const prepare = (values) => ({ title: values.title.trim(), body: values.body.trim(), tags: parseTags(values.tags) });

/**
 * A new thread's form (title, content, comma-separated tags) with the spec's rules and toasts,
 * shared by /threads/new and the dashboard's quick form: `{form, onSubmit}`. On success it
 * toasts 'Thread created!' and calls `onCreated(form, thread)` (go back to the list, or start
 * the form again); on failure it toasts 'Failed to create thread'.
 */
export function useThreadForm(onCreated) {
  const createThread = useCreateThread();
  const { toast } = useToast();
  const form = useForm(threadSchema, EMPTY, { prepare });
  const onSubmit = form.handleSubmit(
    async (values) => {
      const thread = await createThread(values);
      toast({ title: 'Thread created!', description: 'Your thread has been published successfully.' });
      onCreated(form, thread);
    },
    {
      onError: (failure) =>
        toast({
          title: 'Failed to create thread',
          description: errorMessage(failure, 'An error occurred while creating your thread. Please try again.'),
          variant: 'destructive',
        }),
    },
  );
  return { form, onSubmit };
}
