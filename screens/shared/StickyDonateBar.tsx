import { __, sprintf, StickyActionBar } from '../../design-system';
import { RouterButton } from './links';

export interface StickyDonateBarProps {
  open: boolean;
  name: string;
  donateTo: string;
}

/** The bar itself: its own chunk, fetched the first time the page's Donate scrolls away. */
export default function StickyDonateBar({ open, name, donateTo }: StickyDonateBarProps) {
  return (
    <StickyActionBar
      label={sprintf(/* translators: %s: name of the fundraiser, team or campaign */ __('Donate to %s'), name)}
      open={open}
      summary={name}
    >
      <RouterButton to={donateTo}>{__('Donate Now')}</RouterButton>
    </StickyActionBar>
  );
}
