import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '../../api/auth';
import { Container } from '../../components/Container/Container';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { SignInPrompt } from '../../components/SignInPrompt/SignInPrompt';
import { usePageMeta } from '../../hooks/usePageMeta';
import { BlockedMutedSection } from './BlockedMutedSection';
import { ChangePasswordSection } from './ChangePasswordSection';
import { DataExportSection } from './DataExportSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { FollowedTagsSection } from './FollowedTagsSection';
import { MailSection } from './MailSection';
import { NotificationPreferencesSection } from './NotificationPreferencesSection';
import { TwoFactorSection } from './TwoFactorSection';
import { PasskeysSection } from './PasskeysSection';
import { SessionsSection } from './SessionsSection';

/**
 * The page's sections, in order: `{id, title, Component}`; each Component gets `{user}` (the page
 * draws the title). Each is reachable as `/settings#<id>` (a 'New sign-in' notice leads to
 * `#sessions`). A new section is one line here. Deleting the account stays last (the danger zone).
 */
export const SECTIONS = [
  { id: 'password', title: 'Change password', Component: ChangePasswordSection },
  { id: 'two-factor', title: 'Two-factor authentication', Component: TwoFactorSection },
  { id: 'passkeys', title: 'Passkeys', Component: PasskeysSection },
  { id: 'sessions', title: 'Sessions', Component: SessionsSection },
  { id: 'blocked', title: 'Blocked and muted people', Component: BlockedMutedSection },
  { id: 'followed-tags', title: 'Followed tags', Component: FollowedTagsSection },
  { id: 'notifications', title: 'Notifications', Component: NotificationPreferencesSection },
  { id: 'mail', title: 'Email', Component: MailSection },
  { id: 'data', title: 'Download my data', Component: DataExportSection },
  { id: 'delete', title: 'Delete my account', Component: DeleteAccountSection, danger: true },
];

const Page = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  padding-top: ${({ theme }) => theme.space(8)};
  padding-bottom: ${({ theme }) => theme.space(12)};
  h1 { font-size: ${({ theme }) => theme.font.size['3xl']}; }
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space(6)};
  }
  border: 1px solid ${({ theme, $danger }) => ($danger ? theme.color.danger : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  h2 { font-size: ${({ theme }) => theme.font.size.lg}; }
  /* A long label ('Set up two-factor authentication') wraps on a phone instead of widening the page. */
  button { white-space: normal; text-align: center; }
`;

/** /settings: the member's own account (linked from the avatar menu). Visitors get Access Denied. */
export function SettingsPage({ sections = SECTIONS }) {
  usePageMeta({ title: 'Settings' });
  const { user, isLoading } = useCurrentUser();
  const { hash } = useLocation();
  const ready = Boolean(user);
  // The sections appear once the member is known, after the router's own scroll to the #hash ran.
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [ready, hash]);
  if (isLoading) return <LoadingState label="Loading settings..." />;
  if (!user) return <SignInPrompt>Please log in to manage your settings.</SignInPrompt>;
  return (
    <Page $size="text">
      <h1 id="settings-heading">Settings</h1>
      {sections.map(({ id, title, Component, danger }) => (
        <Section key={id} id={id} aria-labelledby={`settings-${id}`} $danger={danger}>
          <h2 id={`settings-${id}`}>{title}</h2>
          <Component user={user} />
        </Section>
      ))}
    </Page>
  );
}
