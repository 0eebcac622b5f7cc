import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../api/auth';
import { errorMessage } from '../../api/client';
import { useProject, useUpdateProject } from '../../api/projects';
import { ButtonLink } from '../../components/Button/Button';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { StatusScreen } from '../../components/StatusScreen/StatusScreen';
import { useToast } from '../../components/Toast/ToastProvider';
import { usePageMeta } from '../../hooks/usePageMeta';
import { usePathId } from '../../hooks/usePathId';
import { FormPanel } from '../../components/FormPanel/FormPanel';
import { clearDraft } from '../../components/MarkdownEditor/drafts';
import { ProjectForm, projectDraftKey } from './ProjectForm';

/**
 * /projects/{id}/edit (members only). 'Project Not Found' for an unknown project, 'Access
 * Denied' with a way back for anyone but the owner, else the form prefilled.
 */
export function EditProjectPage() {
  const id = usePathId();
  const { user, isLoading: userLoading } = useCurrentUser();
  const { project, error, isLoading } = useProject(id);
  const updateProject = useUpdateProject(id);
  const navigate = useNavigate();
  const { toast } = useToast();

  usePageMeta({ title: project ? `Edit ${project.title}` : 'Edit Project' });

  const notFound = (
    <StatusScreen
      title="Project Not Found"
      actions={
        <ButtonLink to="/projects" variant="outline">
          Back to Portfolio
        </ButtonLink>
      }
    >
      <p>This project does not exist or has been removed.</p>
    </StatusScreen>
  );

  if (id === null || error?.status === 404) return notFound;
  if (error && !project) {
    return (
      <StatusScreen title="Something went wrong" actions={<ButtonLink to="/projects">Back to Portfolio</ButtonLink>}>
        <p>The project could not be loaded. Please try again later.</p>
      </StatusScreen>
    );
  }
  if (userLoading || isLoading || !project) return <LoadingState />;
  if (!user || user.id !== project.userId) {
    return (
      <StatusScreen
        title="Access Denied"
        actions={<ButtonLink to={`/projects/${project.id}`}>View Project</ButtonLink>}
      >
        <p>You can only edit your own projects.</p>
      </StatusScreen>
    );
  }

  const submit = async (values) => {
    try {
      await updateProject(values);
      clearDraft(projectDraftKey(project));
      toast({ title: 'Project Updated', description: 'Your changes have been saved.' });
      navigate(`/projects/${project.id}`);
    } catch (failure) {
      toast({
        title: 'Error',
        description: errorMessage(failure, 'Failed to update project. Please try again.'),
        variant: 'destructive',
      });
      throw failure;
    }
  };

  return (
    <FormPanel
      breadcrumb={[
        { label: 'Portfolio', to: '/projects' },
        { label: project.title, to: `/projects/${project.id}` },
        { label: 'Edit' },
      ]}
      title="Edit Project"
    >
      <ProjectForm
        key={project.id}
        project={project}
        submitLabel="Update Project"
        onSubmit={submit}
        cancelTo={`/projects/${project.id}`}
        label="Edit project"
      />
    </FormPanel>
  );
}
