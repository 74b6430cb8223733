import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  createContext,
  forwardRef,
  useContext,
  useMemo,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import { withClassName } from '../classNames';
import { campaignColors } from './campaignColors';
import { vars } from './contract.css';
import { portalHost } from './ThemeRoot.css';
import { ROOT_CLASS } from './rootClass';
import { parseTypeface } from './typeface';

const PortalContainerContext = createContext<HTMLElement | null>(null);

/** Where Radix portals (modals) mount: inside the themed root, so they inherit the campaign colours. */
export function usePortalContainer(): HTMLElement | null {
  return useContext(PortalContainerContext);
}

export interface ThemeRootProps extends ComponentPropsWithoutRef<'div'> {
  /** The campaign's primary colour (#rgb, #rrggbb or rgb()); anything else falls back to the token default. */
  primaryColor?: unknown;
  secondaryColor?: unknown;
  /**
   * A CSS font-family list the site or campaign asks for (`"Source Sans 3", Arial, sans-serif`). Absent or
   * malformed: the app takes the typeface of the page around it (the WordPress theme's, wp-admin's).
   */
  typeface?: unknown;
  children?: ReactNode | undefined;
}

/**
 * Applies the campaign colours (and a typeface, when one is asked for) as theme variables to everything inside it,
 * portals included.
 */
export const ThemeRoot = forwardRef<HTMLDivElement, ThemeRootProps>(function ThemeRoot(
  { primaryColor, secondaryColor, typeface, className, style, children, ...rest },
  ref,
) {
  const colors = useMemo(() => campaignColors(primaryColor, secondaryColor), [primaryColor, secondaryColor]);
  const family = useMemo(() => parseTypeface(typeface), [typeface]);
  const [portalNode, setPortalNode] = useState<HTMLDivElement | null>(null);
  return (
    <div
      ref={ref}
      className={withClassName(ROOT_CLASS, className)}
      style={{
        ...assignInlineVars(vars.campaign, { ...colors }),
        ...(family ? assignInlineVars({ [vars.font.family.body]: family, [vars.font.family.heading]: family }) : {}),
        ...style,
      }}
      {...rest}
    >
      <PortalContainerContext.Provider value={portalNode}>{children}</PortalContainerContext.Provider>
      <div ref={setPortalNode} className={portalHost} data-p2p-portal="" />
    </div>
  );
});
