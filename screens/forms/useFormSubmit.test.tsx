import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { TextField } from '../../design-system';
import { ApiError } from '../api/errors';
import { FormError } from './FormError';
import { SubmitButton } from './SubmitButton';
import { useFormSubmit, type SubmitOutcome } from './useFormSubmit';
import { rules } from './validation';

interface Values {
  email: string;
  password: string;
}

function TestForm({ submit }: { submit: (values: Values) => Promise<SubmitOutcome> }) {
  const form = useForm<Values>({ defaultValues: { email: '', password: '' } });
  const { onSubmit, submitting, formError, formErrorRef } = useFormSubmit(form, submit);
  const { errors } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Test form">
      <FormError ref={formErrorRef} message={formError} />
      <TextField label="Email" error={errors.email?.message} {...form.register('email', rules.email())} />
      <TextField
        label="Password"
        type="password"
        error={errors.password?.message}
        {...form.register('password', rules.password())}
      />
      <SubmitButton submitting={submitting}>Send</SubmitButton>
    </form>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'ann@example.org');
  await user.type(screen.getByLabelText('Password'), 'secret1');
}

describe('useFormSubmit', () => {
  it('focuses the first invalid field and marks it, without submitting', async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async () => undefined);
    const { container } = render(<TestForm submit={submit} />);
    await user.type(screen.getByLabelText('Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Password must have at least 6 characters')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    await expectNoAxeViolations(container);
  });

  it('submits once on a double click and disables the button while submitting', async () => {
    const user = userEvent.setup();
    const pending = deferred<SubmitOutcome>();
    const submit = vi.fn(() => pending.promise);
    render(<TestForm submit={submit} />);
    await fillValid(user);
    await user.dblClick(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({ email: 'ann@example.org', password: 'secret1' });
  });

  it('submits once when Enter is pressed twice', async () => {
    const user = userEvent.setup();
    const submit = vi.fn(() => new Promise<SubmitOutcome>(() => undefined));
    render(<TestForm submit={submit} />);
    await fillValid(user);
    await user.keyboard('{Enter}{Enter}');
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    await user.keyboard('{Enter}');
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('shows the server message, focuses it and keeps the values; clicking submit clears it', async () => {
    const user = userEvent.setup();
    const second = deferred<SubmitOutcome>();
    const submit = vi
      .fn<(values: Values) => Promise<SubmitOutcome>>()
      .mockRejectedValueOnce(new ApiError('http', 'A user with this email already exists.', { status: 400 }))
      .mockImplementationOnce(() => second.promise);
    render(<TestForm submit={submit} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('A user with this email already exists.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.org');
    expect(screen.getByLabelText('Password')).toHaveValue('secret1');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(2);
    await act(async () => second.resolve('unlock'));
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('shows a generic message for a failure without one', async () => {
    const user = userEvent.setup();
    render(<TestForm submit={() => Promise.reject(new Error(''))} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });
});
