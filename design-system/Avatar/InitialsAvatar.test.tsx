import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { InitialsAvatar } from './InitialsAvatar';

describe('InitialsAvatar', () => {
  it("shows the name's initials, named for screen readers", () => {
    render(<InitialsAvatar name="Carla Captain" />);
    const avatar = screen.getByRole('img', { name: 'Carla Captain' });
    expect(avatar).toHaveTextContent(/^CC$/);
    expect(avatar).toHaveAttribute('data-state', 'initials');
  });

  it('shows a neutral silhouette, never initials, for an anonymous donor', () => {
    render(<InitialsAvatar name="Anonymous" anonymous />);
    const avatar = screen.getByRole('img', { name: 'Anonymous' });
    expect(avatar).toHaveTextContent(/^$/);
    expect(avatar).toHaveAttribute('data-state', 'anonymous');
    expect(avatar.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('falls back to the silhouette for a name without letters', () => {
    render(<InitialsAvatar name="???" />);
    expect(screen.getByRole('img', { name: '???' })).toHaveAttribute('data-state', 'anonymous');
  });

  it('is hidden from screen readers when decorative (the name is shown beside it)', () => {
    render(<InitialsAvatar name="Carla Captain" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('CC')).toHaveAttribute('aria-hidden', 'true');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <InitialsAvatar name="Carla Captain" size="large" />
        <InitialsAvatar name="Anonymous" anonymous size="small" />
        <InitialsAvatar name="Wen Novak" decorative />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
