import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../api/client';
import { useFollowedTags } from '../../api/follows';
import { Button } from '../../components/Button/Button';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { TextField } from '../../components/TextField/TextField';
import { useToast } from '../../components/Toast/ToastProvider';
import { Body, List, Muted, Row } from './sectionLayout';

const Tag = styled.span`
  flex: 1 1 8rem;
  min-width: 0;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

const Add = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  > div { flex: 1 1 12rem; }
`;

/**
 * Settings, 'Followed tags' (a section of SettingsPage): the tags the member follows, each with
 * Unfollow, and a field to follow one more. Their threads and posts make the Following scope of
 * /threads and /feed.
 */
export function FollowedTagsSection() {
  const { tags, isLoading, setFollowing } = useFollowedTags();
  const [text, setText] = useState('');
  const [error, setError] = useState(null);
  const [busy, setBusy] = useState(false);
  const { toast } = useToast();

  const change = async (tag, following) => {
    setBusy(true);
    setError(null);
    try {
      await setFollowing(tag, following);
      if (following) setText('');
      toast({ title: following ? `Following #${tag.replace(/^#/, '').trim().toLowerCase()}` : `Unfollowed #${tag}` });
    } catch (failure) {
      setError(errorMessage(failure, 'Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event) => {
    event.preventDefault();
    if (!text.trim()) {
      setError('Type a tag to follow');
      return;
    }
    change(text, true);
  };

  let list;
  if (isLoading && !tags) list = <LoadingState label="Loading followed tags..." />;
  else if (!tags?.length) list = <Muted>You do not follow any tags yet.</Muted>;
  else {
    list = (
      <List aria-label="Followed tags">
        {tags.map((tag) => (
          <Row key={tag}>
            <Tag>#{tag}</Tag>
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              aria-label={`Unfollow #${tag}`}
              onClick={() => change(tag, false)}
            >
              Unfollow
            </Button>
          </Row>
        ))}
      </List>
    );
  }

  return (
    <Body>
      <Muted>Threads and posts in these tags show in the Following scope of Discussions and the Feed.</Muted>
      {list}
      <Add onSubmit={submit} noValidate>
        <TextField
          label="Follow a tag"
          name="tag"
          value={text}
          maxLength={40}
          error={error}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" size="sm" disabled={busy}>
          Follow
        </Button>
      </Add>
    </Body>
  );
}
