import { Navigate, useParams } from 'react-router-dom';
import { errorMessage } from '../../api/client';
import { useUserByUsername } from '../../api/notifications';
import { ButtonLink } from '../../components/Button/Button';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { StatusScreen } from '../../components/StatusScreen/StatusScreen';
import { usePageMeta } from '../../hooks/usePageMeta';

/**
 * /u/:username, where an @mention links: the member's profile (/profile/{id}) once their id is
 * known; an @name nobody has shows 'User Not Found' like a missing profile.
 */
export function MentionedUserPage() {
  const { username = '' } = useParams();
  usePageMeta({ title: `@${username}`, description: `The DevNet profile of @${username}.` });
  const { user, error } = useUserByUsername(username);
  if (user) return <Navigate to={`/profile/${user.id}`} replace />;
  if (error?.status === 404) {
    return (
      <StatusScreen title="User Not Found" actions={<ButtonLink to="/developers">Browse Developers</ButtonLink>}>
        <p>{`No member is called @${username}.`}</p>
      </StatusScreen>
    );
  }
  if (error) {
    return (
      <StatusScreen title="Something went wrong" actions={<ButtonLink to="/developers">Browse Developers</ButtonLink>}>
        <p>{errorMessage(error, 'Failed to load the profile')}</p>
      </StatusScreen>
    );
  }
  return <LoadingState label="Loading profile..." />;
}
