import { createElement, forwardRef, type HTMLAttributes } from 'react';
import { container, inline, stack, type InlineVariants, type SpaceName, type StackVariants } from './Layout.css';

type FlowElement = 'div' | 'section' | 'ul' | 'ol' | 'form' | 'fieldset' | 'nav';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** The space between children, a space token name. */
  gap?: SpaceName;
  /** Cross-axis alignment; `stretch` (default) makes children full width. */
  align?: StackVariants['align'];
  as?: FlowElement;
}

export interface InlineProps extends HTMLAttributes<HTMLElement> {
  gap?: SpaceName;
  align?: InlineVariants['align'];
  justify?: InlineVariants['justify'];
  /** Children wrap onto new lines by default, so nothing overflows on small screens. */
  wrap?: boolean;
  as?: FlowElement;
}

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'main' | 'section' | 'header' | 'footer';
}

function joinClasses(...names: Array<string | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/** Children in a column with a token gap between them. Lists (`ul`, `ol`) lose their bullets and indent. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { gap, align, as = 'div', className, ...rest },
  ref,
) {
  return createElement(as, { ref, className: joinClasses(stack({ gap, align }), className), ...rest });
});

/** Children in a row that wraps, with a token gap between them. */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  { gap, align, justify, wrap, as = 'div', className, ...rest },
  ref,
) {
  return createElement(as, { ref, className: joinClasses(inline({ gap, align, justify, wrap }), className), ...rest });
});

/** Centres the page content at the content width, with page padding on the sides. */
export const Container = forwardRef<HTMLElement, ContainerProps>(function Container(
  { as = 'div', className, ...rest },
  ref,
) {
  return createElement(as, { ref, className: joinClasses(container, className), ...rest });
});
