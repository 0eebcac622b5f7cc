import { sampleProject } from './fixtures';
import { ProjectForm } from './ProjectForm';

export default {
  title: 'Projects/ProjectForm',
  component: ProjectForm,
  args: { submitLabel: 'Create Project', label: 'New project', onSubmit: async () => {} },
};

export const New = {};
export const Editing = { args: { project: sampleProject, submitLabel: 'Save Changes', label: 'Edit project' } };
