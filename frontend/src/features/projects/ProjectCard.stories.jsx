import { bareProject, sampleProject } from './fixtures';
import { ProjectCard } from './ProjectCard';

const now = new Date('2025-03-01T10:00:00.000Z');

export default {
  title: 'Projects/ProjectCard',
  tags: ['autodocs'],
  component: ProjectCard,
  args: { project: sampleProject, now, onToggleSelect: () => {} },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const WithPreview = {};
export const Selected = { args: { selected: true } };
export const NoImages = { args: { project: bareProject } };
