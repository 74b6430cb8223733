import type { Donation } from '../api/entities';
import { DataScope } from '../app/DataScope';
import { DonationsTabs } from '../shared/DonationsTabs';
import { FundraiserTopDonors } from '../shared/TopDonors';

/** The fundraiser page below its first screen: donations and top donors (Radix Tabs, the read cache). */
export default function FundraiserActivity({ fundraiserId, donations }: { fundraiserId: number; donations: Donation[] }) {
  return (
    <DataScope>
      <DonationsTabs donations={donations} topDonors={<FundraiserTopDonors fundraiserId={fundraiserId} />} />
    </DataScope>
  );
}
