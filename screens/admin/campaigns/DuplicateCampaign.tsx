import { lazy, Suspense, useState } from 'react';
import { _x, RowAction, sprintf, __ } from '../../../design-system';
import { CodeLoading } from '../../shared/CodeLoading';

const DuplicateCampaignDialog = lazy(() =>
  import('./DuplicateCampaignDialog').then((module) => ({ default: module.DuplicateCampaignDialog })),
);

export interface DuplicateCampaignProps {
  campaignId: number;
  title: string;
  /** Stories: open at first. */
  defaultOpen?: boolean;
}

/**
 * A row's Duplicate action. The dialog (Radix Dialog with its focus trap and scroll lock, about 10 KB gzip) loads
 * on the first click, not with the list: the campaign list is the admin's first screen, under a 120 KB budget.
 * A closed dialog stays mounted until the next opening, so it closes and returns focus like any other dialog.
 */
export function DuplicateCampaign({ campaignId, title, defaultOpen = false }: DuplicateCampaignProps) {
  const [open, setOpen] = useState(defaultOpen);
  // Each opening mounts a fresh dialog (no error left from the last try); a closed one stays until the next.
  const [openings, setOpenings] = useState(defaultOpen ? 1 : 0);
  return (
    <>
      <RowAction
        aria-label={sprintf(/* translators: %s: campaign title */ __('Duplicate “%s”'), title)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpenings((count) => count + 1);
          setOpen(true);
        }}
      >
        {/* translators: a button: make a copy of the campaign (a verb) */ _x('Duplicate', 'action')}
      </RowAction>
      {openings > 0 ? (
        <Suspense fallback={<CodeLoading />}>
          <DuplicateCampaignDialog
            key={openings}
            campaignId={campaignId}
            title={title}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
}
