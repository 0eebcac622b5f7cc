import { useState } from 'react';
import { Link } from 'react-router-dom';
import { requestPasswordReset } from '../../api/auth';
import { errorMessage, fieldErrors } from '../../api/client';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { TextField } from '../../components/TextField/TextField';
import { usePageMeta } from '../../hooks/usePageMeta';
import { AuthCard, Footnote, Form } from './AuthCard';
import { forgotPasswordSchema, validate } from './schemas';

/**
 * /auth/forgot-password: asks for a reset link by mail. The server answers the same whether the
 * email has an account, and this page shows that answer; failures show in the red box.
 */
export function ForgotPasswordPage() {
  usePageMeta({ title: 'Forgot password', description: 'Get a link to reset your DevNet password.' });
  const [email, setEmail] = useState('');
  const [error, setError] = useState();
  const [formError, setFormError] = useState(null);
  const [sent, setSent] = useState(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event) => {
    event.preventDefault();
    setFormError(null);
    const { errors } = validate(forgotPasswordSchema, { email: email.trim() });
    setError(errors.email);
    if (errors.email) return;
    setSubmitting(true);
    try {
      const answer = await requestPasswordReset({ email: email.trim() });
      setSent(answer?.message ?? 'Check your inbox for a link to reset your password.');
    } catch (failure) {
      setFormError(errorMessage(failure, 'Could not send the reset link'));
      setError(fieldErrors(failure).email);
    } finally {
      setSubmitting(false);
    }
  };

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
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
            error={error}
          />
          <Button type="submit" block size="lg" disabled={submitting}>
            {submitting ? 'Sending...' : 'Send reset link'}
          </Button>
        </Form>
      )}
      <Footnote>
        Remembered it? <Link to="/auth/login">Back to log in</Link>
      </Footnote>
    </AuthCard>
  );
}
