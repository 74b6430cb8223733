import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StartupError } from './StartupError';

describe('StartupError', () => {
  it('says the page could not start and names each bad value for the site owner', () => {
    render(
      <StartupError
        problems={[
          { source: 'data-campaign', message: 'Missing' },
          { source: 'data-sponsors', message: 'Not valid JSON' },
        ]}
      />,
    );
    expect(
      screen.getByText('The fundraising page could not start: its page data is missing or malformed.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'data-campaign: Missing',
      'data-sponsors: Not valid JSON',
    ]);
  });
});
