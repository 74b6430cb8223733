import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { ShareButtons } from './ShareButtons';
import { shareUrls } from './model';

const url = 'https://example.org/fundraiser/7/';
const title = 'Help Jane & friends run #5k';

describe('ShareButtons', () => {
  it('offers share links pointing at the share URLs: X, not Twitter', () => {
    render(<ShareButtons url={url} title={title} />);
    const expected = shareUrls(url, title);
    expect(screen.getAllByRole('listitem', { hidden: true })).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute('href', expected.facebook);
    expect(screen.getByRole('link', { name: 'Share on X' })).toHaveAttribute('href', expected.x);
    expect(screen.queryByRole('link', { name: /Twitter/, hidden: true })).toBeNull();
    expect(screen.getByRole('link', { name: 'Share by Email' })).toHaveAttribute('href', expected.email);
    const whatsapp = screen.getByRole('link', { name: 'Share on WhatsApp', hidden: true });
    expect(whatsapp).toHaveAttribute('href', expected.whatsapp);
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    const sms = screen.getByRole('link', { name: 'Share by text message', hidden: true });
    expect(sms).toHaveAttribute('href', expected.sms);
    expect(sms.getAttribute('href')).toMatch(/^sms:\?&body=/);
    expect(sms).not.toHaveAttribute('target');
  });

  it('keeps WhatsApp and SMS for touch screens: their items carry the touch-only class, the others do not', () => {
    render(<ShareButtons url={url} title={title} />);
    const itemOf = (name: string) => screen.getByRole('link', { name, hidden: true }).closest('li')?.className ?? '';
    const touchOnly = itemOf('Share on WhatsApp');
    expect(touchOnly).not.toBe('');
    expect(itemOf('Share by text message')).toBe(touchOnly);
    for (const name of ['Share on Facebook', 'Share on X', 'Share by Email']) expect(itemOf(name)).not.toBe(touchOnly);
  });

  it.each(['Share on Facebook', 'Share on X', 'Share on WhatsApp'])(
    '%s opens safely in a new tab and says so',
    (name) => {
      render(<ShareButtons url={url} title={title} />);
      const link = screen.getByRole('link', { name, hidden: true });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleDescription('Opens in a new tab');
    },
  );

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
