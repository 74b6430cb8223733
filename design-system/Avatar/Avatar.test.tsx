import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { Avatar } from './Avatar';
import { avatarPlaceholder } from './placeholder';

describe('Avatar', () => {
  it('shows the picture with the name as alt text and a fixed box', () => {
    render(<Avatar src="/jane.jpg" name="Jane Doe" size="large" />);
    const image = screen.getByRole('img', { name: 'Jane Doe' });
    expect(image).toHaveAttribute('src', '/jane.jpg');
    expect(image).toHaveAttribute('width', '120');
    expect(image).toHaveAttribute('height', '120');
    expect(image).toHaveAttribute('data-state', 'image');
  });

  it('shows the inline placeholder without a picture', () => {
    render(<Avatar name="Jane Doe" size="small" />);
    const image = screen.getByRole('img', { name: 'Jane Doe' });
    expect(image).toHaveAttribute('src', avatarPlaceholder);
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(image).toHaveAttribute('width', '40');
    expect(image).toHaveAttribute('data-state', 'placeholder');
  });

  it('falls back to the placeholder when the picture fails to load, and tries a new picture again', () => {
    const onError = vi.fn();
    const { rerender } = render(<Avatar src="/broken.jpg" name="Jane Doe" onError={onError} />);
    fireEvent.error(screen.getByRole('img'));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('img')).toHaveAttribute('src', avatarPlaceholder);

    rerender(<Avatar src="/fixed.jpg" name="Jane Doe" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/fixed.jpg');
  });

  it('has empty alt text when decorative', () => {
    const { container } = render(<Avatar src="/jane.jpg" name="Jane Doe" decorative />);
    expect(screen.queryByRole('img', { name: 'Jane Doe' })).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <Avatar src="/jane.jpg" name="Jane Doe" />
        <Avatar name="John Roe" decorative />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
