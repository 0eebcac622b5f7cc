import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage, fieldErrors } from '../../api/client';
import { parseTags } from '../../api/tags';
import { useCreateThread } from '../../api/threads';
import { Button, ButtonLink } from '../../components/Button/Button';
import { FormPanel } from '../../components/FormPanel/FormPanel';
import { TextArea } from '../../components/TextArea/TextArea';
import { TextField } from '../../components/TextField/TextField';
import { useToast } from '../../components/Toast/ToastProvider';
import { usePageMeta } from '../../hooks/usePageMeta';
import { threadSchema, validate } from './schemas';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

/**
 * /threads/new (members only): title, content and comma-separated tags, checked with the spec's
 * messages before sending. On success a toast and back to /threads.
 */
export function CreateThreadPage() {
  usePageMeta({ title: 'New Discussion', description: 'Start a new discussion on DevNet.' });
  const createThread = useCreateThread();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [values, setValues] = useState({ title: '', body: '', tags: '' });
  const [errors, setErrors] = useState({});
  const [submitting, setSubmitting] = useState(false);

  const change = (field) => (event) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event) => {
    event.preventDefault();
    const thread = { title: values.title.trim(), body: values.body.trim(), tags: parseTags(values.tags) };
    const { errors: invalid } = validate(threadSchema, thread);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;

    setSubmitting(true);
    try {
      await createThread(thread);
      toast({ title: 'Thread created!', description: 'Your thread has been published successfully.' });
      navigate('/threads');
    } catch (failure) {
      setErrors(fieldErrors(failure));
      toast({
        title: 'Failed to create thread',
        description: errorMessage(failure, 'An error occurred while creating your thread. Please try again.'),
        variant: 'destructive',
      });
      setSubmitting(false);
    }
  };

  return (
    <FormPanel
      breadcrumb={[{ label: 'Discussions', to: '/threads' }, { label: 'New Discussion' }]}
      title="Start a New Discussion"
      intro="Ask a question or share something you learned with the community."
    >
      <Form onSubmit={onSubmit} noValidate aria-label="New discussion">
        <TextField
          label="Title"
          name="title"
          placeholder="What would you like to discuss?"
          value={values.title}
          onChange={change('title')}
          error={errors.title}
        />
        <TextArea
          label="Content"
          name="body"
          rows={10}
          placeholder="Describe your question or idea in detail..."
          value={values.body}
          onChange={change('body')}
          error={errors.body}
        />
        <TextField
          label="Tags"
          name="tags"
          placeholder="react, performance, hooks"
          hint="Separate tags with commas."
          value={values.tags}
          onChange={change('tags')}
          error={errors.tags}
        />
        <Actions>
          <ButtonLink to="/threads" variant="ghost">
            Cancel
          </ButtonLink>
          <Button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
            Create Thread
          </Button>
        </Actions>
      </Form>
    </FormPanel>
  );
}
