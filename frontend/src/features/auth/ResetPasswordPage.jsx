import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { resetPassword } from '../../api/auth';
import { errorMessage } from '../../api/client';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { useForm } from '../../hooks/useForm';
import { usePageMeta } from '../../hooks/usePageMeta';
import { AuthCard, Footnote, Form } from './AuthCard';
import { resetPasswordSchema } from './schemas';

export const PASSWORD_CHANGED = 'Your password has been changed. Log in with the new one.';

/**
 * /auth/reset-password?token=...: the page a reset link opens. The new password follows the
 * register rules; on success every session has ended and the page goes to the login screen.
 */
export function ResetPasswordPage() {
  usePageMeta({ title: 'Choose a new password', description: 'Set a new password for your DevNet account.' });
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const form = useForm(resetPasswordSchema, { password: '' });
  const onSubmit = form.handleSubmit(async ({ password }) => {
    await resetPassword({ token, password });
    navigate('/auth/login', { replace: true, state: { notice: PASSWORD_CHANGED } });
  });
  // A refused password (too common, say) shows under its field; the box is for the link's failures.
  const formError =
    form.failure && !form.failure.info?.errors?.password && errorMessage(form.failure, 'Could not change the password');

  if (!token) {
    return (
      <AuthCard title="Choose a new password">
        <Alert variant="error">This reset link is invalid or has expired</Alert>
        <Footnote>
          <Link to="/auth/forgot-password">Ask for a new link</Link>
        </Footnote>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" subtitle="You will be signed out everywhere, then log in again.">
      {formError && <Alert variant="error">{formError}</Alert>}
      <Form onSubmit={onSubmit} noValidate aria-label="Password reset">
        <PasswordField label="New password" autoComplete="new-password" {...form.field('password')} />
        <Button type="submit" block size="lg" disabled={form.submitting}>
          {form.submitting ? 'Saving...' : 'Set new password'}
        </Button>
      </Form>
      <Footnote>
        Link expired? <Link to="/auth/forgot-password">Ask for a new one</Link>
      </Footnote>
    </AuthCard>
  );
}
