import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import type { Sponsor } from '../api/entities';
import { SponsorStrip, type SponsorStripProps } from './SponsorStrip';

const sponsors: Sponsor[] = [
  { id: 1, sponsor_name: 'AquaPure', sponsor_image: '/logo-1.svg', sponsor_url: 'https://example.com/aquapure' },
  { id: 2, sponsor_name: 'Sneaky', sponsor_image: '/logo-2.svg', sponsor_url: 'javascript:alert(document.cookie)' },
  { id: 3, sponsor_name: 'Text Only', sponsor_image: '', sponsor_url: 'data:text/html,<b>x</b>' },
];

function campaign(overrides: Partial<SponsorStripProps['campaign']> = {}): SponsorStripProps['campaign'] {
  return {
    sponsors_enabled: 'enabled',
    sponsor_section_heading: 'Our Sponsors',
    sponsor_linking: 'enabled',
    sponsor_application_page: '',
    ...overrides,
  };
}

describe('SponsorStrip', () => {
  it('shows the heading and external links with rel="noopener noreferrer"', async () => {
    const { container } = render(<SponsorStrip campaign={campaign()} sponsors={sponsors} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Our Sponsors' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /AquaPure/ });
    expect(link).toHaveAttribute('href', 'https://example.com/aquapure');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(container);
  });

  it('uses rel="nofollow noopener" when sponsor_linking is nofollow', () => {
    render(<SponsorStrip campaign={campaign({ sponsor_linking: 'nofollow' })} sponsors={sponsors} />);
    expect(screen.getByRole('link', { name: /AquaPure/ })).toHaveAttribute('rel', 'nofollow noopener');
  });

  it('links nothing when sponsor_linking is disabled', () => {
    render(<SponsorStrip campaign={campaign({ sponsor_linking: 'disabled' })} sponsors={sponsors} />);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByRole('img', { name: 'AquaPure' })).toBeInTheDocument();
  });

  it.each(['enabled', 'nofollow'])('never links a javascript: or data: URL (%s)', (linking) => {
    render(<SponsorStrip campaign={campaign({ sponsor_linking: linking })} sponsors={sponsors} />);
    expect(screen.getByRole('img', { name: 'Sneaky' }).closest('a')).toBeNull();
    expect(screen.getByText('Text Only').closest('a')).toBeNull();
    expect(document.querySelector('a[href^="javascript"], a[href^="data"]')).toBeNull();
  });

  it.each(['disabled', '', 'Enabled'])('is hidden when sponsors_enabled is %j', (value) => {
    const { container } = render(<SponsorStrip campaign={campaign({ sponsors_enabled: value })} sponsors={sponsors} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('offers the sponsor application page only when it is a web address', () => {
    const { unmount } = render(
      <SponsorStrip
        campaign={campaign({ sponsor_application_page: 'https://example.org/become-a-sponsor' })}
        sponsors={sponsors}
      />,
    );
    expect(screen.getByRole('link', { name: /Become a sponsor/ })).toHaveAttribute(
      'href',
      'https://example.org/become-a-sponsor',
    );
    unmount();
    render(
      <SponsorStrip campaign={campaign({ sponsor_application_page: 'javascript:alert(1)' })} sponsors={sponsors} />,
    );
    expect(screen.queryByRole('link', { name: /Become a sponsor/ })).not.toBeInTheDocument();
  });

  it("says 'Our sponsors' in its small heading when the campaign gives none", () => {
    render(<SponsorStrip campaign={campaign({ sponsor_section_heading: '  ' })} sponsors={sponsors} />);
    expect(screen.getByRole('region', { name: 'Our sponsors' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our sponsors' })).toBeInTheDocument();
  });
});
