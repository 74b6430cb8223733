import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { Select } from './Select';

const options = [
  { value: 'red', label: 'Red Team' },
  { value: 'blue', label: 'Blue Team' },
];

describe('Select', () => {
  it('lists a placeholder with an empty value, then the options', () => {
    render(<Select label="Team" options={options} placeholder="Choose a team" />);
    const select = screen.getByRole('combobox', { name: 'Team' });
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a team',
      'Red Team',
      'Blue Team',
    ]);
  });

  it('forwards its ref and change events to the native select', async () => {
    const ref = createRef<HTMLSelectElement>();
    const onChange = vi.fn();
    render(<Select ref={ref} label="Team" name="team" options={options} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Team' });
    expect(ref.current).toBe(select);
    await userEvent.selectOptions(select, 'Blue Team');
    expect(select).toHaveValue('blue');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows an error tied to the select', () => {
    render(<Select label="Team" options={options} helpText="Pick one" error="Choose a team" />);
    const select = screen.getByRole('combobox', { name: 'Team' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Pick one Choose a team');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <Select label="Team" options={options} placeholder="Choose a team" helpText="Pick one" />
        <Select label="Team again" options={options} required error="Choose a team" />
        <Select label="Locked team" options={options} disabled />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
