import { useRef } from 'react';
import { __, Stack } from '../../design-system';
import type { Fundraiser } from '../api/entities';
import { useHostData } from '../app/HostDataContext';
import { paths } from '../app/paths';
import { KickOffGift } from '../shared/KickOffGift';
import { RouterButton } from '../shared/links';
import { isSampleStory, StoryHelp } from '../shared/StoryHelp';

/**
 * What only the owner sees on their own public page when the host advertises the fundraising tools: while it has
 * raised nothing, an invitation to give first (the page's own donation form, so the gift is tagged to it); while
 * the story is still the campaign's sample, the story prompts. Loaded only for the owner (index.tsx).
 */
export default function OwnerPrompts({ fundraiser }: { fundraiser: Fundraiser }) {
  const { campaign, fundraiserStats } = useHostData();
  // The first answer holds the figure steady: a gift made in another tab shows on the next visit, not mid-read.
  const raised = useRef(fundraiserStats?.raisedAmount ?? fundraiser.amount_raised).current;
  const kickOff = fundraiser.is_approved && raised <= 0;
  const sample = isSampleStory(fundraiser.story, campaign.fundraiser_story_placeholder);
  if (!kickOff && !sample) return null;
  return (
    <Stack gap="md">
      {kickOff ? (
        <KickOffGift>
          <RouterButton to={paths.fundraiserDonate(fundraiser.id)} size="small">
            {__('Give the first gift')}
          </RouterButton>
        </KickOffGift>
      ) : null}
      {sample ? <StoryHelp fundraiserId={fundraiser.id} /> : null}
    </Stack>
  );
}
