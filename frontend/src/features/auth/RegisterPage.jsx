import { Link, useNavigate } from 'react-router-dom';
import { useRegister } from '../../api/auth';
import { errorMessage } from '../../api/client';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { TextField } from '../../components/TextField/TextField';
import { useForm } from '../../hooks/useForm';
import { usePageMeta } from '../../hooks/usePageMeta';
import { AuthCard, Footnote, Form } from './AuthCard';
import { registerSchema } from './schemas';

/**
 * Register (/register and /auth/register). The server signs the new member in; the page then
 * goes to /subscribe. Failures show the server's message, else 'Registration failed'.
 */
export function RegisterPage() {
  usePageMeta({
    title: 'Sign up',
    description: 'Join DevNet for free: threads, projects, profiles and messaging for developers.',
  });
  const register = useRegister();
  const navigate = useNavigate();
  const form = useForm(
    registerSchema,
    { email: '', username: '', password: '', terms: false },
    { prepare: (values) => ({ ...values, email: values.email.trim(), username: values.username.trim() }) },
  );

  const onSubmit = form.handleSubmit(async ({ email, username, password }) => {
    await register({ email, username, password });
    navigate('/subscribe');
  });
  const formError = form.failure && errorMessage(form.failure, 'Registration failed');

  return (
    <AuthCard title="Create your account" subtitle="Free forever. Start sharing in minutes.">
      {formError && <Alert variant="error">{formError}</Alert>}
      <Form onSubmit={onSubmit} noValidate aria-label="Create account">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...form.field('email')}
        />
        <TextField
          label="Username"
          autoComplete="username"
          placeholder="ada_l"
          hint="3 to 30 letters, numbers, underscores or hyphens."
          {...form.field('username')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
          {...form.field('password')}
        />
        <Checkbox
          {...form.field('terms')}
          label={
            <>
              I agree to the <Link to="/terms">Terms of Service</Link> and <Link to="/privacy">Privacy Policy</Link>
            </>
          }
        />
        <Button type="submit" block size="lg" disabled={form.submitting}>
          {form.submitting ? 'Creating account...' : 'Create account'}
        </Button>
      </Form>
      <Footnote>
        Already have an account? <Link to="/auth/login">Log in</Link>
      </Footnote>
    </AuthCard>
  );
}
