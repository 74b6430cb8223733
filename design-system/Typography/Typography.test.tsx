import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { Heading, Text } from './Typography';

describe('Heading', () => {
  it.each([1, 2, 3, 4, 5, 6] as const)('level %i renders a heading of that level', (level) => {
    render(<Heading level={level}>Riverside Runners</Heading>);
    expect(screen.getByRole('heading', { level, name: 'Riverside Runners' })).toBeInTheDocument();
  });

  it('keeps its level when the size is overridden', () => {
    const { rerender } = render(<Heading level={2}>Top donors</Heading>);
    const defaultClass = screen.getByRole('heading').className;
    rerender(
      <Heading level={2} size="lg">
        Top donors
      </Heading>,
    );
    expect(screen.getByRole('heading', { level: 2 }).className).not.toEqual(defaultClass);
  });

  it('can receive focus from the app through its ref', () => {
    const ref = createRef<HTMLHeadingElement>();
    render(
      <Heading level={1} tabIndex={-1} ref={ref}>
        Join team
      </Heading>,
    );
    ref.current?.focus();
    expect(screen.getByRole('heading', { level: 1, name: 'Join team' })).toHaveFocus();
  });
});

describe('Text', () => {
  it('is a paragraph by default and the asked-for element otherwise', () => {
    render(
      <>
        <Text>Raised so far</Text>
        <Text as="span" tone="muted" size="sm">
          3 days ago
        </Text>
      </>,
    );
    expect(screen.getByText('Raised so far').tagName).toBe('P');
    expect(screen.getByText('3 days ago').tagName).toBe('SPAN');
  });

  it('renders untrusted text as text, never as markup', () => {
    render(<Text>{'<img src=x onerror=alert(1)>'}</Text>);
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <article>
        <Heading level={2}>Riverside Runners</Heading>
        <Text tone="muted">Captain: Jane Doe</Text>
      </article>,
    );
    await expectNoAxeViolations(container);
  });
});
