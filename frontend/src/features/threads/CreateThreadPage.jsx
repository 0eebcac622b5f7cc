import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../components/Button/Button';
import { FormPanel } from '../../components/FormPanel/FormPanel';
import { MarkdownEditor } from '../../components/MarkdownEditor/MarkdownEditor';
import { TextField } from '../../components/TextField/TextField';
import { usePageMeta } from '../../hooks/usePageMeta';
import { useThreadForm } from '../../hooks/useThreadForm';

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
 * messages before sending. On success a toast (with a 'View thread' link) and back to /threads,
 * which shows the new thread on top.
 */
export function CreateThreadPage() {
  usePageMeta({ title: 'New Discussion', description: 'Start a new discussion on DevNet.' });
  const navigate = useNavigate();
  // The list opens on its default sort (popular), where a brand-new thread is rarely on page one:
  // it is handed over so the list can show it on top as 'Your new thread'.
  const { form, onSubmit, draftKey } = useThreadForm((_form, thread) =>
    navigate('/threads', { state: { created: thread } }),
  );

  return (
    <FormPanel
      breadcrumb={[{ label: 'Discussions', to: '/threads' }, { label: 'New Discussion' }]}
      title="Start a New Discussion"
      intro="Ask a question or share something you learned with the community."
    >
      <Form onSubmit={onSubmit} noValidate aria-label="New discussion">
        <TextField label="Title" placeholder="What would you like to discuss?" {...form.field('title')} />
        <MarkdownEditor
          mentions
          draftKey={draftKey}
          label="Content"
          rows={10}
          placeholder="Describe your question or idea in detail..."
          {...form.field('body')}
        />
        <TextField
          label="Tags"
          placeholder="react, performance, hooks"
          hint="Separate tags with commas."
          {...form.field('tags')}
        />
        <Actions>
          <ButtonLink to="/threads" variant="ghost">
            Cancel
          </ButtonLink>
          <Button type="submit" disabled={form.submitting} aria-busy={form.submitting || undefined}>
            Create Thread
          </Button>
        </Actions>
      </Form>
    </FormPanel>
  );
}
