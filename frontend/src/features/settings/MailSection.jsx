import { useId, useState } from 'react';
import styled from 'styled-components';
import { useCurrentUser } from '../../api/auth';
import { errorMessage } from '../../api/client';
import { modeLabel, useMailSettings } from '../../api/mail';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { ReauthDialog } from '../../components/ReauthDialog/ReauthDialog';
import { TextField, inputStyles } from '../../components/TextField/TextField';
import { useToast } from '../../components/Toast/ToastProvider';
import { useForm } from '../../hooks/useForm';
import { useReauth } from '../../hooks/useReauth';
import { emailChangeSchema, mailModesSchema } from './schemas';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Address = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  overflow-wrap: anywhere;
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 28rem;
`;

const Kinds = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const KindRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(0, 1fr) 11rem;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
  }
  label {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Select = styled.select`
  ${inputStyles}
`;

function KindChoice({ item, disabled, field }) {
  const id = useId();
  return (
    <KindRow>
      <label htmlFor={id}>{item.label}</label>
      <Select id={id} disabled={disabled} {...field}>
        {item.modes.map((mode) => (
          <option key={mode} value={mode}>
            {modeLabel(item.kind, mode)}
          </option>
        ))}
      </Select>
    </KindRow>
  );
}

const valuesOf = (mail) => ({
  allOff: mail.allOff,
  ...Object.fromEntries(mail.kinds.map((item) => [item.kind, item.mode])),
});

function ModesForm({ mail, save }) {
  const { toast } = useToast();
  const form = useForm(mailModesSchema, valuesOf(mail));
  const send = async ({ allOff, ...modes }) => {
    const saved = await save({ allOff, modes });
    form.reset(valuesOf(saved));
    toast({ title: 'Mail settings saved', description: 'Your mail settings were updated.' });
  };
  return (
    <form onSubmit={form.handleSubmit(send)} noValidate aria-label="Mail settings">
      <Kinds>
        <legend>Mail me about</legend>
        <Checkbox
          label="No mail at all (except address confirmations and security notices)"
          {...form.field('allOff')}
        />
        {mail.kinds.map((item) => (
          <KindChoice
            key={item.kind}
            item={item}
            disabled={form.values.allOff && item.modes.length > 1}
            field={form.field(item.kind)}
          />
        ))}
      </Kinds>
      {form.failure && <Alert variant="error">{errorMessage(form.failure, 'Failed to save mail settings')}</Alert>}
      <p>
        <Button type="submit" disabled={form.submitting} aria-busy={form.submitting || undefined}>
          {form.submitting ? 'Saving...' : 'Save mail settings'}
        </Button>
      </p>
    </form>
  );
}

function AddressState({ mail, resend }) {
  const { toast } = useToast();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState(null);
  const again = async () => {
    setSending(true);
    setFailure(null);
    try {
      const { sentTo } = await resend();
      toast({ title: 'Confirmation sent', description: `We sent a confirmation link to ${sentTo}.` });
    } catch (error) {
      setFailure(error);
    } finally {
      setSending(false);
    }
  };
  const waiting = mail.pendingEmail || !mail.verified;
  return (
    <Address>
      <p>
        Your address: <strong>{mail.email}</strong> {mail.verified ? '(confirmed)' : '(not confirmed yet)'}
      </p>
      {mail.pendingEmail && (
        <Muted>
          Changing to <strong>{mail.pendingEmail}</strong>: open the link we sent there. Until then mail keeps going to{' '}
          {mail.email}.
        </Muted>
      )}
      {!mail.verified && !mail.pendingEmail && (
        <Muted>Notification mail starts once you open the confirmation link we sent to this address.</Muted>
      )}
      {failure && <Alert variant="error">{errorMessage(failure, 'Could not send the confirmation')}</Alert>}
      {waiting && (
        <p>
          <Button type="button" variant="secondary" onClick={again} disabled={sending} aria-busy={sending || undefined}>
            {sending ? 'Sending...' : 'Send the confirmation again'}
          </Button>
        </p>
      )}
    </Address>
  );
}

function ChangeAddress({ changeEmail }) {
  const { toast } = useToast();
  const reauth = useReauth();
  const form = useForm(emailChangeSchema, { email: '' });
  const submit = form.handleSubmit(async ({ email }) => {
    await reauth.run(() => changeEmail(email));
    form.reset({ email: '' });
    toast({ title: 'Confirm your new address', description: `We sent a confirmation link to ${email}.` });
  });
  const formError = form.failure && !form.failure.info?.errors && errorMessage(form.failure, 'Could not change it');
  return (
    <>
      <Form onSubmit={submit} noValidate aria-label="Change address">
        {formError && <Alert variant="error">{formError}</Alert>}
        <TextField
          label="New address"
          type="email"
          autoComplete="email"
          hint="It replaces the current one once you open the link we send to it."
          {...form.field('email')}
        />
        <div>
          <Button type="submit" variant="secondary" disabled={form.submitting}>
            {form.submitting ? 'Sending...' : 'Change address'}
          </Button>
        </div>
      </Form>
      <ReauthDialog {...reauth.dialogProps} />
    </>
  );
}

/**
 * Settings (a section of SettingsPage, heading 'Email'): the address and whether it is confirmed
 * (with a resend), changing it (the new one counts once confirmed), and how each kind of mail
 * arrives: off, at once or in a daily summary, plus 'no mail at all' (docs/mail.md).
 */
export function MailSection({ user: given }) {
  const { user: current } = useCurrentUser();
  const user = given ?? current;
  const { mail, error, save, changeEmail, resend } = useMailSettings(Boolean(user));
  if (error && !mail) return <Alert variant="error">{errorMessage(error, 'Failed to load mail settings')}</Alert>;
  if (!mail) return <LoadingState label="Loading mail settings..." />;
  return (
    <Body>
      <AddressState mail={mail} resend={resend} />
      <ChangeAddress changeEmail={changeEmail} />
      <ModesForm key={JSON.stringify(mail.kinds) + mail.allOff} mail={mail} save={save} />
      <Muted>Every mail has a one-click unsubscribe link for its kind.</Muted>
    </Body>
  );
}
