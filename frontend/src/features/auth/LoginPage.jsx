import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useLogin } from '../../api/auth';
import { errorMessage } from '../../api/client';
import { enrolmentDue } from '../../api/twoFactor';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { TextField } from '../../components/TextField/TextField';
import { useForm } from '../../hooks/useForm';
import { usePageMeta } from '../../hooks/usePageMeta';
import { AuthCard, Footnote, Form, Row } from './AuthCard';
import { PasskeySignInButton } from './PasskeySignInButton';
import { safeRedirect } from './redirect';
import { SecondFactorForm } from './SecondFactorForm';
import { readRememberedEmail, saveRememberedEmail } from './rememberedEmail';
import { loginSchema } from './schemas';

/**
 * Login (/login and /auth/login). On success the user is cached as the current user and the
 * page goes to the redirectTo query parameter when it is a path on this site, else /feed.
 * Failures show in a red box above the form: the server's message, else 'Login failed'. Under the
 * form, 'Sign in with a passkey' signs in with a passkey alone (no email; docs/account.md).
 */
export function LoginPage() {
  usePageMeta({ title: 'Log in', description: 'Log in to DevNet, the social network for software developers.' });
  const login = useLogin();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const notice = useLocation().state?.notice;
  const [remembered] = useState(readRememberedEmail);
  const [remember, setRemember] = useState(remembered !== null);
  const [secondFactor, setSecondFactor] = useState(null);
  const form = useForm(
    loginSchema,
    { email: remembered ?? '', password: '' },
    { prepare: (values) => ({ email: values.email.trim(), password: values.password }) },
  );

  const goOn = async (user) => {
    navigate((await enrolmentDue(user)) ?? safeRedirect(searchParams.get('redirectTo')), { replace: true });
  };
  const onSubmit = form.handleSubmit(async (credentials) => {
    saveRememberedEmail(credentials.email, remember);
    const answer = await login(credentials);
    if (answer?.secondFactor) {
      setSecondFactor(answer.secondFactor);
      return;
    }
    await goOn(answer);
  });
  const formError = form.failure && errorMessage(form.failure, 'Login failed');

  if (secondFactor) {
    return (
      <AuthCard title="Two-factor authentication" subtitle="One more step to log in">
        <SecondFactorForm
          methods={secondFactor.methods}
          onSignedIn={goOn}
          onCancel={() => {
            setSecondFactor(null);
            form.reset({ email: form.values.email, password: '' });
          }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Welcome back" subtitle="Log in to your DevNet account">
      {notice && !formError && <Alert variant="info">{notice}</Alert>}
      {formError && <Alert variant="error">{formError}</Alert>}
      <Form onSubmit={onSubmit} noValidate aria-label="Log in">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...form.field('email')}
        />
        <PasswordField label="Password" autoComplete="current-password" {...form.field('password')} />
        <Row>
          <Checkbox label="Remember me" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          <Link to="/auth/forgot-password">Forgot password?</Link>
        </Row>
        <Button type="submit" block size="lg" disabled={form.submitting}>
          {form.submitting ? 'Logging in...' : 'Log in'}
        </Button>
      </Form>
      <PasskeySignInButton
        onSignedIn={() => navigate(safeRedirect(searchParams.get('redirectTo')), { replace: true })}
      />
      <Footnote>
        Don&apos;t have an account? <Link to="/register">Sign up</Link>
      </Footnote>
    </AuthCard>
  );
}
