import { Card, CardText, CardTitle } from './Card';

export default {
  title: 'Components/Card',
  tags: ['autodocs'],
  component: Card,
  render: (args) => (
    <Card {...args}>
      <CardTitle>Function Threads</CardTitle>
      <CardText>Start focused technical discussions and get answers from developers who have been there.</CardText>
    </Card>
  ),
};

export const Default = {};
export const Highlighted = { args: { $highlight: true } };
