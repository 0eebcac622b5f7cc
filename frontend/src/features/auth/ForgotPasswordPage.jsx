import { useState } from 'react';
import { Link } from 'react-router-dom';
import { requestPasswordReset } from '../../api/auth';
import { errorMessage } from '../../api/client';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { TextField } from '../../components/TextField/TextField';
import { useForm } from '../../hooks/useForm';
import { usePageMeta } from '../../hooks/usePageMeta';
import { AuthCard, Footnote, Form } from './AuthCard';
import { forgotPasswordSchema } from './schemas';

/**
 * /auth/forgot-password: asks for a reset link by mail. The server answers the same whether the
 * email has an account, and this page shows that answer; failures show in the red box.
 */
export function ForgotPasswordPage() {
  usePageMeta({ title: 'Forgot password', description: 'Get a link to reset your DevNet password.' });
  const [sent, setSent] = useState(null);
  const form = useForm(forgotPasswordSchema, { email: '' }, { prepare: (values) => ({ email: values.email.trim() }) });
  const onSubmit = form.handleSubmit(async (payload) => {
    const answer = await requestPasswordReset(payload);
    setSent(answer?.message ?? 'Check your inbox for a link to reset your password.');
  });
  const formError = form.failure && errorMessage(form.failure, 'Could not send the reset link');

  return (
    <AuthCard title="Forgot your password?" subtitle="We will mail you a link to choose a new one.">
      {formError && <Alert variant="error">{formError}</Alert>}
      {sent ? (
        <Alert variant="info">{sent} The link works once, within an hour.</Alert>
      ) : (
        <Form onSubmit={onSubmit} noValidate aria-label="Reset password">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...form.field('email')}
          />
          <Button type="submit" block size="lg" disabled={form.submitting}>
            {form.submitting ? 'Sending...' : 'Send reset link'}
          </Button>
        </Form>
      )}
      <Footnote>
        Remembered it? <Link to="/auth/login">Back to log in</Link>
      </Footnote>
    </AuthCard>
  );
}
