import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { TextField } from '../../design-system';
import { useFormSubmit } from './useFormSubmit';
import { PERSON_NAME_LIMITS, useLiveLimits } from './liveLimits';
import { checkGoalLimit, checkNameLength, rules } from './validation';

interface Values {
  firstName: string;
  lastName: string;
  goal: string;
}

function Form() {
  const form = useForm<Values>({ defaultValues: { firstName: '', lastName: '', goal: '' } });
  useLiveLimits(form, { ...PERSON_NAME_LIMITS, goal: checkGoalLimit });
  const { onSubmit } = useFormSubmit(form, async () => 'unlock');
  const { errors } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField
        label="First name"
        error={errors.firstName?.message}
        {...form.register('firstName', rules.name('firstNameRequired'))}
      />
      <TextField
        label="Last name"
        error={errors.lastName?.message}
        {...form.register('lastName', rules.name('lastNameRequired'))}
      />
      <TextField label="Goal" type="number" error={errors.goal?.message} {...form.register('goal', rules.goal())} />
      <button type="submit">Save</button>
    </form>
  );
}

/** The text of the elements a field's aria-describedby names. */
function description(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('useLiveLimits: server limits marked on the field as typed (issue 13)', () => {
  it('a 101st character marks the name (message, aria-invalid, described-by) and deleting it clears the mark', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const first = screen.getByRole('textbox', { name: 'First name' });
    await user.click(first);
    await user.paste('a'.repeat(100));
    expect(first).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(first, 'b');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(description(first)).toContain('Use at most 100 characters.');
    await user.type(first, '{Backspace}');
    expect(first).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Use at most 100 characters.')).not.toBeInTheDocument();
    // Other fields and other rules wait for the submit: an empty last name is not flagged while typing.
    expect(screen.getByRole('textbox', { name: 'Last name' })).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Enter your last name')).not.toBeInTheDocument();
  });

  it('a goal over the maximum is marked as typed, and back within it the mark goes', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const goal = screen.getByRole('spinbutton', { name: 'Goal' });
    await user.type(goal, '100000001');
    expect(goal).toHaveAttribute('aria-invalid', 'true');
    expect(description(goal)).toContain('Goal is too large: enter at most 100,000,000.');
    await user.type(goal, '{Backspace}');
    expect(goal).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("after a submit the rule carries the limit too, and another field's message stays", async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter your first name')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'x'.repeat(101));
    expect(screen.getByText('Use at most 100 characters.')).toBeInTheDocument();
    expect(screen.getByText('Enter your first name')).toBeInTheDocument();
  });
});

interface Contact {
  firstName: string;
  email: string;
  goal: number;
}

/** A form with a field without a limit, a goal read as a number, and the means to fill a field in by code. */
function ContactForm({ reValidateMode = 'onChange' }: { reValidateMode?: 'onChange' | 'onSubmit' }) {
  const form = useForm<Contact>({ defaultValues: { firstName: '', email: '' }, reValidateMode });
  useLiveLimits(form, { firstName: checkNameLength, goal: checkGoalLimit });
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(() => undefined)} noValidate>
      <TextField
        label="First name"
        error={errors.firstName?.message}
        {...form.register('firstName', rules.required('firstNameRequired'))}
      />
      <TextField label="Email" error={errors.email?.message} {...form.register('email', rules.email())} />
      <TextField
        label="Goal"
        type="number"
        error={errors.goal?.message}
        {...form.register('goal', { valueAsNumber: true })}
      />
      <button type="button" onClick={() => form.setValue('firstName', 'a'.repeat(101))}>
        Restore draft
      </button>
      <button type="submit">Save</button>
    </form>
  );
}

interface Names {
  firstName: string;
}

function NameLimits({ form }: { form: UseFormReturn<Names> }) {
  useLiveLimits(form, PERSON_NAME_LIMITS);
  return null;
}

/** Two forms; the live limits follow one of them, or neither (their component unmounted). */
function TwoForms() {
  const mine = useForm<Names>({ defaultValues: { firstName: '' } });
  const partner = useForm<Names>({ defaultValues: { firstName: '' } });
  const [limited, setLimited] = useState<'mine' | 'partner' | 'none'>('mine');
  return (
    <>
      {limited !== 'none' && <NameLimits form={limited === 'mine' ? mine : partner} />}
      <TextField
        label="Your first name"
        error={mine.formState.errors.firstName?.message}
        {...mine.register('firstName')}
      />
      <TextField
        label="Partner's first name"
        error={partner.formState.errors.firstName?.message}
        {...partner.register('firstName')}
      />
      <button type="button" onClick={() => setLimited('partner')}>
        Limit the partner
      </button>
      <button type="button" onClick={() => setLimited('none')}>
        No limits
      </button>
    </>
  );
}

describe('useLiveLimits: only what the user types, only its own mark', () => {
  it('a field without a limit is not marked as typed, and after a submit it is checked as usual', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'ann@');
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an email address like name@example.com')).toBeInTheDocument();
    await user.type(email, 'example.org');
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Enter an email address like name@example.com')).not.toBeInTheDocument();
  });

  it('a value filled in by code (a restored draft) is marked once the user edits it, not before', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    const first = screen.getByRole('textbox', { name: 'First name' });
    await user.click(screen.getByRole('button', { name: 'Restore draft' }));
    expect(first).toHaveValue('a'.repeat(101));
    expect(first).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(first, 'b');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(description(first)).toContain('Use at most 100 characters.');
  });

  it('a goal the form reads as a number (valueAsNumber) is checked too', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    const goal = screen.getByRole('spinbutton', { name: 'Goal' });
    await user.type(goal, '100000001');
    expect(goal).toHaveAttribute('aria-invalid', 'true');
    expect(description(goal)).toContain('Goal is too large: enter at most 100,000,000.');
  });

  it("typing within the limit leaves the submit's message until the next submit (reValidateMode onSubmit)", async () => {
    const user = userEvent.setup();
    render(<ContactForm reValidateMode="onSubmit" />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const first = screen.getByRole('textbox', { name: 'First name' });
    expect(await screen.findByText('Enter your first name')).toBeInTheDocument();
    await user.type(first, 'Ann');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(description(first)).toContain('Enter your first name');
  });

  it('follows the form it is given, and stops marking once its component is gone', async () => {
    const user = userEvent.setup();
    render(<TwoForms />);
    const mine = screen.getByRole('textbox', { name: 'Your first name' });
    const partner = screen.getByRole('textbox', { name: "Partner's first name" });
    await user.click(mine);
    await user.paste('a'.repeat(101));
    expect(mine).toHaveAttribute('aria-invalid', 'true');
    await user.type(mine, '{Backspace}');
    expect(mine).not.toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Limit the partner' }));
    await user.click(partner);
    await user.paste('p'.repeat(101));
    expect(partner).toHaveAttribute('aria-invalid', 'true');
    // The first form is no longer watched.
    await user.type(mine, 'b');
    expect(mine).toHaveValue(`${'a'.repeat(100)}b`);
    expect(mine).not.toHaveAttribute('aria-invalid', 'true');

    await user.type(partner, '{Backspace}');
    expect(partner).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'No limits' }));
    await user.type(partner, 'q');
    expect(partner).not.toHaveAttribute('aria-invalid', 'true');
  });
});
