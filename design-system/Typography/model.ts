import type { FontSizeName } from './Typography.css';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** The size each level has unless the page asks for another (an h2 card title may look like an h4). */
const LEVEL_SIZES: Record<HeadingLevel, FontSizeName> = {
  1: 'display',
  2: 'xxl',
  3: 'xl',
  4: 'lg',
  5: 'md',
  6: 'sm',
};

export function headingSize(level: HeadingLevel, override?: FontSizeName): FontSizeName {
  return override ?? LEVEL_SIZES[level];
}
