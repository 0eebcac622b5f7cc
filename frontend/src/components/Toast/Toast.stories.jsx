import { Button } from '../Button/Button';
import { Toast } from './Toast';
import { useToast } from './ToastProvider';

export default {
  title: 'Components/Toast',
  tags: ['autodocs'],
  component: Toast,
  args: { title: 'Link copied!', description: 'Share it anywhere you like.', onDismiss: () => {} },
};

export const Default = {};

export const Destructive = {
  args: { variant: 'destructive', title: 'Subscription failed', description: 'Failed to start subscription' },
};

function Trigger() {
  const { toast } = useToast();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button
        onClick={() => toast({ title: 'Profile updated', description: 'Your profile has been successfully updated.' })}
      >
        Show a toast
      </Button>
      <Button
        variant="danger"
        onClick={() =>
          toast({ title: 'Update failed', description: 'Failed to update profile', variant: 'destructive' })
        }
      >
        Show an error
      </Button>
    </div>
  );
}

/** Click both buttons: the second toast replaces the first. */
export const OneAtATime = { render: () => <Trigger /> };
