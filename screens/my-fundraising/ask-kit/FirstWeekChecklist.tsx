import { useId, type MouseEvent } from 'react';
import {
  __,
  _x,
  Badge,
  Card,
  Heading,
  LineIcon,
  sprintf,
  Stack,
  Text,
  TextLink,
  ltr,
  formatNumber,
} from '../../../design-system';
import type { FundraiserDashboard } from '../../api/getFundraiserDashboard';
import { useCampaignUrl } from '../../app/HostDataContext';
import { paths } from '../../app/paths';
import { RouterTextLink } from '../../shared/links';
import { ASK_KIT_ID } from './askKitId';
import { checklistItems, type ChecklistAction, type ChecklistKey } from './checklist';
import { body, item, list, mark } from './FirstWeekChecklist.css';

/** What each step asks for (called at render: the strings need the loaded locale). */
const LABELS: () => Record<ChecklistKey, string> = () => ({
  photo: __('Add a profile photo'),
  story: __('Tell your story in your own words'),
  'first-gift': __('Get your first gift'),
  'first-share': __('Share your page'),
  'five-donors': __('Reach your first five donors'),
});

export interface FirstWeekChecklistProps {
  dashboard: FundraiserDashboard;
  /** The heading's level in the page's outline (default 2). */
  headingLevel?: 2 | 3 | undefined;
}

/**
 * The first week's steps (photo, story, first gift, first share, five donors), each ticked from the dashboard's
 * data, with a way to do the ones left. A list whose items say "Done" or "To do" in words: the tick is a shape
 * beside the words, never the only sign.
 */
export function FirstWeekChecklist({ dashboard, headingLevel = 2 }: FirstWeekChecklistProps) {
  const headingId = useId();
  const items = checklistItems(dashboard);
  const labels = LABELS();
  const doneCount = items.filter((entry) => entry.done).length;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Heading level={headingLevel} size="lg" id={headingId}>
          {__('Your first week')}
        </Heading>
        <Text tone="muted">
          {sprintf(
            /* translators: 1: number of steps done, 2: number of steps in all */ __('%1$s of %2$s done'),
            ltr(formatNumber(doneCount)),
            ltr(formatNumber(items.length)),
          )}
        </Text>
        <ul className={list} aria-labelledby={headingId}>
          {items.map(({ key, done, action }) => (
            <li key={key} className={item} data-state={done ? 'done' : 'to-do'}>
              <LineIcon className={mark}>
                {done ? <path d="M4 12.5 9.5 18 20 6.5" /> : <circle cx="12" cy="12" r="8" />}
              </LineIcon>
              <div className={body}>
                <span>{labels[key]}</span>
                {done ? (
                  <Badge tone="success">{_x('Done', 'checklist step')}</Badge>
                ) : (
                  <>
                    <Badge>{_x('To do', 'checklist step')}</Badge>
                    <StepAction action={action} fundraiserId={dashboard.fundraiser.id} itemKey={key} />
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      </Stack>
    </Card>
  );
}

/** Moves focus to the ask kit's heading (on this page), so keyboard and screen reader users land there too. */
function goToAskKit(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(ASK_KIT_ID);
  if (!target) return;
  event.preventDefault();
  // Focus scrolls it into view as well.
  target.focus();
}

function StepAction({
  action,
  fundraiserId,
  itemKey,
}: {
  action: ChecklistAction;
  fundraiserId: number;
  itemKey: ChecklistKey;
}) {
  const toUrl = useCampaignUrl();
  if (action === 'edit-profile') {
    return (
      <RouterTextLink to={paths.fundraiserUpdate(fundraiserId)}>
        {itemKey === 'photo' ? __('Add a photo') : __('Write your story')}
      </RouterTextLink>
    );
  }
  if (action === 'donate') {
    // A full page load: the donation form needs its page's host data.
    return <TextLink href={toUrl(paths.fundraiserDonate(fundraiserId))}>{__('Give the first gift yourself')}</TextLink>;
  }
  return (
    <TextLink href={`#${ASK_KIT_ID}`} onClick={goToAskKit}>
      {itemKey === 'first-share' ? __('Share it now') : __('Ask more people')}
    </TextLink>
  );
}
