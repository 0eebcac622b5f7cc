import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../testing/render';
import { bareProject, sampleProject } from './fixtures';
import { ProjectCard } from './ProjectCard';

jest.mock('../../components/Avatar/avatarStyles', () => ({
  ...jest.requireActual('../../components/Avatar/avatarStyles'),
  generatedAvatarUri: () => new Promise(() => {}),
}));

const now = new Date('2025-03-01T10:00:00.000Z');

function Selectable({ project }) {
  const [selected, setSelected] = useState(false);
  return (
    <ProjectCard
      project={project}
      selected={selected}
      onToggleSelect={() => setSelected((value) => !value)}
      now={now}
    />
  );
}

test('the first image is the preview; title, 3 tags then +N, score and age show', () => {
  renderWithProviders(<ProjectCard project={sampleProject} now={now} />);
  expect(screen.getByRole('img', { name: 'Pixel Garden preview' })).toHaveAttribute('src', sampleProject.mediaUrls[0]);
  expect(screen.getAllByRole('img', { name: /preview/ })).toHaveLength(1);
  expect(screen.getByRole('link', { name: 'Pixel Garden' })).toHaveAttribute('href', '/projects/3');
  expect(screen.getByText('+1')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'javascript' })).toHaveAttribute('href', '/tags/javascript');
  expect(screen.getByTestId('score')).toHaveTextContent('5');
  expect(screen.getByText('about 2 hours ago')).toBeInTheDocument();
});

test('a project without images shows no preview image', () => {
  renderWithProviders(<ProjectCard project={bareProject} now={now} />);
  expect(screen.queryByRole('img', { name: /preview/ })).not.toBeInTheDocument();
});

test("the checkbox 'Select {title}' toggles the card's selected state", async () => {
  renderWithProviders(<Selectable project={sampleProject} />);
  const box = screen.getByRole('checkbox', { name: 'Select Pixel Garden' });
  const card = screen.getByRole('article', { name: 'Pixel Garden' });
  expect(card).toHaveAttribute('data-selected', 'false');
  await userEvent.click(box);
  expect(box).toBeChecked();
  expect(card).toHaveAttribute('data-selected', 'true');
  await userEvent.click(box);
  expect(card).toHaveAttribute('data-selected', 'false');
});

test("the preview says the image's alt text when it has one", () => {
  renderWithProviders(<ProjectCard project={{ ...sampleProject, mediaAlts: ['A garden of pixels'] }} now={now} />);
  expect(screen.getByRole('img', { name: 'A garden of pixels' })).toHaveAttribute('src', sampleProject.mediaUrls[0]);
});
