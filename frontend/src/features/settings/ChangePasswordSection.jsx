import styled from 'styled-components';
import { changePassword } from '../../api/account';
import { errorMessage } from '../../api/client';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { ReauthDialog } from '../../components/ReauthDialog/ReauthDialog';
import { useToast } from '../../components/Toast/ToastProvider';
import { useForm } from '../../hooks/useForm';
import { useReauth } from '../../hooks/useReauth';
import { changePasswordSchema } from './schemas';

export const PASSWORD_CHANGED = 'Your password has been changed. You were signed out on every other device.';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 28rem;
`;

const EMPTY = { currentPassword: '', newPassword: '' };

/**
 * Change password: the current one first, then a new one by the registration rules. On success
 * every other session of the member ends; this one stays.
 */
export function ChangePasswordSection() {
  const { toast } = useToast();
  const form = useForm(changePasswordSchema, EMPTY);
  const reauth = useReauth();
  const submit = form.handleSubmit(async (payload) => {
    await reauth.run(() => changePassword(payload));
    form.reset(EMPTY);
    toast({ title: 'Password changed', description: PASSWORD_CHANGED });
  });
  const formError =
    form.failure && !form.failure.info?.errors && errorMessage(form.failure, 'Could not change the password');
  return (
    <>
      <Form onSubmit={submit} noValidate aria-label="Change password">
        {formError && <Alert variant="error">{formError}</Alert>}
        <PasswordField label="Current password" autoComplete="current-password" {...form.field('currentPassword')} />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
          {...form.field('newPassword')}
        />
        <div>
          <Button type="submit" disabled={form.submitting} aria-busy={form.submitting || undefined}>
            {form.submitting ? 'Changing...' : 'Change password'}
          </Button>
        </div>
      </Form>
      <ReauthDialog {...reauth.dialogProps} />
    </>
  );
}
