import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DraftFormFrame, type DraftFormFrameProps } from './DraftFormFrame';

const submit = (submitting = false): DraftFormFrameProps['submit'] => ({
  onSubmit: vi.fn(async () => undefined),
  submitting,
  formError: null,
  formErrorRef: createRef<HTMLDivElement>(),
  setFormError: vi.fn(),
});

function frame(props: Partial<DraftFormFrameProps> = {}) {
  const draft = { restored: false, discard: vi.fn(), clear: vi.fn() };
  render(
    <DraftFormFrame submit={submit()} submitLabel="Save profile" draft={draft} upload={{ blocked: false }} {...props}>
      <input aria-label="Story" />
    </DraftFormFrame>,
  );
  return draft;
}

describe('DraftFormFrame', () => {
  it('shows the submit alone without somewhere to go back to', () => {
    frame();
    expect(screen.getByRole('button', { name: 'Save profile' })).toHaveAttribute('type', 'submit');
    expect(screen.queryByRole('link', { name: 'Cancel' })).toBeNull();
    expect(screen.queryByText('We restored what you typed before you left this page.')).toBeNull();
  });

  it('Cancel goes back and throws the draft away', async () => {
    const draft = { restored: false, discard: vi.fn(), clear: vi.fn() };
    frame({ draft, cancelHref: '#back' });
    const cancel = screen.getByRole('link', { name: 'Cancel' });
    expect(cancel).toHaveAttribute('href', '#back');
    await userEvent.click(cancel);
    expect(draft.clear).toHaveBeenCalledTimes(1);
  });

  it('says so above the fields when a draft came back', () => {
    frame({ draft: { restored: true, discard: vi.fn(), clear: vi.fn() } });
    expect(screen.getByText('We restored what you typed before you left this page.')).toBeVisible();
  });

  it('keeps the submit disabled while the picked image is refused', () => {
    frame({ upload: { blocked: true } });
    expect(screen.getByRole('button', { name: 'Save profile' })).toBeDisabled();
  });
});
