import { Link } from 'react-router-dom';
import { ButtonLink } from '../../components/Button/Button';
import { usePageMeta } from '../../hooks/usePageMeta';
import { AuthCard, Footnote } from './AuthCard';

/** /auth/forgot-password: reset by email does not exist yet, so this says how to get help. */
export function ForgotPasswordPage() {
  usePageMeta({ title: 'Forgot password', description: 'How to get back into your DevNet account.' });
  return (
    <AuthCard title="Forgot your password?">
      <p>
        Resetting a password by email is not available yet. Contact our support team and we will
        help you get back into your account.
      </p>
      <ButtonLink to="/contact" block size="lg">
        Contact Support
      </ButtonLink>
      <Footnote>
        Remembered it? <Link to="/auth/login">Back to log in</Link>
      </Footnote>
    </AuthCard>
  );
}
