import { Link } from 'react-router-dom';
import { usePageMeta } from '../../hooks/usePageMeta';
import { Effective, Prose } from './Prose';

export const EFFECTIVE_DATE = 'January 1, 2025';

export function PrivacyPage() {
  usePageMeta({ title: 'Privacy Policy', description: 'How DevNet collects, uses and protects your information.' });
  return (
    <Prose>
      <h1>Privacy Policy</h1>
      <Effective>This policy is effective {EFFECTIVE_DATE}.</Effective>
      <p>
        DevNet is a social network for software developers. This policy explains what we collect when you use DevNet,
        why, and the choices you have.
      </p>
      <h2>Information we collect</h2>
      <ul>
        <li>Account details you give us: email address, username and password (stored only as a secure hash).</li>
        <li>
          Profile details you choose to share: display name, bio, skills, hourly rate, availability for work, avatar or
          profile photo.
        </li>
        <li>Content you post: threads, projects, feed posts, comments, votes, likes and the images you upload.</li>
        <li>Messages you send to other members, and your friend connections.</li>
        <li>Basic usage data such as page and profile views, used for your analytics dashboard.</li>
      </ul>
      <h2>How we use it</h2>
      <p>
        We use your information to run DevNet: to show your profile and content, deliver your messages, count views for
        your analytics, keep the community safe and answer support requests. We do not sell your personal information.
      </p>
      <h2>What others can see</h2>
      <p>
        Your profile, threads, projects and posts are public to other members and visitors. Your email address is never
        shown to other members. Direct messages are visible only to you and the person you write to.
      </p>
      <h2>Cookies</h2>
      <p>
        DevNet uses one session cookie to keep you signed in. Your theme choice and, if you ask for it, your login email
        are stored in your browser&apos;s local storage.
      </p>
      <h2>Your choices</h2>
      <p>
        You can edit your profile at any time. To export or delete your account, please{' '}
        <Link to="/contact">contact support</Link>.
      </p>
      <h2>Changes</h2>
      <p>If we change this policy we will update the effective date above.</p>
    </Prose>
  );
}
