import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { TextField } from '../../design-system';
import { useFormSubmit } from './useFormSubmit';
import { PERSON_NAME_LIMITS, useLiveLimits } from './liveLimits';
import { checkGoalLimit, rules } from './validation';

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
