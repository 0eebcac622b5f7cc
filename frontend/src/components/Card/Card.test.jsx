import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { Card, CardText, CardTitle } from './Card';

test('a card renders its title and text', () => {
  renderWithProviders(
    <Card>
      <CardTitle>Project Showcase</CardTitle>
      <CardText>Show what you built.</CardText>
    </Card>,
  );
  expect(screen.getByRole('heading', { name: 'Project Showcase' })).toBeInTheDocument();
  expect(screen.getByText('Show what you built.')).toBeInTheDocument();
});
