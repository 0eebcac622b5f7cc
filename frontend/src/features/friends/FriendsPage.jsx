import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '../../api/auth';
import { DISCOVER_SIZE, useFriendActions, useFriendRequests, useFriends, useUserSearch } from '../../api/friends';
import { authorName } from '../../components/AuthorByline/AuthorByline';
import { Avatar } from '../../components/Avatar/Avatar';
import { Button } from '../../components/Button/Button';
import { Container, PageSection } from '../../components/Container/Container';
import { ConfirmDialog } from '../../components/Dialog/Dialog';
import { Icon } from '../../components/Icon/Icon';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { MessageDialog } from '../../components/MessageDialog/MessageDialog';
import { TextField } from '../../components/TextField/TextField';
import { useToast } from '../../components/Toast/ToastProvider';
import { useGatedAction } from '../../hooks/useGatedAction';
import { useListParams } from '../../hooks/useListParams';
import { usePageMeta } from '../../hooks/usePageMeta';
import { defaultSubject, friendMessageSchema } from './schemas';
import { SignInPrompt } from '../../components/SignInPrompt/SignInPrompt';

export const FRIENDS_TABS = [
  { id: 'friends', label: 'My Friends' },
  { id: 'requests', label: 'Requests' },
  { id: 'discover', label: 'Discover' },
];

