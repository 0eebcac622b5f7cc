import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../api/client';
import { buildPost, MAX_POST_IMAGES } from '../../api/feed';
import { Avatar } from '../../components/Avatar/Avatar';
import { Button } from '../../components/Button/Button';
import { Icon } from '../../components/Icon/Icon';
import { ImageUpload } from '../../components/ImageUpload/ImageUpload';
import { TextArea } from '../../components/TextArea/TextArea';
import { MarkdownEditor } from '../../components/MarkdownEditor/MarkdownEditor';
import { TextField } from '../../components/TextField/TextField';
import { useToast } from '../../components/Toast/ToastProvider';
import { useForm } from '../../hooks/useForm';
import { NO_POST, postSchema } from './schemas';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  /* Compact (issue 47): one line to write in, the rest of the composer comes with the focus. */
  &[data-compact] {
    padding: ${({ theme }) => theme.space(3)};
    [role='tablist'], [role='toolbar'] { display: none; }
  }
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

const Top = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  > :last-child { flex: 1; min-width: 0; }
`;

const Code = styled.div`
  textarea { font-family: ${({ theme }) => theme.font.family.mono}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  > :last-child { margin-left: auto; }
`;

const empty = { text: '', code: '', link: '', images: [], alts: [] };

/**
 * The feed composer (spec sections 2 and 5): text, several photos, an optional Code snippet box
 * and an optional Link box, and Post. It needs at least one of them; code is sent as a fenced
 * block, the link after a link marker, and photos alone as 'Shared an image'. `onCreate(body)`
 * sends `{content, mediaUrls, mediaAlts}` (the server finds the tags) and may throw; what it
 * answers (the new post) goes to `onCreated(post)` after the 'Post created' toast. It opens
 * compact (the text box, one line high) and grows when it takes the focus.
 */
export function PostComposer({ user, onCreate, onCreated }) {
  const { toast } = useToast();
  const [showCode, setShowCode] = useState(false);
  const [showLink, setShowLink] = useState(false);
  const [focused, setFocused] = useState(false);
  const toPost = (values) =>
    buildPost({
      text: values.text,
      code: showCode ? values.code : '',
      link: showLink ? values.link : '',
      images: values.images,
      alts: values.alts,
    });
  const form = useForm(postSchema, empty, { prepare: (values) => toPost(values) ?? NO_POST });
  const body = toPost(form.values);

  const submit = form.handleSubmit(
    async (post) => {
      const created = await onCreate(post);
      form.reset(empty);
      setShowCode(false);
      setShowLink(false);
      toast({ title: 'Post created', description: 'Your post has been shared with the community.' });
      onCreated?.(created);
    },
    {
      onError: (failure) =>
        toast({
          title: 'Error',
          description: errorMessage(failure, 'Failed to create post. Please try again.'),
          variant: 'destructive',
        }),
    },
  );
  const posting = form.submitting;
  // Compact while nothing is written and the focus is elsewhere: the feed's first screen shows
  // posts (issue 47). It grows on focus and stays grown while it holds anything.
  const { text, images } = form.values;
  const compact = !focused && !text && images.length === 0 && !showCode && !showLink && !posting;

  return (
    <Form
      onSubmit={submit}
      aria-label="New post"
      data-compact={compact || undefined}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <Top>
        <Avatar user={user} size={compact ? 'small' : 'medium'} />
        <MarkdownEditor
          mentions
          draftKey="draft:post:new"
          label="Share something with the community"
          rows={compact ? 1 : 3}
          // Compact, the box is one line high: the short question fits a phone.
          placeholder={compact ? 'What are you working on?' : 'What are you working on? Use #tags to reach people.'}
          {...form.field('text')}
          name="content"
        />
      </Top>
      {showCode && (
        <Code>
          <TextArea
            label="Code snippet"
            rows={5}
            spellCheck={false}
            placeholder="Paste your code here"
            {...form.field('code')}
          />
        </Code>
      )}
      {showLink && <TextField label="Link" type="url" inputMode="url" placeholder="https://" {...form.field('link')} />}
      {!compact && (
        <>
          <ImageUpload
            label="Photos"
            images={form.values.images}
            alts={form.values.alts}
            max={MAX_POST_IMAGES}
            preview={false}
            onChange={(images, alts) => {
              form.setValue('images', images);
              form.setValue('alts', alts);
            }}
          />
          <Bar>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-pressed={showCode}
              onClick={() => setShowCode((on) => !on)}
            >
              <Icon name="code" size={16} />
              Code snippet
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-pressed={showLink}
              onClick={() => setShowLink((on) => !on)}
            >
              <Icon name="link" size={16} />
              Link
            </Button>
            <Button type="submit" disabled={!body || posting} aria-busy={posting || undefined}>
              {posting ? 'Posting...' : 'Post'}
            </Button>
          </Bar>
        </>
      )}
    </Form>
  );
}
