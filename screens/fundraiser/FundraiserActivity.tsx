import type { Donation } from '../api/entities';
import { DataScope } from '../app/DataScope';
import { DonationsTabs } from '../shared/DonationsTabs';
import { FundraiserTopDonors } from '../shared/TopDonors';

/** The fundraiser page below its first screen: donations and top donors (Radix Tabs, the read cache). */
export default function FundraiserActivity({
  fundraiserId,
  fundraiserName,
  donations,
  donationsCount,
}: {
  fundraiserId: number;
  fundraiserName: string;
  donations: Donation[];
  /** How many donations the fundraiser has in all (its stats), so the list can say it shows the latest of them. */
  donationsCount?: number | undefined;
}) {
  return (
    <DataScope>
      <DonationsTabs
        donations={donations}
        ownName={fundraiserName}
        total={donationsCount}
        topDonors={<FundraiserTopDonors fundraiserId={fundraiserId} />}
      />
    </DataScope>
  );
}