const SEARCH_DELAY_MS = 300;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.font.size['3xl']};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Tab = styled.button`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border: 0;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.text};
    border-bottom-color: ${({ theme }) => theme.color.primary};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  list-style: none;
  padding: 0;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

const Who = styled.div`
  flex: 1;
  min-width: 8rem;
  display: grid;
  a { color: ${({ theme }) => theme.color.text}; font-weight: ${({ theme }) => theme.font.weight.semibold}; text-decoration: none; }
  a:hover { text-decoration: underline; }
  span { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space(8)} 0;
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
`;

const Search = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

function Person({ user, children }) {
  return (
    <Row>
      <Avatar user={user} />
      <Who>
        <Link to={`/profile/${user.id}`}>{authorName(user)}</Link>
        <span>@{user.username}</span>
      </Who>
      <Actions>{children}</Actions>
    </Row>
  );
}

function MyFriends({ friends, error, me }) {
  const { remove } = useFriendActions();
  const { toast } = useToast();
  const [writeTo, setWriteTo] = useState(null);
  const [removing, setRemoving] = useState(null);
  const { run, pending } = useGatedAction(remove, {
    signIn: 'Please log in to manage your friends.',
    failure: 'Failed to remove friend',
  });

  if (!friends && !error) return <LoadingState label="Loading friends..." />;
  if (error && !friends) return <Empty>Your friends could not be loaded. Please try again later.</Empty>;
  if (!friends?.length) return <Empty>No friends yet. Find developers in Discover.</Empty>;

  const confirmRemove = async () => {
    const name = authorName(removing);
    const removed = await run(removing.id);
    setRemoving(null);
    if (removed) toast({ title: 'Friend removed', description: `${name} is no longer your friend.` });
  };

  return (
    <>
      <List aria-label="My friends">
        {friends.map((friend) => (
          <Person key={friend.id} user={friend}>
            <Button size="sm" onClick={() => setWriteTo(friend)}>
              <Icon name="message" size={16} /> Send Message
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setRemoving(friend)}
              aria-label={`Remove Friend ${authorName(friend)}`}
            >
              Remove Friend
            </Button>
          </Person>
        ))}
      </List>
      {writeTo && (
        <MessageDialog
          key={writeTo.id}
          to={writeTo}
          open
          onClose={() => setWriteTo(null)}
          title="Send Message"
          description={`To ${authorName(writeTo)} (@${writeTo.username})`}
          formLabel="Send message"
          schema={friendMessageSchema}
          subjectLabel="Subject (optional)"
          subjectPlaceholder={defaultSubject(me)}
          fallbackSubject={defaultSubject(me)}
          messagePlaceholder="Write your message..."
          success={{ title: 'Message sent', description: `Your message to ${authorName(writeTo)} was sent.` }}
        />
      )}
      <ConfirmDialog
        open={Boolean(removing)}
        title="Remove Friend"
        description={removing ? `Remove ${authorName(removing)} from your friends?` : undefined}
        confirmLabel="Remove Friend"
        busy={pending}
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
      />
    </>
  );
}

function Requests({ requests, error }) {
  const { update } = useFriendActions();
  const { toast } = useToast();
  const { run } = useGatedAction(update, {
    signIn: 'Please log in to manage your friends.',
    failure: 'Failed to update friend request',
  });

  if (!requests && !error) return <LoadingState label="Loading requests..." />;
  if (error && !requests) return <Empty>Your friend requests could not be loaded. Please try again later.</Empty>;
  if (!requests?.length) return <Empty>No pending friend requests</Empty>;

  const answer = async (request, response) => {
    const result = await run(request.id, response);
    if (result === undefined) return;
    const description = response === 'accepted' ? 'You are now friends!' : 'The request has been declined.';
    toast({ title: 'Request updated', description });
  };

  return (
    <List aria-label="Friend requests">
      {requests.map((request) => {
        const name = authorName(request.requester);
        return (
          <Person key={request.id} user={request.requester}>
            <Button
              size="icon"
              variant="primary"
              aria-label={`Accept friend request from ${name}`}
              onClick={() => answer(request, 'accepted')}
            >
              <Icon name="check" />
            </Button>
            <Button
              size="icon"
              variant="outline"
              aria-label={`Decline friend request from ${name}`}
              onClick={() => answer(request, 'blocked')}
            >
              <Icon name="close" />
            </Button>
          </Person>
        );
      })}
    </List>
  );
}

/** Discover: people matching the search, without oneself and one's friends, the first 12. */
export function discoverable(users, { me, friends }) {
  const friendIds = new Set((friends ?? []).map((friend) => friend.id));
  return (users ?? []).filter((user) => user.id !== me?.id && !friendIds.has(user.id)).slice(0, DISCOVER_SIZE);
}

function Discover({ me, friends }) {
  const { searchQuery, update } = useListParams({ defaultSort: 'none', sorts: ['none'] });
  const [typed, setTyped] = useState(searchQuery);
  const { users, error } = useUserSearch(searchQuery.trim());
  const { request } = useFriendActions();
  const { toast } = useToast();
  const [sent, setSent] = useState(() => new Set());
  const { run } = useGatedAction(request, {
    signIn: 'Please log in to manage your friends.',
    failure: 'Failed to send friend request',
  });
  const timer = useRef();

  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = (event) => {
    const value = event.target.value;
    setTyped(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => update({ searchQuery: value }, { replace: true }), SEARCH_DELAY_MS);
  };

  const add = async (user) => {
    const result = await run(user.id);
    if (result === undefined) return;
    setSent((current) => new Set(current).add(user.id));
    toast({
      title: 'Friend request sent',
      description:
        result.status === 'accepted'
          ? `You and ${authorName(user)} are now friends!`
          : `${authorName(user)} will see your request.`,
    });
  };

  const people = discoverable(users, { me, friends });
  let results;
  if (!users && !error) results = <LoadingState label="Searching..." />;
  else if (error && !users) results = <Empty>Developers could not be loaded. Please try again later.</Empty>;
  else if (people.length === 0) results = <Empty>No developers found</Empty>;
  else {
    results = (
      <List aria-label="Developers you may know">
        {people.map((user) => (
          <Person key={user.id} user={user}>
            {sent.has(user.id) ? (
              <Button size="sm" variant="secondary" disabled>
                Request Sent
              </Button>
            ) : (
              <Button size="sm" onClick={() => add(user)} aria-label={`Add Friend ${authorName(user)}`}>
                <Icon name="userPlus" size={16} /> Add Friend
              </Button>
            )}
          </Person>
        ))}
      </List>
    );
  }

  return (
    <>
      <Search>
        <TextField
          label="Search developers"
          type="search"
          placeholder="Search by name or username..."
          value={typed}
          onChange={onChange}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              clearTimeout(timer.current);
              update({ searchQuery: typed }, { replace: true });
            }
          }}
        />
      </Search>
      {results}
    </>
  );
}

/**
 * /friends: My Friends (Send Message, Remove Friend), Requests (accept or decline) and Discover
 * (search, first 12, Add Friend). The tab is in the URL (`?tab=requests`). Visitors see
 * 'Access Denied' with a Log in link that comes back here.
 */
export function FriendsPage() {
  usePageMeta({
    title: 'Friends',
    description: 'Your friends, friend requests and developers to connect with on DevNet.',
  });
  const { user, isLoading: userLoading } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const signedIn = Boolean(user);
  const friendsAnswer = useFriends(signedIn);
  const requestsAnswer = useFriendRequests(signedIn);
  const baseId = useId();
  const tabRefs = useRef([]);

  if (userLoading) return <LoadingState />;
  if (!user) {
    return (
      <SignInPrompt>
        <p>Please log in to manage your friends.</p>
      </SignInPrompt>
    );
  }

  const requested = params.get('tab');
  const current = FRIENDS_TABS.some((tab) => tab.id === requested) ? requested : 'friends';
  const counts = {
    friends: friendsAnswer.friends?.length,
    requests: Array.isArray(requestsAnswer.requests) ? requestsAnswer.requests.length : undefined,
  };
  const select = (id, focus = false) => {
    setParams(
      (now) => {
        const next = new URLSearchParams();
        if (id !== 'friends') next.set('tab', id);
        if (id === 'discover' && now.get('searchQuery')) next.set('searchQuery', now.get('searchQuery'));
        return next;
      },
      { replace: true },
    );
    if (focus) tabRefs.current[FRIENDS_TABS.findIndex((tab) => tab.id === id)]?.focus();
  };
  const onTabKeyDown = (event, index) => {
    const moves = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: FRIENDS_TABS.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const target = (moves[event.key] + FRIENDS_TABS.length) % FRIENDS_TABS.length;
    select(FRIENDS_TABS[target].id, true);
  };

  return (
    <PageSection>
      <Container>
        <Title>Friends</Title>
        <TabList role="tablist" aria-label="Friends">
          {FRIENDS_TABS.map((tab, index) => (
            <Tab
              key={tab.id}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}-${tab.id}-tab`}
              aria-controls={`${baseId}-${tab.id}-panel`}
              aria-selected={current === tab.id}
              tabIndex={current === tab.id ? 0 : -1}
              onClick={() => select(tab.id)}
              onKeyDown={(event) => onTabKeyDown(event, index)}
            >
              {tab.label}
              {counts[tab.id] !== undefined ? ` (${counts[tab.id]})` : ''}
            </Tab>
          ))}
        </TabList>
        <div role="tabpanel" id={`${baseId}-${current}-panel`} aria-labelledby={`${baseId}-${current}-tab`}>
          {current === 'friends' && <MyFriends {...friendsAnswer} me={user} />}
          {current === 'requests' && <Requests {...requestsAnswer} />}
          {current === 'discover' && <Discover me={user} friends={friendsAnswer.friends} />}
        </div>
      </Container>
    </PageSection>
  );
}
