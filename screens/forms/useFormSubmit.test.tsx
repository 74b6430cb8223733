import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { TextField } from '../../design-system';
import { ApiError } from '../api/errors';
import { FormError } from './FormError';
import { SubmitButton } from './SubmitButton';
import { submitErrorMessage, useFormSubmit, type SubmitOutcome } from './useFormSubmit';
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
    expect(screen.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-disabled');
    await expectNoAxeViolations(container);
  });

  it('submits once on a double click and marks the button busy while submitting', async () => {
    const user = userEvent.setup();
    const pending = deferred<SubmitOutcome>();
    const submit = vi.fn(() => pending.promise);
    render(<TestForm submit={submit} />);
    await fillValid(user);
    await user.dblClick(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'true'));
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
    // Enter in a field presses the busy submit button: still one call.
    await user.type(screen.getByLabelText('Email'), '{Enter}');
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
    expect(screen.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-disabled');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(2);
    await act(async () => second.resolve('unlock'));
    expect(screen.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-disabled');
  });

  it('shows a generic message for a failure without one', async () => {
    const user = userEvent.setup();
    render(<TestForm submit={() => Promise.reject(new Error(''))} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('submits once the invalid fields are fixed', async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async (): Promise<SubmitOutcome> => 'unlock');
    render(<TestForm submit={submit} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
  });
});

describe('submitErrorMessage', () => {
  it('shows the error’s own words, and the generic message when there are none', () => {
    const generic = 'Something went wrong. Please try again.';
    expect(submitErrorMessage(new ApiError('http', 'Team name taken.', { status: 400 }))).toBe('Team name taken.');
    expect(submitErrorMessage(new Error('The server sent you to another site.'))).toBe(
      'The server sent you to another site.',
    );
    // FormError renders nothing for an empty message: a blank one, even from the server, must not hide the failure.
    expect(submitErrorMessage(new ApiError('http', '', { status: 500 }))).toBe(generic);
    expect(submitErrorMessage(new Error('  '))).toBe(generic);
    expect(submitErrorMessage('boom')).toBe(generic);
  });
});

describe('useFormSubmit without a form element', () => {
  function setup(submit: (values: Values) => Promise<SubmitOutcome>) {
    return renderHook(() => {
      const form = useForm<Values>({ defaultValues: { email: 'ann@example.org', password: 'secret1' } });
      return useFormSubmit(form, submit);
    });
  }

  it('can be called without an event, and runs one submit at a time', async () => {
    const submit = vi.fn(async (): Promise<SubmitOutcome> => undefined);
    const { result } = setup(submit);
    const { onSubmit } = result.current;
    await act(() => Promise.all([onSubmit(), onSubmit()]));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('stays locked after a success that leaves the page', async () => {
    const submit = vi.fn(async (): Promise<SubmitOutcome> => undefined);
    const { result } = setup(submit);
    await act(() => result.current.onSubmit());
    expect(result.current.submitting).toBe(true);
    await act(() => result.current.onSubmit());
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('submits again after a success that stays on the page (unlock)', async () => {
    const submit = vi.fn(async (): Promise<SubmitOutcome> => 'unlock');
    const { result } = setup(submit);
    await act(() => result.current.onSubmit());
    expect(result.current.submitting).toBe(false);
    await act(() => result.current.onSubmit());
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('shows the failure even when no FormError holds the ref, and submits again', async () => {
    const submit = vi.fn<(values: Values) => Promise<SubmitOutcome>>().mockRejectedValueOnce(new Error('Nope'));
    const { result } = setup(submit);
    await act(() => result.current.onSubmit());
    expect(result.current).toMatchObject({ formError: 'Nope', submitting: false });
    await act(() => result.current.onSubmit());
    expect(submit).toHaveBeenCalledTimes(2);
    expect(result.current.formError).toBeNull();
  });
});

describe('useFormSubmit focus', () => {
  /** A form whose error region is always in the page (not FormError, which renders only with a message). */
  function AlwaysThereForm({ submit }: { submit: () => Promise<SubmitOutcome> }) {
    const form = useForm<Values>({ defaultValues: { email: 'ann@example.org', password: 'secret1' } });
    const { onSubmit, submitting, formError, formErrorRef } = useFormSubmit(form, submit);
    return (
      <form onSubmit={onSubmit} aria-label="Test form">
        <div ref={formErrorRef} tabIndex={-1} data-testid="error">
          {formError}
        </div>
        <SubmitButton submitting={submitting}>Send</SubmitButton>
      </form>
    );
  }

  it('moves focus to the error only after a failure, not when the form opens', async () => {
    const user = userEvent.setup();
    render(<AlwaysThereForm submit={() => Promise.reject(new Error('Refused'))} />);
    expect(screen.getByTestId('error')).not.toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByTestId('error')).toHaveFocus());
    expect(screen.getByTestId('error')).toHaveTextContent('Refused');
  });
});
