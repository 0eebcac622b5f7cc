import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { DEFAULT_PROJECT_SORT, PROJECT_SORTS, useProjects, useProjectTags } from '../../api/projects';
import { Button } from '../../components/Button/Button';
import { ContentList } from '../../components/ContentList/ContentList';
import { ProjectCard } from './ProjectCard';

export const PROJECTS_DESCRIPTION =
  'Portfolio: projects developers on DevNet have built, with live demos, source code and screenshots.';

const Selection = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const text = {
  intro: 'Projects built by the DevNet community.',
  description: PROJECTS_DESCRIPTION,
  searchLabel: 'Search projects',
  listLabel: 'Projects',
  pagesLabel: 'Project pages',
  loading: 'Loading projects...',
  loadError: 'The projects could not be loaded. Please try again later.',
  emptyTitle: 'No projects found',
  emptyHint: 'Be the first to show what you have built.',
};

function useProjectItems(params) {
  const { projects, ...page } = useProjects(params);
  return { items: projects, ...page };
}

/**
 * /projects ('Portfolio'): a grid with the same search, sort (default latest) and tag filter as
 * the discussions, cursor paging, and cards that can be selected with their checkbox.
 */
/** The list's Atom feed: the newest projects (whatever tag is chosen). */
export const projectsFeed = () => ({ title: 'DevNet: latest projects', href: '/feeds/projects.atom' });

export function ProjectListPage() {
  const [selected, setSelected] = useState(() => new Set());
  const toggle = useCallback(
    (id) =>
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );

  return (
    <ContentList
      title="Portfolio"
      path="/projects"
      text={text}
      action={{ to: '/projects/new', label: 'Add Project' }}
      emptyAction={{ to: '/projects/new', label: 'Share a Project' }}
      sorts={PROJECT_SORTS}
      defaultSort={DEFAULT_PROJECT_SORT}
      useItems={useProjectItems}
      useTags={useProjectTags}
      renderItem={(project) => (
        <ProjectCard project={project} selected={selected.has(project.id)} onToggleSelect={toggle} />
      )}
      layout="grid"
      size="wide"
      feedFor={projectsFeed}
    >
      {selected.size > 0 && (
        <Selection aria-live="polite">
          {`${selected.size} selected`}
          <Button variant="ghost" size="sm" onClick={() => setSelected(new Set())}>
            Clear selection
          </Button>
        </Selection>
      )}
    </ContentList>
  );
}
