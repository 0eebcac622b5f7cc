import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useLogin } from '../../api/auth';
import { errorMessage, fieldErrors } from '../../api/client';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { TextField } from '../../components/TextField/TextField';
import { usePageMeta } from '../../hooks/usePageMeta';
import { AuthCard, Footnote, Form, Row } from './AuthCard';
import { safeRedirect } from './redirect';
import { readRememberedEmail, saveRememberedEmail } from './rememberedEmail';
import { loginSchema, validate } from './schemas';

/**
 * Login (/login and /auth/login). On success the user is cached as the current user and the
 * page goes to the redirectTo query parameter when it is a path on this site, else /feed.
 * Failures show in a red box above the form: the server's message, else 'Login failed'.
 */
export function LoginPage() {
  usePageMeta({ title: 'Log in', description: 'Log in to DevNet, the social network for software developers.' });
  const login = useLogin();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const notice = useLocation().state?.notice;
  const [remembered] = useState(readRememberedEmail);
  const [values, setValues] = useState({ email: remembered ?? '', password: '' });
  const [remember, setRemember] = useState(remembered !== null);
  const [errors, setErrors] = useState({});
  const [formError, setFormError] = useState(null);
  const [submitting, setSubmitting] = useState(false);

  const change = (field) => (event) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event) => {
    event.preventDefault();
    setFormError(null);
    const credentials = { email: values.email.trim(), password: values.password };
    const { errors: invalid } = validate(loginSchema, credentials);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;

    saveRememberedEmail(credentials.email, remember);
    setSubmitting(true);
    try {
      await login(credentials);
      navigate(safeRedirect(searchParams.get('redirectTo')), { replace: true });
    } catch (error) {
      setFormError(errorMessage(error, 'Login failed'));
      setErrors(fieldErrors(error));
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title="Welcome back" subtitle="Log in to your DevNet account">
      {notice && !formError && <Alert variant="info">{notice}</Alert>}
      {formError && <Alert variant="error">{formError}</Alert>}
      <Form onSubmit={onSubmit} noValidate aria-label="Log in">
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
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
          error={errors.password}
        />
        <Row>
          <Checkbox label="Remember me" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          <Link to="/auth/forgot-password">Forgot password?</Link>
        </Row>
        <Button type="submit" block size="lg" disabled={submitting}>
          {submitting ? 'Logging in...' : 'Log in'}
        </Button>
      </Form>
      <Footnote>
        Don&apos;t have an account? <Link to="/register">Sign up</Link>
      </Footnote>
    </AuthCard>
  );
}
