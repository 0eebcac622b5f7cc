import styled from 'styled-components';
import { formatTags, parseTags } from '../../api/tags';
import { Button, ButtonLink } from '../../components/Button/Button';
import { ImageUpload } from '../../components/ImageUpload/ImageUpload';
import { MarkdownEditor } from '../../components/MarkdownEditor/MarkdownEditor';
import { TextField } from '../../components/TextField/TextField';
import { useForm } from '../../hooks/useForm';
import { projectSchema } from './schemas';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  ${({ theme }) => theme.media.md} { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The form's starting values for a project being edited (or a new one). */
export function formValuesOf(project) {
  return {
    title: project?.title ?? '',
    description: project?.description ?? '',
    tags: formatTags(project?.tags),
    mediaUrls: project?.mediaUrls ?? [],
    mediaAlts: project?.mediaAlts ?? [],
    demoUrl: project?.demoUrl ?? '',
    repoUrl: project?.repoUrl ?? '',
  };
}

/** The key of the description's draft: `draft:project:edit:<id>`, or `draft:project:new`. */
export const projectDraftKey = (project) => (project?.id ? `draft:project:edit:${project.id}` : 'draft:project:new');

/** What the form sends: trimmed texts, tags parsed. */
function payloadOf(values) {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    tags: parseTags(values.tags),
    mediaUrls: values.mediaUrls,
    mediaAlts: values.mediaAlts.map((alt) => alt.trim()),
    demoUrl: values.demoUrl.trim(),
    repoUrl: values.repoUrl.trim(),
  };
}

/**
 * The create and edit form of a project. Checks the spec's rules, then calls
 * `onSubmit({title, description, tags, mediaUrls, mediaAlts, demoUrl, repoUrl})` (trimmed, tags parsed);
 * when that throws, the server's field errors show under the fields. The description keeps a
 * draft under `projectDraftKey(project)`; the page clears it (clearDraft) once the project is saved.
 */
export function ProjectForm({ project, submitLabel, onSubmit, cancelTo = '/projects', label }) {
  const form = useForm(projectSchema, formValuesOf(project), { prepare: payloadOf });
  const draftKey = projectDraftKey(project);
  const submit = form.handleSubmit(onSubmit);

  return (
    <Form onSubmit={submit} noValidate aria-label={label}>
      <TextField label="Title" placeholder="My awesome project" {...form.field('title')} />
      <MarkdownEditor
        draftKey={draftKey}
        label="Description"
        rows={8}
        placeholder="What does it do, how is it built, what did you learn?"
        {...form.field('description')}
      />
      <TextField
        label="Tags"
        placeholder="react, typescript, canvas"
        hint="Separate tags with commas."
        {...form.field('tags')}
      />
      <ImageUpload
        images={form.values.mediaUrls}
        alts={form.values.mediaAlts}
        onChange={(images, alts) => {
          form.setValue('mediaUrls', images);
          form.setValue('mediaAlts', alts);
        }}
        error={form.errors.mediaUrls ?? form.errors.mediaAlts}
      />
      <Row>
        <TextField
          label="Demo URL"
          type="url"
          placeholder="https://my-project.example.com"
          {...form.field('demoUrl')}
        />
        <TextField
          label="Repository URL"
          type="url"
          placeholder="https://github.com/me/my-project"
          {...form.field('repoUrl')}
        />
      </Row>
      <Actions>
        <ButtonLink to={cancelTo} variant="ghost">
          Cancel
        </ButtonLink>
        <Button type="submit" disabled={form.submitting} aria-busy={form.submitting || undefined}>
          {submitLabel}
        </Button>
      </Actions>
    </Form>
  );
}
