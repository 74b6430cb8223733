import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { Button } from './Button';

describe('Button', () => {
  it('is a button of type button by default, so it never submits a form by accident', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Donate Now</Button>);
    const button = screen.getByRole('button', { name: 'Donate Now' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('renders a link when given an href', () => {
    render(<Button href="/donate/">Donate Now</Button>);
    expect(screen.getByRole('link', { name: 'Donate Now' })).toHaveAttribute('href', '/donate/');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('while busy stays focusable but ignores presses, and a busy submit button does not submit its form', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const user = userEvent.setup();
    render(
      <form onSubmit={onSubmit}>
        <input aria-label="Amount" />
        <Button type="submit" busy onClick={onClick}>
          Save
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(button).toHaveFocus();
    await user.type(screen.getByLabelText('Amount'), '5{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Button color="secondary" size="small">
        Start Fundraising
      </Button>,
    );
    await expectNoAxeViolations(container);
  });
});
