import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { StepIndicator } from './StepIndicator';

const joinTeam = ['Find Team', 'Register', 'Create Profile', 'Start Fundraising'];

describe('StepIndicator', () => {
  it('is a navigation region named Progress holding an ordered list of the steps', () => {
    render(<StepIndicator steps={joinTeam} current={1} />);
    const region = screen.getByRole('navigation', { name: 'Progress' });
    const list = within(region).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Find Team', '2Register', '3Create Profile', '4Start Fundraising']);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('marks the current step with aria-current and earlier steps as completed', () => {
    render(<StepIndicator steps={joinTeam} current={3} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, null, 'step', null]);
    expect(items.map((item) => item.dataset.state)).toEqual(['complete', 'complete', 'current', 'upcoming']);
    expect(items[0]).toHaveTextContent('Completed: Find Team');
    expect(items[1]).toHaveTextContent('Completed: Register');
    expect(items[2]).not.toHaveTextContent('Completed');
    expect(items[3]).not.toHaveTextContent('Completed');
  });

  it("says 'Step 2 of 4 · Register' for the phone form, hidden from screen readers (the list says it)", () => {
    const { container } = render(<StepIndicator steps={joinTeam} current={2} />);
    const line = container.querySelector('p');
    expect(line).toHaveTextContent('Step 2 of 4 · Register');
    expect(line).toHaveAttribute('aria-hidden', 'true');
  });

  it('has no phone line when no step is current', () => {
    const { container } = render(<StepIndicator steps={joinTeam} current={0} />);
    expect(container.querySelector('p')).toBeNull();
  });

  it('takes a custom region name', () => {
    render(<StepIndicator steps={joinTeam} current={2} label="Sign-up steps" />);
    expect(screen.getByRole('navigation', { name: 'Sign-up steps' })).toBeInTheDocument();
  });

  it('marks nothing current when the step is out of range', () => {
    render(<StepIndicator steps={joinTeam} current={9} />);
    expect(screen.getAllByRole('listitem').filter((item) => item.hasAttribute('aria-current'))).toHaveLength(0);
  });

  it('has no axe violations', async () => {
    const { container } = render(<StepIndicator steps={joinTeam} current={2} />);
    await expectNoAxeViolations(container);
  });
});
