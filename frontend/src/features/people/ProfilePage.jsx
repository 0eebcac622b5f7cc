import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '../../api/auth';
import { useSafetyMutations } from '../../api/safety';
import { useUser } from '../../api/users';
import { Alert } from '../../components/Alert/Alert';
import { Avatar } from '../../components/Avatar/Avatar';
import { Button, ButtonLink } from '../../components/Button/Button';
import { Container, PageSection } from '../../components/Container/Container';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { SafetyMenu } from '../../components/SafetyActions/SafetyMenu';
import { SignInPrompt } from '../../components/SignInPrompt/SignInPrompt';
import { StatusScreen } from '../../components/StatusScreen/StatusScreen';
import { TagChips } from '../../components/TagChips/TagChips';
import { useToast } from '../../components/Toast/ToastProvider';
import { useGatedAction } from '../../hooks/useGatedAction';
import { usePageMeta } from '../../hooks/usePageMeta';
import { parsePathId } from '../../hooks/usePathId';
import { ContactDialog } from './ContactDialog';
import { FriendActions } from './FriendActions';
import { ProfileTabs } from './ProfileTabs';
import { formatRate } from './schemas';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(6)};
  align-items: flex-start;
`;

const Who = styled.div`
  flex: 1 1 18rem;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  h1 { font-size: ${({ theme }) => theme.font.size['2xl']}; }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Bio = styled.p`
  white-space: pre-line;
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(9rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  div {
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
  dt { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
  dd { margin: 0; font-size: ${({ theme }) => theme.font.size.xl}; font-weight: ${({ theme }) => theme.font.weight.bold}; }
`;

const Badge = styled.span`
  justify-self: start;
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.badge};
  color: ${({ theme }) => theme.color.badgeText};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Notice = styled(Alert)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

/** What a blocker sees on the profile of the member they blocked, with the way back. */
function BlockedNotice({ person }) {
  const { unblock } = useSafetyMutations();
  const { toast } = useToast();
  const run = useGatedAction(unblock, { failure: 'Please try again.', failureTitle: 'That did not work' });
  return (
    <Notice>
      <span>
        You have blocked @{person.username}. Neither of you can message or befriend the other, and you do not see each
        other&apos;s posts, threads, projects or comments.
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={run.pending}
        onClick={async () => {
          if (await run.run(person.id)) toast({ title: `Unblocked @${person.username}` });
        }}
      >
        Unblock
      </Button>
    </Notice>
  );
}

/** Which profile the address asks for: `{own, id, invalid}` (no id, or the member's own id, is own). */
export function profileTarget(param, user) {
  if (param === undefined) return { own: true, id: user?.id ?? null, invalid: false };
  const id = parsePathId(param);
  if (id === null) return { own: false, id: null, invalid: true };
  return { own: Boolean(user && user.id === id), id, invalid: false };
}

function notFound() {
  return (
    <StatusScreen title="User Not Found" actions={<ButtonLink to="/developers">Browse Developers</ButtonLink>}>
      <p>This member does not exist or is no longer on DevNet.</p>
    </StatusScreen>
  );
}

/**
 * /profile (own) and /profile/{id}. Own when there is no id or it is the member's own id; a
 * visitor on /profile sees 'Access Denied' with a Log in link back here. Shows the avatar,
 * names, bio, skills, rate, stats and the Projects and Threads tabs; the owner gets Edit
 * Profile, other signed-in members the friend actions, the contact dialog and the block and mute
 * menu (a member they blocked: a notice with Unblock instead of the friend and contact buttons; a
 * member who blocked them, `canContact: false`: "You can't contact this member" instead, never a
 * button that can only fail).
 */
export function ProfilePage() {
  const { id: param } = useParams();
  const { user: me, isLoading: meLoading } = useCurrentUser();
  const target = profileTarget(param, me);
  const { user: loaded, error } = useUser(target.invalid ? null : target.id);
  const [contactOpen, setContactOpen] = useState(false);
  // The own profile may show the session's copy while the public one loads.
  const person = loaded ?? (target.own ? me : undefined);
  const name = person ? person.displayName || person.username : null;

  usePageMeta({
    title: name ?? 'Profile',
    description: person ? `${name} (@${person.username}) on DevNet.` : undefined,
    feed: person
      ? {
          title: `DevNet: ${name} (@${person.username})`,
          href: `/feeds/users/${encodeURIComponent(person.username)}.atom`,
        }
      : undefined,
  });

  if (param === undefined) {
    if (meLoading) return <LoadingState />;
    if (!me) return <SignInPrompt>Please login to view your profile</SignInPrompt>;
  }
  if (target.invalid || error?.status === 404) return notFound();
  if (error && !person) {
    return (
      <StatusScreen title="Something went wrong" actions={<ButtonLink to="/developers">Browse Developers</ButtonLink>}>
        <p>The profile could not be loaded. Please try again later.</p>
      </StatusScreen>
    );
  }
  if (!person) return <LoadingState />;

  const rate = formatRate(person.hourlyRate);
  const signedInOther = Boolean(me) && !target.own;

  return (
    <PageSection>
      <Container>
        <Layout>
          <Head>
            <Avatar user={person} size="extra-large" profileFallback />
            <Who>
              <h1>{name}</h1>
              <Muted>@{person.username}</Muted>
              {person.isAvailableForWork && <Badge>Available for work</Badge>}
              {rate && <Muted>{`$${Number(person.hourlyRate).toFixed(2)} per hour`}</Muted>}
              {person.bio ? <Bio>{person.bio}</Bio> : <Muted>No bio yet.</Muted>}
              <TagChips tags={person.skills} label="Skills" />
              <Actions>
                {target.own && <ButtonLink to="/profile/edit">Edit Profile</ButtonLink>}
                {signedInOther && !person.isBlocked && person.canContact !== false && (
                  <>
                    <FriendActions userId={person.id} name={name} />
                    <Button variant="outline" onClick={() => setContactOpen(true)}>
                      Contact
                    </Button>
                  </>
                )}
                <SafetyMenu person={person} enabled={signedInOther} />
              </Actions>
            </Who>
          </Head>
          {signedInOther && person.isBlocked && <BlockedNotice person={person} />}
          {signedInOther && !person.isBlocked && person.canContact === false && (
            <Alert variant="info">You can&apos;t contact this member.</Alert>
          )}
          <Stats aria-label="Stats">
            <div>
              <dt>Projects</dt>
              <dd>{person.projectCount ?? 0}</dd>
            </div>
            <div>
              <dt>Threads</dt>
              <dd>{person.threadCount ?? 0}</dd>
            </div>
            <div>
              <dt>Hourly Rate</dt>
              <dd>{rate ?? 'Not set'}</dd>
            </div>
            <div>
              <dt>Member Since</dt>
              <dd>{new Date(person.createdAt).getUTCFullYear() || '-'}</dd>
            </div>
          </Stats>
          <ProfileTabs userId={person.id} />
        </Layout>
        {signedInOther && <ContactDialog user={person} open={contactOpen} onClose={() => setContactOpen(false)} />}
      </Container>
    </PageSection>
  );
}
