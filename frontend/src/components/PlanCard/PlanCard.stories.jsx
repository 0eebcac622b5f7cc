import { freePlan } from '../../testing/fixtures';
import { Button } from '../Button/Button';
import { PlanCard } from './PlanCard';

export default {
  title: 'Components/PlanCard',
  tags: ['autodocs'],
  component: PlanCard,
  args: { plan: freePlan, action: <Button block>Current Plan</Button> },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
};

export const CurrentPlan = {};
export const Visitor = { args: { action: <Button block>Login to Subscribe</Button> } };
