import { useState } from 'react';
import { useCurrentUser } from '../../api/auth';
import { errorMessage } from '../../api/client';
import { useWatch } from '../../api/follows';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { useToast } from '../Toast/ToastProvider';

/**
 * 'Watch' / 'Watching' a thread (pressed when watching): a notice on the bell for each new comment
 * on it. Its author and commenters watch by default; unwatching stays. Nothing for a visitor.
 */
export function WatchButton({ threadId }) {
  const { user } = useCurrentUser();
  const { watching, isLoaded, setWatching } = useWatch(threadId, Boolean(user));
  const [busy, setBusy] = useState(false);
  const { toast } = useToast();
  if (!user || !isLoaded) return null;
  const toggle = async () => {
    setBusy(true);
    try {
      const now = await setWatching(!watching);
      toast({
        title: now ? 'Watching this thread' : 'Not watching this thread',
        description: now ? 'You will be told of new comments.' : 'You will not be told of new comments.',
      });
    } catch (failure) {
      toast({
        title: 'Error',
        description: errorMessage(failure, 'Could not change the watch.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant={watching ? 'secondary' : 'ghost'}
      size="sm"
      aria-pressed={watching}
      onClick={toggle}
      disabled={busy}
    >
      <Icon name={watching ? 'eye' : 'eyeOff'} size={16} />
      {watching ? 'Watching' : 'Watch'}
    </Button>
  );
}
