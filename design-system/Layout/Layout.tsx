import { createElement, forwardRef, type HTMLAttributes } from 'react';
import {
  frame,
  inline,
  page,
  stack,
  type InlineVariants,
  type PageVariants,
  type SpaceName,
  type StackVariants,
} from './Layout.css';

type FlowElement = 'div' | 'section' | 'ul' | 'ol' | 'form' | 'fieldset' | 'nav';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** The space between children, a space token name. */
  gap?: SpaceName | undefined;
  /** Cross-axis alignment; `stretch` (default) makes children full width. */
  align?: StackVariants['align'] | undefined;
  as?: FlowElement | undefined;
}

export interface InlineProps extends HTMLAttributes<HTMLElement> {
  gap?: SpaceName | undefined;
  align?: InlineVariants['align'] | undefined;
  justify?: InlineVariants['justify'] | undefined;
  /** Children wrap onto new lines by default, so nothing overflows on small screens. */
  wrap?: boolean | undefined;
  as?: FlowElement | undefined;
}

export interface PageFrameProps extends HTMLAttributes<HTMLDivElement> {}

export interface PageProps extends HTMLAttributes<HTMLElement> {
  /** `wide` (default): the content width. `narrow`: the column for forms and every wizard step. */
  width?: PageVariants['width'] | undefined;
  as?: 'div' | 'main' | 'section' | 'article' | undefined;
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

/**
 * The outermost box of a screen: gutters, the space above and below, and the size container that layouts
 * inside query (`pageQuery`), so a page looks right full-width and inside a theme's content column alike.
 * Render it once around the screen; put one `Page` inside.
 */
export const PageFrame = forwardRef<HTMLDivElement, PageFrameProps>(function PageFrame({ className, ...rest }, ref) {
  return <div ref={ref} className={joinClasses(frame, className)} {...rest} />;
});

/** One page in the frame: centred at its width, its sections spaced by the page rhythm. */
export const Page = forwardRef<HTMLElement, PageProps>(function Page({ width, as = 'div', className, ...rest }, ref) {
  return createElement(as, { ref, className: joinClasses(page({ width }), className), ...rest });
});
