import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { SanitizedHtml } from './SanitizedHtml';
import { StoryText } from './StoryText';

describe('SanitizedHtml', () => {
  it('renders allowed prose and nothing that runs', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { container } = render(
      <SanitizedHtml
        html={
          '<p>Hi <a href="https://e.org" target="_blank">there</a></p><img src=x onerror="alert(1)"><script>alert(2)</script><svg onload="alert(3)"></svg><a href="javascript:alert(4)">x</a>'
        }
      />,
    );
    expect(container.querySelector('p')).toHaveTextContent('Hi there');
    expect(container.querySelector('a[target="_blank"]')).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('img, script, svg, [onerror], [onload], a[href^="javascript"]')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('renders nothing for empty HTML', () => {
    const { container } = render(<SanitizedHtml html="  " />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('StoryText', () => {
  it('renders a story as text paragraphs, never as HTML', () => {
    const { container } = render(<StoryText story={'First <b>line</b>\n\n<img src=x onerror=alert(1)>Second'} />);
    const paragraphs = container.querySelectorAll('p');
    expect([...paragraphs].map((p) => p.textContent)).toEqual(['First line', 'Second']);
    expect(container.querySelector('b, img')).toBeNull();
  });
});
