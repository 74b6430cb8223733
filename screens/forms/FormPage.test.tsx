import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormPage } from './FormPage';

describe('FormPage', () => {
  it('shows the heading, the intro and the form, and the steps while a registration flow is on', () => {
    render(
      <FormPage
        title="Create Profile"
        intro="Tell supporters about you"
        wizard={{ set: 'joinIndividual', steps: ['Register', 'Create Profile', 'Start Fundraising'], current: 2 }}
      >
        <form aria-label="Profile" />
      </FormPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Create Profile' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByText('Tell supporters about you')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Progress' })).toHaveTextContent('Register');
  });

  it.each([
    ['outside a flow', { set: null, steps: [], current: 0 }],
    ['on a page the flow does not have', { set: 'joinTeam', steps: ['Find Team', 'Register'], current: 0 }],
    ['without a wizard', undefined],
  ] as const)('shows no steps %s, and no intro when there is none', (_case, wizard) => {
    const { container } = render(
      <FormPage title="Edit Profile" wizard={wizard ? { ...wizard, steps: [...wizard.steps] } : undefined}>
        <form aria-label="Profile" />
      </FormPage>,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });
});
