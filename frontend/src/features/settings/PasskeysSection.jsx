import { useState } from 'react';
import styled from 'styled-components';
import { passkeyErrorMessage, passkeysSupported, usePasskeyMutations, usePasskeys } from '../../api/passkeys';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Dialog, DialogActions } from '../../components/Dialog/Dialog';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { ReauthDialog } from '../../components/ReauthDialog/ReauthDialog';
import { RelativeTime } from '../../components/RelativeTime/RelativeTime';
import { TextField } from '../../components/TextField/TextField';
import { useToast } from '../../components/Toast/ToastProvider';
import { useForm } from '../../hooks/useForm';
import { useReauth } from '../../hooks/useReauth';
import { passkeyNameSchema } from './schemas';
import { Body, Muted, List, Row } from './sectionLayout';

export const PASSKEYS_EXPLAINED =
  'A passkey signs you in with your fingerprint, face or device PIN instead of your password. It stays on your device or in your password manager; DevNet keeps only its public key.';
export const NOT_SUPPORTED = 'This browser cannot use passkeys. Try a recent Chrome, Edge, Firefox or Safari.';

const What = styled.span`
  flex: 1 1 14rem;
  display: grid;
  min-width: 0;
  strong { overflow-wrap: anywhere; }
  span { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

/**
 * The name prompt, for adding a passkey (`passkey` null: the browser then asks the authenticator)
 * and for renaming one. `onSave(name)` does the work; its failures show in the dialog.
 */
export function PasskeyNameDialog({ open, passkey, onSave, onClose }) {
  const adding = !passkey;
  const form = useForm(
    passkeyNameSchema,
    { name: passkey?.name ?? '' },
    { prepare: ({ name }) => ({ name: name.trim() }) },
  );
  const submit = form.handleSubmit(async ({ name }) => onSave(name));
  const formError =
    form.failure && !form.failure.info?.errors && passkeyErrorMessage(form.failure, 'Could not save the passkey');
  return (
    <Dialog
      open={open}
      onClose={form.submitting ? undefined : onClose}
      title={adding ? 'Add a passkey' : 'Rename passkey'}
      description={
        adding
          ? 'Name it after the device or password manager that keeps it. Your browser then asks you to confirm with your fingerprint, face or PIN.'
          : undefined
      }
    >
      <Form onSubmit={submit} noValidate aria-label={adding ? 'Add a passkey' : 'Rename passkey'}>
        {formError && <Alert variant="error">{formError}</Alert>}
        <TextField label="Passkey name" placeholder="My laptop" maxLength={64} {...form.field('name')} />
        <DialogActions>
          <Button variant="outline" onClick={onClose} disabled={form.submitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={form.submitting} aria-busy={form.submitting || undefined}>
            {adding ? (form.submitting ? 'Waiting for your device...' : 'Continue') : 'Save'}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/**
 * Settings, 'Passkeys' (a section of SettingsPage): the member's passkeys with their name, when
 * each was added and last used, Rename and Remove on each, and 'Add a passkey' (a name first, then
 * the browser's own passkey prompt). Browsers without WebAuthn get a sentence instead of the button.
 * Adding and removing may ask the member to confirm it is them first (useReauth); renaming does not.
 */
export function PasskeysSection({ supported = passkeysSupported() }) {
  const { passkeys, error, isLoading } = usePasskeys();
  const { add, rename, remove } = usePasskeyMutations();
  const { toast } = useToast();
  const reauth = useReauth();
  const [editing, setEditing] = useState(null); // null: closed; {passkey: null}: adding; {passkey}: renaming
  const [removing, setRemoving] = useState(null);

  const close = () => setEditing(null);
  const save = async (name) => {
    if (editing.passkey) {
      await rename(editing.passkey.id, name);
      toast({ title: 'Passkey renamed', description: `It is now called "${name}".` });
    } else {
      await reauth.run(() => add(name));
      toast({ title: 'Passkey added', description: 'You can now sign in with it, no password needed.' });
    }
    close();
  };
  const drop = async (passkey) => {
    setRemoving(passkey.id);
    try {
      await reauth.run(() => remove(passkey.id));
      toast({ title: 'Passkey removed', description: `"${passkey.name}" no longer signs you in.` });
    } catch (failure) {
      toast({ title: 'That did not work', description: passkeyErrorMessage(failure, 'Please try again.') });
    } finally {
      setRemoving(null);
    }
  };

  let list;
  if (isLoading && !passkeys) list = <LoadingState label="Loading passkeys..." />;
  else if (error && !passkeys)
    list = <Alert variant="error">Your passkeys could not be loaded. Please try again later.</Alert>;
  else if (!passkeys?.length) list = <Muted>You have no passkeys yet.</Muted>;
  else {
    list = (
      <List aria-label="Your passkeys">
        {passkeys.map((passkey) => (
          <Row key={passkey.id}>
            <What>
              <strong>{passkey.name}</strong>
              <span>
                Added <RelativeTime value={passkey.createdAt} /> ·{' '}
                {passkey.lastUsedAt ? (
                  <>
                    Last used <RelativeTime value={passkey.lastUsedAt} />
                  </>
                ) : (
                  'Never used'
                )}
              </span>
            </What>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Rename ${passkey.name}`}
              onClick={() => setEditing({ passkey })}
            >
              Rename
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={removing === passkey.id}
              aria-label={`Remove ${passkey.name}`}
              onClick={() => drop(passkey)}
            >
              Remove
            </Button>
          </Row>
        ))}
      </List>
    );
  }

  return (
    <Body>
      <Muted>{PASSKEYS_EXPLAINED}</Muted>
      {list}
      {supported ? (
        <Button onClick={() => setEditing({ passkey: null })}>Add a passkey</Button>
      ) : (
        <Alert variant="info">{NOT_SUPPORTED}</Alert>
      )}
      {editing && (
        <PasskeyNameDialog
          key={editing.passkey?.id ?? 'new'}
          open
          passkey={editing.passkey}
          onSave={save}
          onClose={close}
        />
      )}
      <ReauthDialog {...reauth.dialogProps} />
    </Body>
  );
}
