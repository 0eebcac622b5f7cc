import styled from 'styled-components';
import { useCurrentUser } from '../../api/auth';
import { errorMessage } from '../../api/client';
import { useNotificationPreferences } from '../../api/notifications';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { useToast } from '../../components/Toast/ToastProvider';
import { useForm } from '../../hooks/useForm';
import { preferencesSchema } from '../notifications/schemas';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Choices = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const valuesOf = (preferences) => Object.fromEntries(preferences.map((item) => [item.kind, item.enabled]));

function PreferencesForm({ preferences, save }) {
  const { toast } = useToast();
  const form = useForm(preferencesSchema, valuesOf(preferences));
  const send = async (values) => {
    const saved = await save(values);
    form.reset(valuesOf(saved));
    toast({ title: 'Preferences saved', description: 'Your notification preferences were updated.' });
  };
  return (
    <form onSubmit={form.handleSubmit(send)} noValidate>
      <Choices>
        <legend>Notify me about</legend>
        {preferences.map((item) => (
          <Checkbox key={item.kind} label={item.label} {...form.field(item.kind)} />
        ))}
      </Choices>
      {form.failure && (
        <Alert variant="error">{errorMessage(form.failure, 'Failed to save notification preferences')}</Alert>
      )}
      <div>
        <Button type="submit" disabled={form.submitting} aria-busy={form.submitting || undefined}>
          {form.submitting ? 'Saving...' : 'Save preferences'}
        </Button>
      </div>
    </form>
  );
}

/**
 * Settings (a section of SettingsPage, which gives it its heading 'Notifications' and `user`):
 * which kinds of notification the member gets (docs/notifications.md), one checkbox per kind the
 * server lists, saved together. A kind turned off makes no notices from then on (the friend
 * requests list and messages are not notices: they stay).
 */
export function NotificationPreferencesSection({ user: given }) {
  const { user: current } = useCurrentUser();
  const user = given ?? current;
  const { preferences, error, save } = useNotificationPreferences(Boolean(user));
  let body;
  if (error && !preferences) {
    body = <Alert variant="error">{errorMessage(error, 'Failed to load notification preferences')}</Alert>;
  } else if (!preferences) {
    body = <LoadingState label="Loading preferences..." />;
  } else {
    body = <PreferencesForm key={JSON.stringify(preferences)} preferences={preferences} save={save} />;
  }
  return (
    <Body>
      <Intro>Choose what shows up under the bell. Friend requests and messages always reach you.</Intro>
      {body}
    </Body>
  );
}
