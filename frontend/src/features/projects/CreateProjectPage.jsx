import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../api/auth';
import { errorMessage } from '../../api/client';
import { useCreateProject } from '../../api/projects';
import { ButtonLink } from '../../components/Button/Button';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { StatusScreen } from '../../components/StatusScreen/StatusScreen';
import { useToast } from '../../components/Toast/ToastProvider';
import { usePageMeta } from '../../hooks/usePageMeta';
import { FormPanel } from '../../components/FormPanel/FormPanel';
import { clearDraft } from '../../components/MarkdownEditor/drafts';
import { ProjectForm, projectDraftKey } from './ProjectForm';

/**
 * /projects/new. Visitors see 'Login Required'; members get the project form. On success a
 * toast and the new project's page; a lapsed session sends the person to log in.
 */
export function CreateProjectPage() {
  usePageMeta({ title: 'Add Project', description: 'Add a project to your DevNet portfolio.' });
  const { user, isLoading } = useCurrentUser();
  const createProject = useCreateProject();
  const navigate = useNavigate();
  const { toast } = useToast();

  if (isLoading) return <LoadingState />;
  if (!user) {
    return (
      <StatusScreen
        title="Login Required"
        actions={<ButtonLink to="/auth/login?redirectTo=/projects/new">Login</ButtonLink>}
      >
        <p>Please log in to add a project to your portfolio.</p>
      </StatusScreen>
    );
  }

  const submit = async (values) => {
    try {
      const project = await createProject(values);
      clearDraft(projectDraftKey());
      toast({ title: 'Project Created', description: 'Your project has been added to your portfolio.' });
      navigate(`/projects/${project.id}`);
    } catch (failure) {
      if (failure?.status === 401) {
        toast({
          title: 'Authentication Required',
          description: 'Please log in to create a project.',
          variant: 'destructive',
        });
        navigate('/auth/login');
        return;
      }
      toast({
        title: 'Error',
        description: errorMessage(failure, 'Failed to create project. Please try again.'),
        variant: 'destructive',
      });
      throw failure;
    }
  };

  return (
    <FormPanel
      breadcrumb={[{ label: 'Portfolio', to: '/projects' }, { label: 'Add Project' }]}
      title="Add a New Project"
      intro="Show the community what you have built."
    >
      <ProjectForm submitLabel="Create Project" onSubmit={submit} label="New project" />
    </FormPanel>
  );
}
