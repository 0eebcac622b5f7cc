import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod/mini';
import { ApiError } from '../api/client';
import { Checkbox } from '../components/Checkbox/Checkbox';
import { TextField } from '../components/TextField/TextField';
import { renderWithProviders } from '../testing/render';
import { useForm } from './useForm';

const schema = z.object({
  name: z.string().check(z.minLength(3, 'Name must be at least 3 characters')),
  city: z.string().check(z.minLength(2, 'City is required')),
  agree: z.boolean().check(z.refine((value) => value, 'You must agree')),
});

function Demo({ onValid, onError, initial = { name: '', city: '', agree: false } }) {
  const form = useForm(schema, initial, { prepare: (values) => ({ ...values, name: values.name.trim() }) });
  return (
    <form onSubmit={form.handleSubmit(onValid, { onError })} noValidate aria-label="Demo">
      <TextField label="Name" {...form.field('name')} />
      <TextField label="City" {...form.field('city')} />
      <Checkbox label="Agree" {...form.field('agree')} />
      <button type="submit" disabled={form.submitting}>
        {form.submitting ? 'Sending' : 'Send'}
      </button>
    </form>
  );
}

test('invalid values show the first message per field, focus the first invalid field and send nothing', async () => {
  const onValid = jest.fn();
  renderWithProviders(<Demo onValid={onValid} initial={{ name: 'Ada', city: '', agree: false }} />);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByText('City is required')).toBeInTheDocument();
  expect(screen.getByText('You must agree')).toBeInTheDocument();
  expect(screen.queryByText('Name must be at least 3 characters')).not.toBeInTheDocument();
  expect(screen.getByLabelText('City')).toHaveFocus();
  expect(onValid).not.toHaveBeenCalled();
});

test('typing clears that field error; valid values are prepared and sent once while submitting', async () => {
  let finish;
  const onValid = jest.fn(() => new Promise((resolve) => (finish = resolve)));
  renderWithProviders(<Demo onValid={onValid} />);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByLabelText('Name')).toHaveFocus();
  await userEvent.type(screen.getByLabelText('Name'), '  Grace ');
  expect(screen.queryByText('Name must be at least 3 characters')).not.toBeInTheDocument();
  expect(screen.getByText('City is required')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('City'), 'Oslo');
  await userEvent.click(screen.getByLabelText('Agree'));
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByRole('button', { name: 'Sending' })).toBeDisabled();
  expect(onValid).toHaveBeenCalledTimes(1);
  expect(onValid).toHaveBeenCalledWith({ name: 'Grace', city: 'Oslo', agree: true });
  finish();
  expect(await screen.findByRole('button', { name: 'Send' })).toBeEnabled();
});

test("the server's field errors show under their fields and focus the first; onError gets the failure", async () => {
  const failure = new ApiError('400: invalid', {
    status: 400,
    info: { message: 'Validation failed', errors: { city: ['Unknown city'], name: ['Name already taken'] } },
  });
  const onError = jest.fn();
  renderWithProviders(
    <Demo
      onValid={() => Promise.reject(failure)}
      onError={onError}
      initial={{ name: 'Ada', city: 'Xy', agree: true }}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Name already taken')).toBeInTheDocument();
  expect(screen.getByText('Unknown city')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
  expect(onError).toHaveBeenCalledWith(failure);
  expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
});
