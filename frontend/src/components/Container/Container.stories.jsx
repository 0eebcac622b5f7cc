import { Container, PageSection } from './Container';

export default {
  title: 'Components/Container',
  tags: ['autodocs'],
  component: Container,
  render: (args) => (
    <PageSection>
      <Container {...args}>
        <p>Content is centred and never wider than the chosen size.</p>
      </Container>
    </PageSection>
  ),
};

export const Default = {};
export const Narrow = { args: { $size: 'narrow' } };
