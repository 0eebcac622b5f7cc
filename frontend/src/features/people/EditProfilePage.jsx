import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser, useUpdateProfile } from '../../api/auth';
import { errorMessage } from '../../api/client';
import { useSkills } from '../../api/skills';
import { Alert } from '../../components/Alert/Alert';
import { Avatar } from '../../components/Avatar/Avatar';
import { Button, ButtonLink } from '../../components/Button/Button';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { FormPanel } from '../../components/FormPanel/FormPanel';
import { ImageUpload } from '../../components/ImageUpload/ImageUpload';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { SignInPrompt } from '../../components/SignInPrompt/SignInPrompt';
import { SkillsPicker } from '../../components/SkillsPicker/SkillsPicker';
import { TextArea } from '../../components/TextArea/TextArea';
import { TextField } from '../../components/TextField/TextField';
import { useToast } from '../../components/Toast/ToastProvider';
import { useForm } from '../../hooks/useForm';
import { useGatedAction } from '../../hooks/useGatedAction';
import { usePageMeta } from '../../hooks/usePageMeta';
import { AvatarPicker } from './AvatarPicker';
import { profileSchema } from './schemas';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding-bottom: ${({ theme }) => theme.space(6)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  h2 { font-size: ${({ theme }) => theme.font.size.lg}; }
`;

const Current = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

const Hint = styled.p`
  margin-top: -${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Choices = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  border: 0;
  padding: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  input { accent-color: ${({ theme }) => theme.color.primary}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Who may send the member direct messages (the server refuses anyone else with a 403). */
const MESSAGES_FROM = [
  { value: 'everyone', label: 'Everyone' },
  { value: 'friends', label: 'Friends only' },
];

const AVAILABLE_TEXT =
  'Check this to appear in the developers directory and allow others to contact you for work opportunities.';

/** The form's starting values from the member's own object. */
export function profileFormValues(user) {
  return {
    displayName: user?.displayName ?? '',
    bio: user?.bio ?? '',
    skills: user?.skills ?? [],
    hourlyRate: user?.hourlyRate === null || user?.hourlyRate === undefined ? '' : String(user.hourlyRate),
    isAvailableForWork: Boolean(user?.isAvailableForWork),
    messagesFrom: user?.messagesFrom === 'friends' ? 'friends' : 'everyone',
  };
}

/**
 * What Update Profile sends: trimmed texts; an empty rate is left out (spec), or sent as null to
 * clear a rate the member had.
 */
export function profilePayload(values, hadRate) {
  const rateText = String(values.hourlyRate ?? '').trim();
  let hourlyRate;
  if (rateText !== '') hourlyRate = Number(rateText);
  else if (hadRate) hourlyRate = null;
  const payload = {
    displayName: values.displayName.trim(),
    bio: values.bio.trim(),
    skills: values.skills,
    isAvailableForWork: values.isAvailableForWork,
    messagesFrom: values.messagesFrom,
  };
  if (hourlyRate !== undefined) payload.hourlyRate = hourlyRate;
  return payload;
}

function ProfileForm({ user }) {
  const updateProfile = useUpdateProfile();
  const { skills: catalogue = [] } = useSkills();
  const navigate = useNavigate();
  const { toast } = useToast();
  const hadRate = user.hourlyRate !== null && user.hourlyRate !== undefined;
  const form = useForm(profileSchema, profileFormValues(user), {
    prepare: (values) => profilePayload(values, hadRate),
  });

  const submit = form.handleSubmit(
    async (payload) => {
      await updateProfile(payload);
      toast({ title: 'Profile updated', description: 'Your profile has been successfully updated.' });
      navigate('/profile');
    },
    {
      onError: (failure) =>
        toast({
          title: 'Update failed',
          description: errorMessage(failure, 'Failed to update profile'),
          variant: 'destructive',
        }),
    },
  );

  return (
    <Form onSubmit={submit} noValidate aria-label="Edit profile">
      <TextField label="Display name" autoComplete="nickname" {...form.field('displayName')} />
      <TextArea label="Bio" rows={5} placeholder="Tell other developers about yourself" {...form.field('bio')} />
      <SkillsPicker
        skills={form.values.skills}
        onChange={(skills) => form.setValue('skills', skills)}
        catalogue={catalogue}
        error={form.errors.skills}
      />
      <TextField
        label="Hourly rate (USD)"
        type="number"
        inputMode="decimal"
        min="0"
        step="0.01"
        placeholder="e.g. 75"
        {...form.field('hourlyRate')}
      />
      <Checkbox label="Available for work" aria-describedby="available-hint" {...form.field('isAvailableForWork')} />
      <Hint id="available-hint">{AVAILABLE_TEXT}</Hint>
      <Choices>
        <legend>Who can send you direct messages</legend>
        {MESSAGES_FROM.map(({ value, label }) => (
          <label key={value}>
            <input
              type="radio"
              name="messagesFrom"
              value={value}
              checked={form.values.messagesFrom === value}
              onChange={() => form.setValue('messagesFrom', value)}
            />
            {label}
          </label>
        ))}
      </Choices>
      {form.failure && !form.failure.info?.errors && (
        <Alert variant="error">{errorMessage(form.failure, 'Failed to update profile')}</Alert>
      )}
      <Actions>
        <ButtonLink to="/profile" variant="ghost">
          Back to Profile
        </ButtonLink>
        <Button type="button" variant="outline" onClick={() => form.reset(profileFormValues(user))}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.submitting} aria-busy={form.submitting || undefined}>
          {form.submitting ? 'Updating...' : 'Update Profile'}
        </Button>
      </Actions>
    </Form>
  );
}

function AvatarSection({ user }) {
  const updateProfile = useUpdateProfile();
  const { toast } = useToast();
  const avatar = useGatedAction(updateProfile, {
    failureTitle: 'Avatar update failed',
    failure: 'Failed to update avatar. Please try again.',
  });
  const photo = useGatedAction(updateProfile, {
    failureTitle: 'Photo upload failed',
    failure: 'Failed to update profile photo. Please try again.',
  });

  const chooseAvatar = async (choice) => {
    if (await avatar.run(choice)) toast({ title: 'Avatar updated', description: 'Your new avatar is saved.' });
  };
  const setPhoto = async (profilePhoto) => {
    if (await photo.run({ profilePhoto })) {
      toast({
        title: 'Profile photo updated',
        description: profilePhoto ? 'Your photo is saved.' : 'Your photo is removed.',
      });
    }
  };

  return (
    <Section aria-labelledby="avatar-heading">
      <h2 id="avatar-heading">Avatar</h2>
      <Current>
        <Avatar user={user} size="extra-large" profileFallback />
        {user.profilePhoto && (
          <Button type="button" variant="outline" size="sm" disabled={photo.pending} onClick={() => setPhoto(null)}>
            Remove photo
          </Button>
        )}
      </Current>
      <AvatarPicker user={user} onChoose={chooseAvatar} busy={avatar.pending} />
      <ImageUpload
        images={[]}
        max={1}
        label="Upload a photo"
        hint="PNG, JPG, GIF or WebP, at most 5MB. A photo replaces the generated avatar."
        onChange={([image]) => image && setPhoto(image)}
      />
    </Section>
  );
}

/**
 * /profile/edit. A visitor sees 'Access Denied' with 'Please login to edit your profile' and a
 * Log in link back here. Avatar choices and the photo are saved at once (their own toasts);
 * the form saves display name, bio, skills, hourly rate, availability and who may send direct
 * messages, and returns to /profile.
 */
export function EditProfilePage() {
  usePageMeta({ title: 'Edit Profile' });
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <LoadingState label="Loading profile..." />;
  if (!user) return <SignInPrompt>Please login to edit your profile</SignInPrompt>;
  return (
    <FormPanel breadcrumb={[{ label: 'Profile', to: '/profile' }, { label: 'Edit' }]} title="Edit Profile">
      <AvatarSection user={user} />
      <ProfileForm key={user.id} user={user} />
    </FormPanel>
  );
}
