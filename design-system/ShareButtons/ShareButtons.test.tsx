import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { ShareButtons } from './ShareButtons';
import { shareUrls } from './model';

const url = 'https://example.org/fundraiser/7/';
const title = 'Help Jane & friends run #5k';

describe('ShareButtons', () => {
  it('offers three share links pointing at the share URLs', () => {
    render(<ShareButtons url={url} title={title} />);
    const expected = shareUrls(url, title);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute('href', expected.facebook);
    expect(screen.getByRole('link', { name: 'Share on Twitter' })).toHaveAttribute('href', expected.twitter);
    expect(screen.getByRole('link', { name: 'Share by Email' })).toHaveAttribute('href', expected.email);
  });

  it.each(['Share on Facebook', 'Share on Twitter'])('%s opens safely in a new tab and says so', (name) => {
    render(<ShareButtons url={url} title={title} />);
    const link = screen.getByRole('link', { name });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleDescription('Opens in a new tab');
  });

  it('opens the email link in the mail client, not a new tab', () => {
    render(<ShareButtons url={url} title={title} />);
    const email = screen.getByRole('link', { name: 'Share by Email' });
    expect(email).not.toHaveAttribute('target');
    expect(email.getAttribute('href')).toMatch(/^mailto:\?subject=/);
  });

  it('has no axe violations', async () => {
    const { container } = render(<ShareButtons url={url} title={title} />);
    await expectNoAxeViolations(container);
  });
});
