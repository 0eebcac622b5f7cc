import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { useCursorPages } from '../../api/pagination';
import { DEFAULT_PROJECT_SORT, PROJECT_SORTS, useProjects, useProjectTags } from '../../api/projects';
import { Alert } from '../../components/Alert/Alert';
import { Button, ButtonLink } from '../../components/Button/Button';
import { Container, PageSection } from '../../components/Container/Container';
import { ListControls } from '../../components/ListControls/ListControls';
import { useListParams } from '../../components/ListControls/useListParams';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { Pagination } from '../../components/Pagination/Pagination';
import { TagFilter } from '../../components/TagFilter/TagFilter';
import { usePageMeta } from '../../hooks/usePageMeta';
import { ProjectCard } from './ProjectCard';

export const PROJECTS_DESCRIPTION =
  'Portfolio: projects developers on DevNet have built, with live demos, source code and screenshots.';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  h1 { font-size: ${({ theme }) => theme.font.size['3xl']}; font-weight: ${({ theme }) => theme.font.weight.bold}; }
  p { color: ${({ theme }) => theme.color.textMuted}; margin-top: ${({ theme }) => theme.space(1)}; }
`;

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: 1fr;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(2, 1fr); }
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(3, 1fr); }
`;

const Selection = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(16)} ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  text-align: center;
  h2 { font-size: ${({ theme }) => theme.font.size.xl}; font-weight: ${({ theme }) => theme.font.weight.bold}; }
  p { color: ${({ theme }) => theme.color.textMuted}; }
`;

/** schema.org ItemList of the projects on the page. */
export function projectListData(projects, origin = window.location.origin) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: 'Portfolio',
    itemListElement: (projects ?? []).map((project, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: `${origin}/projects/${project.id}`,
      name: project.title,
    })),
  };
}

/**
 * /projects ('Portfolio'): a grid with the same search, sort (default latest) and tag filter as
 * the discussions, cursor paging, and cards that can be selected with their checkbox.
 */
export function ProjectListPage() {
  const { sortBy, searchQuery, tag, update } = useListParams({ defaultSort: DEFAULT_PROJECT_SORT, sorts: PROJECT_SORTS });
  const pages = useCursorPages(`${sortBy}\u0000${searchQuery}\u0000${tag ?? ''}`);
  const { projects, nextCursor, error, isLoading } = useProjects({ sortBy, searchQuery, tag, cursor: pages.cursor });
  const { tags } = useProjectTags();
  const [selected, setSelected] = useState(() => new Set());

  usePageMeta({ title: 'Portfolio', description: PROJECTS_DESCRIPTION, structuredData: projectListData(projects) });

  const onSearch = useCallback((text) => update({ searchQuery: text }, { replace: true }), [update]);
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
  const turn = (move) => {
    move();
    window.scrollTo(0, 0);
  };

  let content;
  if (error && !projects) {
    content = <Alert variant="error">The projects could not be loaded. Please try again later.</Alert>;
  } else if (!projects) {
    content = <LoadingState label="Loading projects..." />;
  } else if (projects.length === 0) {
    content = (
      <Empty>
        <h2>No projects found</h2>
        <p>{searchQuery || tag ? 'Try another search or tag.' : 'Be the first to show what you have built.'}</p>
        <ButtonLink to="/projects/new">Share a Project</ButtonLink>
      </Empty>
    );
  } else {
    content = (
      <Grid aria-label="Projects" aria-busy={isLoading || undefined}>
        {projects.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} selected={selected.has(project.id)} onToggleSelect={toggle} />
          </li>
        ))}
      </Grid>
    );
  }

  return (
    <PageSection>
      <Container $size="wide">
        <Head>
          <div>
            <h1>Portfolio</h1>
            <p>Projects built by the DevNet community.</p>
          </div>
          <ButtonLink to="/projects/new">Add Project</ButtonLink>
        </Head>
        <Filters>
          <ListControls
            searchQuery={searchQuery}
            onSearch={onSearch}
            sortBy={sortBy}
            sorts={PROJECT_SORTS}
            onSort={(value) => update({ sortBy: value })}
            searchLabel="Search projects"
          />
          {(tags.length > 0 || tag) && <TagFilter tags={tags} selected={tag} onChange={(value) => update({ tag: value })} />}
        </Filters>
        {selected.size > 0 && (
          <Selection aria-live="polite">
            {`${selected.size} selected`}
            <Button variant="ghost" size="sm" onClick={() => setSelected(new Set())}>
              Clear selection
            </Button>
          </Selection>
        )}
        {content}
        <Pagination
          page={pages.page}
          hasPrevious={pages.hasPrevious}
          hasNext={Boolean(nextCursor) && !isLoading}
          onPrevious={() => turn(pages.previous)}
          onNext={() => turn(() => pages.next(nextCursor))}
          label="Project pages"
        />
      </Container>
    </PageSection>
  );
}
