import type { Donation } from '../api/entities';
import { DataScope } from '../app/DataScope';
import { DonationsTabs } from '../shared/DonationsTabs';
import { FundraiserTopDonors } from '../shared/TopDonors';

/** The fundraiser page below its first screen: donations and top donors (Radix Tabs, the read cache). */
export default function FundraiserActivity({
  fundraiserId,
  fundraiserName,
  donations,
}: {
  fundraiserId: number;
  fundraiserName: string;
  donations: Donation[];
}) {
  return (
    <DataScope>
      <DonationsTabs
        donations={donations}
        ownName={fundraiserName}
        topDonors={<FundraiserTopDonors fundraiserId={fundraiserId} />}
      />
    </DataScope>
  );
}
