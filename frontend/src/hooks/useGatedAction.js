import { useCallback, useRef, useState } from 'react';
import { useCurrentUser } from '../api/auth';
import { errorMessage } from '../api/client';
import { useToast } from '../components/Toast/ToastProvider';

/**
 * An action only a signed-in member may take (vote, like, friend request, message), with the
 * toasts every such button shows:
 *
 *   const vote = useGatedAction((clicked) => voteOnThread(myVote, clicked), {
 *     signIn: 'Please log in to vote on threads',
 *     failure: 'Failed to vote. Please try again.',
 *   });
 *   <VoteColumn onVote={vote.run} busy={vote.pending} />
 *
 * `run(...args)`:
 * - does nothing while the current user is still loading or the previous run is still pending
 *   (a double click sends one request);
 * - for a visitor, shows the 'Login required' toast with `signIn` (a string, or `{title,
 *   description}`) and does not call `action`;
 * - when `refuse(user, ...args)` answers a message (`{title, description}`, e.g. your own
 *   project), shows it and does not call `action`;
 * - else awaits `action(...args)` with `pending` true; when it throws, shows `failureTitle`
 *   ('Error' unless given) with the server's message, else `failure`. Answers what `action` answered (undefined when it did not
 *   run or failed), so the caller can show its own success toast.
 */
export function useGatedAction(
  action,
  { signIn, failure = 'Something went wrong. Please try again.', failureTitle = 'Error', refuse } = {},
) {
  const { user } = useCurrentUser();
  const { toast } = useToast();
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const latest = useRef();
  latest.current = { action, signIn, failure, failureTitle, refuse, user, toast };

  const run = useCallback(async (...args) => {
    const current = latest.current;
    if (current.user === undefined || running.current) return undefined;
    if (!current.user) {
      const message =
        typeof current.signIn === 'object' && current.signIn ? current.signIn : { description: current.signIn };
      current.toast({ title: 'Login required', variant: 'destructive', ...message });
      return undefined;
    }
    const refusal = current.refuse?.(current.user, ...args);
    if (refusal) {
      current.toast({ variant: 'destructive', ...refusal });
      return undefined;
    }
    running.current = true;
    setPending(true);
    try {
      return await current.action(...args);
    } catch (error) {
      current.toast({
        title: current.failureTitle,
        description: errorMessage(error, current.failure),
        variant: 'destructive',
      });
      return undefined;
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);

  return { run, pending, user };
}
