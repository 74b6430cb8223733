import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AdminHtml, isPlainText } from './AdminHtml';

describe('isPlainText', () => {
  it.each([
    ['Lace up and raise money for wells.', true],
    ['  ', true],
    ['Fish & chips', false],
    ['Run &amp; walk', false],
    ['<b>bold</b>', false],
    ['a <!-- comment -->', false],
    ['1 < 2', false],
  ])('%j → %s', (html, plain) => {
    expect(isPlainText(html)).toBe(plain);
  });
});

describe('AdminHtml', () => {
  it('renders plain text at once, as text', () => {
    const { container } = render(<AdminHtml html="Lace up and raise money for wells." />);
    expect(container).toHaveTextContent('Lace up and raise money for wells.');
    expect(container.firstElementChild?.children).toHaveLength(0);
    // English text on a Hebrew site reads left to right, full stop last.
    expect(container.firstElementChild).toHaveAttribute('dir', 'auto');
  });

  it('renders nothing for blank text', () => {
    const { container } = render(<AdminHtml html="   " />);
    expect(container).toBeEmptyDOMElement();
  });

  it('sends markup through the sanitizer (loaded on demand): safe formatting stays, scripts never run', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { container } = render(
      <Suspense fallback={<p>loading</p>}>
        <AdminHtml
          html={'Run <strong>far</strong> &amp; fast<img src=x onerror="alert(1)"><script>alert(2)</script>'}
        />
      </Suspense>,
    );
    expect(await screen.findByText('far')).toBeInstanceOf(HTMLElement);
    expect(container.querySelector('strong')).toHaveTextContent('far');
    expect(container).toHaveTextContent('Run far & fast');
    expect(container.querySelector('img, script, [onerror]')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });
});
