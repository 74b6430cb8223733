import type { Donation } from '../api/entities';
import { DataScope } from '../app/DataScope';
import { DonationsTabs } from '../shared/DonationsTabs';
import { TeamTopDonors } from '../shared/TopDonors';
import { TeamMembers } from './TeamMembers';

/**
 * The team page below its first screen: donations (Radix Tabs) and members (the page's only read). Its own
 * chunk, with the read cache, fetched when the visitor needs it.
 */
export default function TeamActivity({
  teamId,
  teamName,
  donations,
  donationsCount,
  teamTotal,
}: {
  teamId: number;
  teamName: string;
  donations: Donation[];
  /** How many donations the team has in all (its stats), so the list can say it shows the latest of them. */
  donationsCount?: number | undefined;
  /** The team's raised amount (host data), which the member list explains. */
  teamTotal?: number;
}) {
  return (
    <DataScope>
      <DonationsTabs
        donations={donations}
        ownName={teamName}
        total={donationsCount}
        topDonors={<TeamTopDonors teamId={teamId} />}
      />
      <TeamMembers teamId={teamId} teamTotal={teamTotal} />
    </DataScope>
  );
}
