import { createElement, forwardRef, type HTMLAttributes } from 'react';
import { headingSize, type HeadingLevel } from './model';
import { heading, text, type FontSizeName, type TextVariants } from './Typography.css';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The document outline level: 1 renders an h1, 6 an h6. */
  level: HeadingLevel;
  /** A font size token when the look should differ from the level's default. */
  size?: FontSizeName | undefined;
}

/** A heading. Give it `tabIndex={-1}` and a ref when the app moves focus to it after navigation. */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level, size, className, ...rest },
  ref,
) {
  const Tag = `h${level}` as const;
  const classes = [heading({ size: headingSize(level, size) }), className].filter(Boolean).join(' ');
  return <Tag ref={ref} className={classes} {...rest} />;
});

export interface TextProps extends HTMLAttributes<HTMLElement> {
  as?: 'p' | 'span' | 'div' | undefined;
  /** `muted` for secondary text (captions, dates); both tones read at 4.5:1 on page and surface colours. */
  tone?: TextVariants['tone'] | undefined;
  size?: FontSizeName | undefined;
  weight?: TextVariants['weight'] | undefined;
}

/** Body text. A paragraph by default. */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  { as = 'p', tone, size, weight, className, ...rest },
  ref,
) {
  const classes = [text({ tone, size, weight }), className].filter(Boolean).join(' ');
  return createElement(as, { ref, className: classes, ...rest });
});
