import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FacePreview } from './FacePreview';

const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

describe('FacePreview', () => {
  it('shows the chosen picture as the round face the page draws, from a data: URL', async () => {
    const file = new File([PNG_BYTES], 'wide.png', { type: 'image/png' });
    const { container } = render(<FacePreview file={file} />);
    expect(await screen.findByText('How the picture will look on the page')).toBeInTheDocument();
    const face = container.querySelector('figure img');
    expect(face?.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    // The page's face: Avatar's large size, so the same crop (object-fit: cover, focused above the middle).
    expect(face).toHaveAttribute('width', '120');
    expect(face).toHaveAttribute('alt', '');
  });

  it('shows nothing before a picture is chosen', () => {
    const { container } = render(<FacePreview file={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
