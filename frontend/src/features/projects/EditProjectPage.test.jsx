import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { sampleUser } from '../../testing/fixtures';
import { LocationDisplay } from '../../testing/LocationDisplay';
import { renderWithProviders } from '../../testing/render';
import { EditProjectPage } from './EditProjectPage';
import { grace, sampleProject } from './fixtures';

const stored = { ...sampleProject, mediaUrls: ['/media/aaa.png', '/media/bbb.png'], mediaAlts: ['A', 'B'] };

function renderEdit(route = '/projects/3/edit') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/projects/:id/edit" element={<EditProjectPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <LocationDisplay />
    </>,
    { route },
  );
}

test("an unknown project is 'Project Not Found'", async () => {
  mockFetch({
    'GET /api/auth/me': { body: grace },
    'GET /api/projects/3': { status: 404, body: { message: 'Project not found' } },
  });
  renderEdit();
  expect(await screen.findByRole('heading', { name: 'Project Not Found' })).toBeInTheDocument();
});

test("someone else's project is 'Access Denied' with a View Project button", async () => {
  mockFetch({ 'GET /api/auth/me': { body: sampleUser }, 'GET /api/projects/3': { body: stored } });
  renderEdit();
  expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View Project' })).toHaveAttribute('href', '/projects/3');
  expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
});

test('the owner edits the prefilled form; stored images go back as URLs and a cleared link as null', async () => {
  const fetchMock = mockFetch({
    'GET /api/auth/me': { body: grace },
    'GET /api/projects/3': { body: stored },
    'PATCH /api/projects/3': ({ body }) => ({ body: { ...stored, ...body } }),
  });
  renderEdit();
  const title = await screen.findByLabelText('Title');
  expect(title).toHaveValue('Pixel Garden');
  expect(screen.getByLabelText('Tags')).toHaveValue('javascript, canvas, generative, workers');
  expect(screen.getByLabelText('Demo URL')).toHaveValue('https://garden.example.com');
  expect(screen.getByLabelText('Alt text of image 2')).toHaveValue('B');

  await userEvent.clear(title);
  await userEvent.type(title, 'Pixel Garden 2');
  await userEvent.clear(screen.getByLabelText('Demo URL'));
  await userEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
  // The alt text goes with its image: the one left is now image 1, still described as B.
  const alt = screen.getByLabelText('Alt text of image 1');
  expect(alt).toHaveValue('B');
  await userEvent.clear(alt);
  await userEvent.type(alt, 'The garden by night');
  expect(screen.queryByLabelText('Alt text of image 2')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Update Project' }));

  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/projects\/3$/));
  expect(requestsTo(fetchMock, 'PATCH', '/api/projects/3')).toEqual([
    {
      title: 'Pixel Garden 2',
      description: stored.description,
      tags: ['javascript', 'canvas', 'generative', 'workers'],
      mediaUrls: ['/media/bbb.png'],
      mediaAlts: ['The garden by night'],
      demoUrl: null,
      repoUrl: 'https://github.com/example/pixel-garden',
    },
  ]);
  expect(screen.getByText('Project Updated')).toBeInTheDocument();
});

test("a failed update toasts 'Error' with the server message or the spec fallback", async () => {
  mockFetch({
    'GET /api/auth/me': { body: grace },
    'GET /api/projects/3': { body: stored },
    'PATCH /api/projects/3': { status: 503 },
  });
  renderEdit();
  await screen.findByLabelText('Title');
  await userEvent.click(screen.getByRole('button', { name: 'Update Project' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update project. Please try again.');
});
