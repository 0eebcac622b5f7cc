import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { FormPanel } from './FormPanel';

test('a form panel shows the breadcrumb, the heading, the intro and the form', () => {
  renderWithProviders(
    <FormPanel
      breadcrumb={[{ label: 'Portfolio', to: '/projects' }, { label: 'New Project' }]}
      title="Share a Project"
      intro="Show it."
    >
      <form aria-label="New project" />
    </FormPanel>,
  );
  expect(screen.getByRole('link', { name: 'Portfolio' })).toHaveAttribute('href', '/projects');
  expect(screen.getByRole('heading', { level: 1, name: 'Share a Project' })).toBeInTheDocument();
  expect(screen.getByText('Show it.')).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'New project' })).toBeInTheDocument();
});
