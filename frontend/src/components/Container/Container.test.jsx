import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { Container } from './Container';

test('a container renders its children', () => {
  renderWithProviders(<Container>inside</Container>);
  expect(screen.getByText('inside')).toBeInTheDocument();
});
