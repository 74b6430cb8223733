import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { LinkCard } from './LinkCard';

const icon = (
  <svg viewBox="0 0 24 24" aria-hidden="true">
    <circle cx="12" cy="12" r="8" />
  </svg>
);

describe('LinkCard', () => {
  it('is one link named by its heading, with its sentence beside it', async () => {
    const { container } = render(
      <LinkCard
        href="/register/teams/"
        title="Join a team"
        description="Raise money together with a team."
        icon={icon}
      />,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Join a team' });
    const link = within(heading).getByRole('link', { name: 'Join a team' });
    expect(link).toHaveAttribute('href', '/register/teams/');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('Raise money together with a team.')).toBeVisible();
    // The picture is decoration: nothing of it reaches screen readers.
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    await expectNoAxeViolations(container);
  });

  it('hands clicks to the given handler (a router moving inside the app)', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(<LinkCard href="/register/captain/" title="Create a Team" onClick={onClick} />);
    await user.click(screen.getByRole('link', { name: 'Create a Team' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('takes the heading level of the page outline and renders as a list item in a list', () => {
    render(
      <ul>
        <LinkCard as="li" headingLevel={3} href="#a" title="Join as an Individual" />
      </ul>,
    );
    expect(screen.getByRole('listitem')).toContainElement(
      screen.getByRole('heading', { level: 3, name: 'Join as an Individual' }),
    );
  });
});
