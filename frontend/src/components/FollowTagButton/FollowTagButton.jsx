import { useState } from 'react';
import styled from 'styled-components';
import { useCurrentUser } from '../../api/auth';
import { errorMessage } from '../../api/client';
import { useFollowedTags } from '../../api/follows';
import { Icon } from '../Icon/Icon';
import { useToast } from '../Toast/ToastProvider';

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 28px;
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2.5)}`};
  border: 1px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.full};
  background: transparent;
  color: ${({ theme }) => theme.color.link};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
  }
  &:disabled { cursor: progress; }
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/**
 * 'Follow' / 'Following' for one tag (its name is 'Follow #rust' or 'Following #rust', pressed when
 * followed): threads and posts with the tag then show in the Following scope of /threads and
 * /feed. Nothing for a visitor, or until the member's followed tags are known. `named` shows the
 * tag's name on the button too ('+ Follow #rust'), for a list of buttons with no chips beside them.
 */
export function FollowTagButton({ tag, className, named = false }) {
  const { user } = useCurrentUser();
  const { tags, isFollowing, setFollowing } = useFollowedTags(Boolean(user));
  const [busy, setBusy] = useState(false);
  const { toast } = useToast();
  if (!user || !tags) return null;
  const on = isFollowing(tag);
  const toggle = async () => {
    setBusy(true);
    try {
      await setFollowing(tag, !on);
    } catch (failure) {
      toast({
        title: 'Error',
        description: errorMessage(failure, 'Could not change the tags you follow.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Toggle type="button" aria-pressed={on} onClick={toggle} disabled={busy} className={className}>
      <Icon name={on ? 'check' : 'plus'} size={12} />
      {on ? 'Following' : 'Follow'}
      {named ? ` #${tag}` : <Hidden>{` #${tag}`}</Hidden>}
    </Toggle>
  );
}
