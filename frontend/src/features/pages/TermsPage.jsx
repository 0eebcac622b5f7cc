import { Link } from 'react-router-dom';
import { usePageMeta } from '../../hooks/usePageMeta';
import { EFFECTIVE_DATE } from './PrivacyPage';
import { Effective, Prose } from './Prose';

export function TermsPage() {
  usePageMeta({
    title: 'Terms of Service',
    description: 'The terms for using DevNet, the free developer social network.',
  });
  return (
    <Prose>
      <h1>Terms of Service</h1>
      <Effective>These terms are effective {EFFECTIVE_DATE}.</Effective>
      <p>
        By creating an account or using DevNet you agree to these terms. If you do not agree, please do not use DevNet.
      </p>
      <h2>Your account</h2>
      <p>
        You must give a valid email address and keep your password secret. You are responsible for what happens under
        your account. One person, one account.
      </p>
      <h2>Price</h2>
      <p>
        DevNet is free. There is one plan, Free, at 0 USD per month, and it includes every feature. No subscription or
        payment is needed to create threads or projects, post to the feed, message other members or appear in the
        developers directory.
      </p>
      <h2>Your content</h2>
      <p>
        You keep the rights to what you post. You give DevNet permission to store and show it so the service can work.
        Only post content you have the right to share.
      </p>
      <h2>Community rules</h2>
      <ul>
        <li>Be respectful. No harassment, hate speech or threats.</li>
        <li>No spam, scams or misleading freelance offers.</li>
        <li>No malware, and no attempts to break or overload the service.</li>
      </ul>
      <p>
        Moderators may hide content or suspend accounts that break these rules. You can report anything that looks
        wrong.
      </p>
      <h2>Freelance work</h2>
      <p>
        DevNet helps developers and clients find each other. Agreements for paid work are between you and the other
        party; DevNet is not part of them.
      </p>
      <h2>No warranty</h2>
      <p>
        DevNet is in alpha and provided as is. We work to keep it available and your data safe, but cannot promise that
        it will always be.
      </p>
      <h2>Contact</h2>
      <p>
        Questions about these terms? <Link to="/contact">Contact support</Link>.
      </p>
    </Prose>
  );
}
