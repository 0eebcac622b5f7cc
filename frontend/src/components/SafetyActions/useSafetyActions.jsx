import { useState } from 'react';
import { useSafetyMutations } from '../../api/safety';
import { useGatedAction } from '../../hooks/useGatedAction';
import { ConfirmDialog } from '../Dialog/Dialog';
import { useToast } from '../Toast/ToastProvider';

const SIGN_IN = 'Please log in to block or mute members.';

/** What a block does, as the confirmation says it (docs/safety.md). */
export const BLOCK_EXPLAINED =
  'They will not be able to message you or send you a friend request, and neither of you will see ' +
  "the other's posts, threads, projects or comments. A friendship or pending request between you ends. " +
  'They are not notified.';

const handle = (person) => `@${person.username}`;

/** 'Block @name?': what a block does, Cancel and Block (`busy` while it runs). */
export function BlockConfirmDialog({ open, person, busy = false, onCancel, onConfirm }) {
  return (
    <ConfirmDialog
      open={open}
      title={`Block ${handle(person)}?`}
      description={BLOCK_EXPLAINED}
      confirmLabel="Block"
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}

/**
 * The block and mute actions on another member (`person`: a User, with `isBlocked` and `isMuted`
 * when the screen knows them, as a profile does): `{items, dialog}`. `items` are Menu items
 * (Mute or Unmute, Block or Unblock; none when `enabled` is false or there is no person), to put
 * beside a screen's own items; `dialog` is the block confirmation, to render once. Every action
 * says what it did in a toast; Block asks first, the rest are one step and undone as easily.
 */
export function useSafetyActions(person, { enabled = true } = {}) {
  const [confirming, setConfirming] = useState(false);
  const mutations = useSafetyMutations();
  const { toast } = useToast();
  const options = { signIn: SIGN_IN, failure: 'Please try again.', failureTitle: 'That did not work' };
  // One gated runner for the four actions (`run(kind, id)`): a feed renders this hook per card,
  // and each runner is a subscription to the current member.
  const gated = useGatedAction((kind, userId) => mutations[kind](userId), options);

  if (!enabled || !person) return { items: [], dialog: null };
  const who = handle(person);
  const done = (title, description) => (relation) => relation && toast({ title, description });

  const items = [
    person.isMuted
      ? {
          label: `Unmute ${who}`,
          onSelect: () => gated.run('unmute', person.id).then(done(`Unmuted ${who}`, 'Their posts show again.')),
        }
      : {
          label: `Mute ${who}`,
          onSelect: () =>
            gated
              .run('mute', person.id)
              .then(done(`Muted ${who}`, 'Their posts, threads and comments are hidden from you. They are not told.')),
        },
    person.isBlocked
      ? {
          label: `Unblock ${who}`,
          onSelect: () =>
            gated.run('unblock', person.id).then(done(`Unblocked ${who}`, 'You can see and reach each other again.')),
        }
      : { label: `Block ${who}`, onSelect: () => setConfirming(true) },
  ];

  const dialog = (
    <BlockConfirmDialog
      open={confirming}
      person={person}
      busy={gated.pending}
      onCancel={() => setConfirming(false)}
      onConfirm={async () => {
        const relation = await gated.run('block', person.id);
        setConfirming(false);
        done(`Blocked ${who}`, 'You can undo this in Settings, under Blocked and muted.')(relation);
      }}
    />
  );
  return { items, dialog };
}
