import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useUserProjects, useUserThreads } from '../../api/users';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { markdownToText } from '../../components/RichText/markdownToText';
import { RelativeTime } from '../../components/RelativeTime/RelativeTime';

const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Tab = styled.button`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border: 0;
  border-bottom: 2px solid transparent;
  background: none;
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.text};
  }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; }
`;

const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
  a { color: ${({ theme }) => theme.color.text}; font-weight: ${({ theme }) => theme.font.weight.semibold}; }
  p {
    margin-top: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    overflow: hidden;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
  }
`;

const Empty = styled.p`
  margin-top: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.textMuted};
`;

function ProjectsPanel({ userId }) {
  const { projects, error } = useUserProjects(userId);
  if (error && !projects) return <Empty>The projects could not be loaded.</Empty>;
  if (!projects) return <LoadingState label="Loading projects..." />;
  if (projects.length === 0) return <Empty>No projects yet.</Empty>;
  return (
    <Items aria-label="Projects">
      {projects.map((project) => (
        <li key={project.id}>
          <Link to={`/projects/${project.id}`}>{project.title}</Link>
          <p>{project.description}</p>
        </li>
      ))}
    </Items>
  );
}

function ThreadsPanel({ userId }) {
  const { threads, error } = useUserThreads(userId);
  if (error && !threads) return <Empty>The threads could not be loaded.</Empty>;
  if (!threads) return <LoadingState label="Loading threads..." />;
  if (threads.length === 0) return <Empty>No threads yet.</Empty>;
  return (
    <Items aria-label="Threads">
      {threads.map((thread) => (
        <li key={thread.id}>
          <Link to={`/threads/${thread.id}`}>{thread.title}</Link> <RelativeTime value={thread.createdAt} />
          <p>{markdownToText(thread.body)}</p>
        </li>
      ))}
    </Items>
  );
}

const TABS = [
  { id: 'projects', label: 'Projects', Panel: ProjectsPanel },
  { id: 'threads', label: 'Threads', Panel: ThreadsPanel },
];

/** The Projects and Threads tabs of a profile (WAI-ARIA tabs: arrow keys move between them). */
export function ProfileTabs({ userId }) {
  const [selected, setSelected] = useState('projects');
  const tabs = useRef({});
  const { Panel } = TABS.find((tab) => tab.id === selected);

  const onKeyDown = (event) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = TABS.findIndex((tab) => tab.id === selected);
    const next = TABS[(index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length];
    setSelected(next.id);
    tabs.current[next.id]?.focus();
  };

  return (
    <section>
      <TabList role="tablist" aria-label="Profile content" onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <Tab
            key={tab.id}
            ref={(element) => {
              tabs.current[tab.id] = element;
            }}
            type="button"
            role="tab"
            id={`profile-tab-${tab.id}`}
            aria-selected={selected === tab.id}
            aria-controls={`profile-panel-${tab.id}`}
            tabIndex={selected === tab.id ? 0 : -1}
            onClick={() => setSelected(tab.id)}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id={`profile-panel-${selected}`} aria-labelledby={`profile-tab-${selected}`}>
        <Panel userId={userId} />
      </div>
    </section>
  );
}
