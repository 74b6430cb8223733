import type { ReactNode, SVGAttributes } from 'react';

export interface LineIconProps extends Omit<SVGAttributes<SVGSVGElement>, 'children'> {
  /** The drawing: paths and circles on the `size`-unit grid, stroked in the current text colour. */
  children: ReactNode;
  /** The side of the drawing grid (viewBox). Default 24. */
  size?: 16 | 24 | undefined;
  /** Stroke width in grid units. Default 2. */
  weight?: number | undefined;
}

/**
 * A decorative line drawing in the current text colour (no icon font, nothing to download). Always hidden
 * from screen readers and out of the tab order: the text beside it says what it means.
 */
export function LineIcon({ children, size = 24, weight = 2, ...rest }: LineIconProps) {
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={weight}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
