import type { ReactElement, SVGAttributes } from 'react';
import type { NoticeTone } from './model';
import { LineIcon } from '../LineIcon/LineIcon';

/** The drawing inside a 24-unit circle or triangle for each tone; decorative, the text carries the meaning. */
const SHAPES: Record<NoticeTone, ReactElement> = {
  danger: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 7v6M12 16.5v.5" />
    </>
  ),
  warning: (
    <>
      <path d="M12 3 2 21h20L12 3Z" />
      <path d="M12 10v5M12 18v.5" />
    </>
  ),
  success: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="m7.5 12.5 3 3 6-6.5" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 11v6M12 7v.5" />
    </>
  ),
};

export interface NoticeIconProps extends SVGAttributes<SVGSVGElement> {
  tone: NoticeTone;
}

/** An inline SVG (no icon font), drawn in the current text colour. */
export function NoticeIcon({ tone, ...rest }: NoticeIconProps) {
  return <LineIcon {...rest}>{SHAPES[tone]}</LineIcon>;
}
