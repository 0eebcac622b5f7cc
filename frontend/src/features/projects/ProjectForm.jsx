import { useState } from 'react';
import styled from 'styled-components';
import { fieldErrors } from '../../api/client';
import { formatTags, parseTags } from '../../api/tags';
import { Button, ButtonLink } from '../../components/Button/Button';
import { ImageUpload } from '../../components/ImageUpload/ImageUpload';
import { TextArea } from '../../components/TextArea/TextArea';
import { TextField } from '../../components/TextField/TextField';
import { projectSchema, validate } from './schemas';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  ${({ theme }) => theme.media.md} { grid-template-columns: 1fr 1fr; }
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
    images: project?.mediaUrls ?? [],
    demoUrl: project?.demoUrl ?? '',
    repoUrl: project?.repoUrl ?? '',
  };
}

/**
 * The create and edit form of a project. Checks the spec's rules, then calls
 * `onSubmit({title, description, tags, mediaUrls, demoUrl, repoUrl})` (trimmed, tags parsed);
 * when that throws, the server's field errors show under the fields.
 */
export function ProjectForm({ project, submitLabel, onSubmit, cancelTo = '/projects', label }) {
  const [values, setValues] = useState(() => formValuesOf(project));
  const [errors, setErrors] = useState({});
  const [submitting, setSubmitting] = useState(false);

  const change = (field) => (event) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event) => {
    event.preventDefault();
    const payload = {
      title: values.title.trim(),
      description: values.description.trim(),
      tags: parseTags(values.tags),
      mediaUrls: values.images,
      demoUrl: values.demoUrl.trim(),
      repoUrl: values.repoUrl.trim(),
    };
    const { errors: invalid } = validate(projectSchema, payload);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setSubmitting(true);
    try {
      await onSubmit(payload);
    } catch (failure) {
      setErrors(fieldErrors(failure));
      setSubmitting(false);
    }
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={label}>
      <TextField
        label="Title"
        name="title"
        placeholder="My awesome project"
        value={values.title}
        onChange={change('title')}
        error={errors.title}
      />
      <TextArea
        label="Description"
        name="description"
        rows={8}
        placeholder="What does it do, how is it built, what did you learn?"
        value={values.description}
        onChange={change('description')}
        error={errors.description}
      />
      <TextField
        label="Tags"
        name="tags"
        placeholder="react, typescript, canvas"
        hint="Separate tags with commas."
        value={values.tags}
        onChange={change('tags')}
        error={errors.tags}
      />
      <ImageUpload
        images={values.images}
        onChange={(images) => {
          setValues((current) => ({ ...current, images }));
          setErrors((current) => ({ ...current, mediaUrls: undefined }));
        }}
        error={errors.mediaUrls}
      />
      <Row>
        <TextField
          label="Demo URL"
          name="demoUrl"
          type="url"
          placeholder="https://my-project.example.com"
          value={values.demoUrl}
          onChange={change('demoUrl')}
          error={errors.demoUrl}
        />
        <TextField
          label="Repository URL"
          name="repoUrl"
          type="url"
          placeholder="https://github.com/me/my-project"
          value={values.repoUrl}
          onChange={change('repoUrl')}
          error={errors.repoUrl}
        />
      </Row>
      <Actions>
        <ButtonLink to={cancelTo} variant="ghost">
          Cancel
        </ButtonLink>
        <Button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
          {submitLabel}
        </Button>
      </Actions>
    </Form>
  );
}
