import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useDeleteAccount } from '../../api/account';
import { errorMessage } from '../../api/client';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Dialog, DialogActions } from '../../components/Dialog/Dialog';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { ReauthDialog } from '../../components/ReauthDialog/ReauthDialog';
import { useToast } from '../../components/Toast/ToastProvider';
import { useForm } from '../../hooks/useForm';
import { useReauth } from '../../hooks/useReauth';
import { deleteAccountSchema } from './schemas';

export const DELETE_WARNING =
  'This permanently deletes your profile, threads, projects, posts, comments, votes, likes and friends. It cannot be undone. People you messaged keep their copy of your conversations, shown as from a deleted member.';
export const ACCOUNT_DELETED = 'Your account and everything you posted have been deleted.';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: start;
  p { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

/**
 * The confirmation: the warning, the password (the only way in; a wrong one changes nothing),
 * and a danger button. On success the member is signed out everywhere and lands on the home page.
 */
export function DeleteAccountDialog({ open, onClose }) {
  const deleteAccount = useDeleteAccount();
  const navigate = useNavigate();
  const { toast } = useToast();
  const form = useForm(deleteAccountSchema, { password: '' });
  const reauth = useReauth();
  const submit = form.handleSubmit(async (payload) => {
    await reauth.run(() => deleteAccount(payload));
    toast({ title: 'Account deleted', description: ACCOUNT_DELETED });
    navigate('/', { replace: true });
  });
  const formError =
    form.failure && !form.failure.info?.errors && errorMessage(form.failure, 'Could not delete the account');
  return (
    <Dialog
      open={open}
      onClose={form.submitting ? undefined : onClose}
      title="Delete your account?"
      description={DELETE_WARNING}
    >
      <Form onSubmit={submit} noValidate aria-label="Delete account">
        {formError && <Alert variant="error">{formError}</Alert>}
        <PasswordField label="Your password" autoComplete="current-password" {...form.field('password')} />
        <DialogActions>
          <Button variant="outline" onClick={onClose} disabled={form.submitting}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={form.submitting} aria-busy={form.submitting || undefined}>
            {form.submitting ? 'Deleting...' : 'Delete my account forever'}
          </Button>
        </DialogActions>
      </Form>
      <ReauthDialog {...reauth.dialogProps} />
    </Dialog>
  );
}

/** Delete my account: what it removes, and the button that opens the confirmation. */
export function DeleteAccountSection({ initiallyOpen = false }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <Body>
      <p>Once your account is deleted it cannot be restored. Download your data first if you want to keep it.</p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} />
    </Body>
  );
}
