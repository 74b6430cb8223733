import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('stops at maxLength with a count from 80% of it, spoken when it appears, at 10 left and at none', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Story" maxLength={100} />);
    const area = screen.getByRole('textbox', { name: 'Story' });
    const status = screen.getByRole('status');
    expect(area).toHaveAttribute('maxlength', '100');
    await user.type(area, 'x'.repeat(79));
    expect(status).toBeEmptyDOMElement();
    await user.type(area, 'x');
    expect(area).toHaveAccessibleDescription('20 characters left');
    expect(status).toHaveTextContent('20 characters left');
    await user.type(area, 'x'.repeat(9));
    expect(area).toHaveAccessibleDescription('11 characters left');
    expect(status).toHaveTextContent('20 characters left');
    await user.type(area, 'x');
    expect(status).toHaveTextContent('10 characters left');
    await user.type(area, 'x'.repeat(20));
    expect(area).toHaveValue('x'.repeat(100));
    expect(status).toHaveTextContent('0 characters left');
  });

  it('has 4 rows by default and takes the story field’s 10', () => {
    const { rerender } = render(<TextArea label="Story" />);
    expect(screen.getByRole('textbox', { name: 'Story' })).toHaveAttribute('rows', '4');
    rerender(<TextArea label="Story" rows={10} />);
    expect(screen.getByRole('textbox', { name: 'Story' })).toHaveAttribute('rows', '10');
  });

  it('forwards its ref and native props to the textarea', async () => {
    const ref = createRef<HTMLTextAreaElement>();
    const onChange = vi.fn();
    render(<TextArea ref={ref} label="Story" name="story" onChange={onChange} />);
    const textarea = screen.getByRole('textbox', { name: 'Story' });
    expect(ref.current).toBe(textarea);
    expect(textarea).toHaveAttribute('name', 'story');
    await userEvent.type(textarea, 'Hi');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('shows an error tied to the textarea', () => {
    render(<TextArea label="Story" required helpText="Why you fundraise" error="Tell your story" />);
    const textarea = screen.getByRole('textbox', { name: 'Story' });
    expect(textarea).toBeRequired();
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Why you fundraise Tell your story');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <TextArea label="Story" helpText="Why you fundraise" />
        <TextArea label="Team story" required error="Tell your team’s story" />
        <TextArea label="Notes" disabled defaultValue="Locked" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
