import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { RadioGroup } from './RadioGroup';

const access = [
  { value: 'public', label: 'Public', description: 'Anyone can join' },
  { value: 'private', label: 'Private', description: 'Invite only, shown as Closed' },
];

describe('RadioGroup', () => {
  it('is a fieldset named by its legend, with radios sharing one name', () => {
    render(<RadioGroup label="Team access" options={access} />);
    const group = screen.getByRole('group', { name: 'Team access' });
    const radios = screen.getAllByRole('radio');
    expect(group).toContainElement(radios[0] ?? null);
    expect(new Set(radios.map((radio) => radio.getAttribute('name'))).size).toBe(1);
    expect(screen.getByRole('radio', { name: 'Private' })).toHaveAccessibleDescription('Invite only, shown as Closed');
  });

  it('works uncontrolled from defaultValue and reports changes', async () => {
    const onValueChange = vi.fn();
    render(<RadioGroup label="Team access" options={access} defaultValue="public" onValueChange={onValueChange} />);
    expect(screen.getByRole('radio', { name: 'Public' })).toBeChecked();
    await userEvent.click(screen.getByText('Private'));
    expect(screen.getByRole('radio', { name: 'Private' })).toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith('private');
  });

  it('works controlled: value wins until the parent changes it', async () => {
    function Controlled() {
      const [value, setValue] = useState('public');
      return (
        <>
          <RadioGroup label="Team access" options={access} value={value} onValueChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole('radio', { name: 'Private' }));
    expect(screen.getByRole('status')).toHaveTextContent('private');
    expect(screen.getByRole('radio', { name: 'Private' })).toBeChecked();
  });

  it('marks every radio invalid and describes it with the group error', () => {
    render(
      <RadioGroup
        label="Team access"
        options={access}
        required
        helpText="You can change it later"
        error="Choose who can join"
      />,
    );
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toHaveAttribute('aria-invalid', 'true');
      expect(radio).toBeRequired();
    }
    expect(screen.getByRole('radio', { name: 'Public' })).toHaveAccessibleDescription(
      'Anyone can join Choose who can join',
    );
    expect(screen.getByRole('group', { name: 'Team access' })).toHaveAccessibleDescription(
      'You can change it later Choose who can join',
    );
  });

  it('works with react-hook-form register() spread onto the group', async () => {
    const submitted = vi.fn();
    function Form() {
      const {
        register,
        handleSubmit,
        formState: { errors },
      } = useForm<{ access: string | null }>({ defaultValues: { access: null } });
      return (
        <form noValidate onSubmit={handleSubmit(submitted)}>
          <RadioGroup
            label="Team access"
            options={access}
            {...register('access', { required: 'Choose who can join' })}
            error={errors.access?.message}
          />
          <button type="submit">Create team</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Create team' }));
    expect(await screen.findByText('Choose who can join')).toBeInTheDocument();
    expect(submitted).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Private' }));
    await user.click(screen.getByRole('button', { name: 'Create team' }));
    expect(submitted).toHaveBeenCalledWith({ access: 'private' }, expect.anything());
  });

  it('checks the option from react-hook-form defaultValues', () => {
    function Form() {
      const { register } = useForm({ defaultValues: { access: 'public' } });
      return <RadioGroup label="Team access" options={access} {...register('access')} />;
    }
    render(<Form />);
    expect(screen.getByRole('radio', { name: 'Public' })).toBeChecked();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <RadioGroup label="Team access" options={access} defaultValue="public" helpText="You can change it later" />
        <RadioGroup label="Access again" options={access} required error="Choose who can join" />
        <RadioGroup label="Locked access" options={access} disabled />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
