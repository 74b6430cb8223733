import { lazy, Suspense, useState, type RefObject } from 'react';
import { CodeLoading } from './CodeLoading';
import { useScrolledPast } from './useScrolledPast';

// Never on a first screen (it opens only once Donate has scrolled away): not worth first-load bytes.
const StickyDonateBar = lazy(() => import('./StickyDonateBar'));

export interface StickyDonateProps {
  /** The page's own Donate: the bar opens once it has scrolled out of view above. */
  watch: RefObject<Element | null>;
  /** Who the gift is for: the team, the fundraiser or the campaign. */
  name: string;
  donateTo: string;
}

/** The compact Donate bar of home, team and fundraiser pages on phones (never on the donate pages). */
export function StickyDonate({ watch, name, donateTo }: StickyDonateProps) {
  const open = useScrolledPast(watch);
  // Mounted from the first time it opens, then kept (it closes and reopens as the visitor scrolls).
  const [needed, setNeeded] = useState(false);
  if (open && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={<CodeLoading />}>
      <StickyDonateBar open={open} name={name} donateTo={donateTo} />
    </Suspense>
  );
}
