import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { TextField } from './TextField';

// The visible count (the live region beside it says the same words at thresholds).
const VISIBLE = { selector: 'p' };

describe('TextField', () => {
  it('is named by its visible label and described by its help text', () => {
    render(<TextField label="First name" helpText="As it appears on your page" />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAccessibleDescription('As it appears on your page');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the input invalid and describes it with the error, without role=alert', () => {
    render(<TextField label="Email" type="email" helpText="We never share it" error="Enter an email address" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Enter an email address');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a consumer aria-describedby alongside its own', () => {
    render(
      <>
        <p id="extra">Shown on your page</p>
        <TextField label="Team name" aria-describedby="extra" helpText="Up to 40 characters" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Team name' })).toHaveAccessibleDescription(
      'Shown on your page Up to 40 characters',
    );
  });

  it('announces required once: native required on the input, the star hidden', () => {
    render(<TextField label="Last name" required />);
    const input = screen.getByRole('textbox', { name: 'Last name' });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('gives number fields a numeric keypad', () => {
    render(<TextField label="Goal" type="number" />);
    expect(screen.getByRole('spinbutton', { name: 'Goal' })).toHaveAttribute('inputmode', 'numeric');
  });

  it('shows and hides a password with a named toggle that does not submit', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <TextField label="Password" type="password" passwordToggle defaultValue="secret1" />
      </form>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('works with react-hook-form register(): ref, events and a validation rule', async () => {
    const submitted = vi.fn();
    function Form() {
      const {
        register,
        handleSubmit,
        formState: { errors },
      } = useForm<{ password: string }>({ defaultValues: { password: '' } });
      return (
        <form noValidate onSubmit={handleSubmit(submitted)}>
          <TextField
            label="Password"
            type="password"
            required
            {...register('password', {
              required: 'Password is required',
              minLength: { value: 6, message: 'Password must have at least 6 characters' },
            })}
            error={errors.password?.message}
          />
          <button type="submit">Register</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Form />);
    const input = screen.getByLabelText(/^Password/);

    await user.type(input, 'abc');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Password must have at least 6 characters')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Password must have at least 6 characters');
    // handleSubmit focuses the first invalid field through the forwarded ref.
    expect(input).toHaveFocus();
    expect(submitted).not.toHaveBeenCalled();

    await user.type(input, 'def');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(submitted).toHaveBeenCalledWith({ password: 'abcdef' }, expect.anything());
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('stops at maxLength and counts the characters left from 80% of it, announcing only at thresholds', async () => {
    const user = userEvent.setup();
    render(<TextField label="Team name" helpText="Shown on your page" maxLength={20} />);
    const input = screen.getByRole('textbox', { name: 'Team name' });
    const status = screen.getByRole('status');
    expect(input).toHaveAttribute('maxlength', '20');

    await user.type(input, 'a'.repeat(15));
    expect(screen.queryByText(/characters? left/, VISIBLE)).toBeNull();
    expect(status).toBeEmptyDOMElement();

    await user.type(input, 'b');
    expect(screen.getByText('4 characters left', VISIBLE)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('4 characters left Shown on your page');
    expect(status).toHaveTextContent('4 characters left');
    // Within a stage the live region keeps its words: nothing is read on every key.
    await user.type(input, 'c');
    expect(screen.getByText('3 characters left', VISIBLE)).toBeInTheDocument();
    expect(status).toHaveTextContent('4 characters left');

    // Typing past the limit stops there; the count says why.
    await user.type(input, 'defgh');
    expect(input).toHaveValue(`${'a'.repeat(15)}bcdef`);
    expect(screen.getByText('0 characters left', VISIBLE)).toBeInTheDocument();
    expect(status).toHaveTextContent('0 characters left');

    await user.clear(input);
    expect(screen.queryByText(/characters? left/, VISIBLE)).toBeNull();
    expect(status).toBeEmptyDOMElement();
  });

  it('tells a paste over the limit was cut: 0 characters left', async () => {
    const user = userEvent.setup();
    render(<TextField label="First name" maxLength={10} />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    await user.click(input);
    await user.paste('Maximilian-Alexander');
    expect(input).toHaveValue('Maximilian');
    expect(screen.getByText('0 characters left', VISIBLE)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 characters left');
  });

  it('counts a value set from outside (a default or a form reset) and keeps the forwarded ref', async () => {
    const onChange = vi.fn();
    function Form() {
      const { register, reset } = useForm<{ name: string }>({ defaultValues: { name: 'x'.repeat(9) } });
      return (
        <form>
          <TextField label="Name" maxLength={10} {...register('name', { onChange })} />
          <button type="button" onClick={() => reset({ name: 'y' })}>
            Reset
          </button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Form />);
    expect(screen.getByText('1 character left', VISIBLE)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'z');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByText('0 characters left', VISIBLE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByText(/characters? left/, VISIBLE)).toBeNull();
  });

  it('has no count and no live region without maxLength', () => {
    render(<TextField label="City" defaultValue={'x'.repeat(500)} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText(/left/)).toBeNull();
  });

  it('has no axe violations in normal, error and toggle states', async () => {
    const { container } = render(
      <form>
        <TextField label="First name" helpText="Shown on your page" />
        <TextField label="Email" type="email" required error="Enter an email address" />
        <TextField label="Password" type="password" passwordToggle />
        <TextField label="Goal" type="number" disabled defaultValue={500} />
        <TextField label="Team name" maxLength={10} defaultValue="Runners!!" />
      </form>,
    );
    await expectNoAxeViolations(container);
  });
});
