import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useRegister } from '../../api/auth';
import { errorMessage, fieldErrors } from '../../api/client';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { TextField } from '../../components/TextField/TextField';
import { usePageMeta } from '../../hooks/usePageMeta';
import { AuthCard, Footnote, Form } from './AuthCard';
import { registerSchema, validate } from './schemas';

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
  const [values, setValues] = useState({ email: '', username: '', password: '', terms: false });
  const [errors, setErrors] = useState({});
  const [formError, setFormError] = useState(null);
  const [submitting, setSubmitting] = useState(false);

  const change = (field) => (event) => {
    const value = event.target.type === 'checkbox' ? event.target.checked : event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event) => {
    event.preventDefault();
    setFormError(null);
    const candidate = { ...values, email: values.email.trim(), username: values.username.trim() };
    const { errors: invalid } = validate(registerSchema, candidate);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;

    setSubmitting(true);
    try {
      const { email, username, password } = candidate;
      await register({ email, username, password });
      navigate('/subscribe');
    } catch (error) {
      setFormError(errorMessage(error, 'Registration failed'));
      setErrors(fieldErrors(error));
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title="Create your account" subtitle="Free forever. Start sharing in minutes.">
      {formError && <Alert variant="error">{formError}</Alert>}
      <Form onSubmit={onSubmit} noValidate aria-label="Create account">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={values.email}
          onChange={change('email')}
          error={errors.email}
        />
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          placeholder="ada_l"
          hint="3 to 30 letters, numbers, underscores or hyphens."
          value={values.username}
          onChange={change('username')}
          error={errors.username}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
          value={values.password}
          onChange={change('password')}
          error={errors.password}
        />
        <Checkbox
          name="terms"
          checked={values.terms}
          onChange={change('terms')}
          error={errors.terms}
          label={
            <>
              I agree to the <Link to="/terms">Terms of Service</Link> and{' '}
              <Link to="/privacy">Privacy Policy</Link>
            </>
          }
        />
        <Button type="submit" block size="lg" disabled={submitting}>
          {submitting ? 'Creating account...' : 'Create account'}
        </Button>
      </Form>
      <Footnote>
        Already have an account? <Link to="/auth/login">Log in</Link>
      </Footnote>
    </AuthCard>
  );
}
