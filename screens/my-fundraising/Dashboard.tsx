import { useEffect, useRef, useState } from 'react';
import type { KeyedMutator } from 'swr';
import {
  __,
  Button,
  formatMoney,
  Heading,
  Inline,
  ltr,
  Notice,
  sprintf,
  Stack,
  TextLink,
  useMoneyFormat,
} from '../../design-system';
import { ToolCard } from './ToolCard';
import type { FundraiserDashboard } from '../api/getFundraiserDashboard';
import type { ToolsSettings as Settings } from '../api/updateToolsSettings';
import { useCampaignUrl } from '../app/HostDataContext';
import { paths } from '../app/paths';
import { KickOffGift } from '../shared/KickOffGift';
import { MilestoneBadges } from '../shared/MilestoneBadges';
import { StoryHelp } from '../shared/StoryHelp';
import { AskKit } from './ask-kit/AskKit';
import { FirstWeekChecklist } from './ask-kit/FirstWeekChecklist';
import { CaptainView } from './captain/CaptainView';
import { useNow } from './clock';
import { DashboardSummary } from './DashboardSummary';
import { DonationsSection } from './DonationsSection';
import { GoalEditor } from './GoalEditor';
import * as styles from './MyFundraising.css';
import { RaiseGoalPrompt } from './RaiseGoalPrompt';
import { ToolsSettings } from './ToolsSettings';

export interface DashboardProps {
  dashboard: FundraiserDashboard;
  /** The dashboard read's mutate: writes update the cache, then the host's answer is read again. */
  update: KeyedMutator<FundraiserDashboard>;
}

/** The signed-in fundraiser's own page: figures and goal, prompts, gifts with thank-yous, asks, settings. */
export function Dashboard({ dashboard, update }: DashboardProps) {
  const toUrl = useCampaignUrl();
  const money = useMoneyFormat();
  const now = useNow();
  const { fundraiser, totals } = dashboard;
  const pageUrl = toUrl(paths.fundraiser(fundraiser.id));
  // null: the goal editor is closed; a number: open, starting from that goal.
  const [goalDraft, setGoalDraft] = useState<number | null>(null);
  const [goalSaved, setGoalSaved] = useState<number | null>(null);
  const editGoal = useRef<HTMLButtonElement | HTMLAnchorElement>(null);
  const returnFocus = useRef(false);

  // Closing the editor (saved or cancelled) puts focus back on the button that opened it.
  useEffect(() => {
    if (goalDraft === null && returnFocus.current) {
      returnFocus.current = false;
      editGoal.current?.focus();
    }
  }, [goalDraft]);

  const closeEditor = () => {
    returnFocus.current = true;
    setGoalDraft(null);
  };

  const openEditor = (goal: number) => {
    setGoalSaved(null);
    setGoalDraft(goal);
  };

  const markThanked = async (donationId: number) => {
    await update(
      (current) =>
        current && {
          ...current,
          donations: current.donations.map((donation) =>
            donation.id === donationId ? { ...donation, thanked: true } : donation,
          ),
        },
      { revalidate: true },
    );
  };

  const saveGoal = async (goal: number) => {
    await update((current) => current && { ...current, fundraiser: { ...current.fundraiser, goal } }, {
      revalidate: true,
    });
    setGoalSaved(goal);
    closeEditor();
  };

  const saveSettings = async (settings: Settings) => {
    await update((current) => current && { ...current, settings }, { revalidate: false });
  };

  return (
    <Stack gap="xl">
      <div className={styles.head}>
        <Heading level={1} tabIndex={-1}>
          {__('My fundraising')}
        </Heading>
        <TextLink href={pageUrl}>{__('View my page')}</TextLink>
      </div>
      {fundraiser.status === 'pending' ? (
        <Notice type="warning" title={__('Pending Approval')}>
          {__('Your page is waiting for approval by the campaign organiser. You can share it once it is approved.')}
        </Notice>
      ) : null}
      <div className={styles.columns}>
        <Stack gap="xl">
          <ToolCard title={__('Your progress')}>
            <DashboardSummary dashboard={dashboard}>
              {goalDraft === null ? (
                <Inline gap="sm" align="center">
                  <Button ref={editGoal} color="outline" size="small" onClick={() => openEditor(fundraiser.goal)}>
                    {__('Edit goal')}
                  </Button>
                </Inline>
              ) : (
                <GoalEditor
                  fundraiserId={fundraiser.id}
                  initialGoal={goalDraft}
                  story={fundraiser.story}
                  onSaved={saveGoal}
                  onCancel={closeEditor}
                />
              )}
            </DashboardSummary>
            {goalSaved !== null ? (
              <Notice type="success">
                {sprintf(
                  /* translators: %s: the new goal with its currency */ __('Your goal is now %s.'),
                  ltr(formatMoney(goalSaved, money)),
                )}
              </Notice>
            ) : null}
          </ToolCard>
          <RaiseGoalPrompt
            fundraiserId={fundraiser.id}
            raised={totals.raised}
            goal={fundraiser.goal}
            onUse={openEditor}
          />
          {totals.raised <= 0 && fundraiser.status === 'active' ? (
            <KickOffGift>
              {/* A full page load: the donation form needs the page's host data. */}
              <Button href={toUrl(paths.fundraiserDonate(fundraiser.id))} size="small">
                {__('Give the first gift')}
              </Button>
            </KickOffGift>
          ) : null}
          {fundraiser.story_is_sample ? <StoryHelp fundraiserId={fundraiser.id} /> : null}
          <MilestoneBadges earned={dashboard.milestones} all withoutShares={dashboard.shares_count === null} />
          <DonationsSection dashboard={dashboard} pageUrl={pageUrl} markThanked={markThanked} />
          <AskKit dashboard={dashboard} />
        </Stack>
        <Stack gap="xl">
          <FirstWeekChecklist dashboard={dashboard} />
          <ToolsSettings settings={dashboard.settings} onSaved={saveSettings} />
        </Stack>
      </div>
      {dashboard.captain_of ? (
        <CaptainView teamId={dashboard.captain_of.team_id} teamName={dashboard.captain_of.name} now={new Date(now())} />
      ) : null}
    </Stack>
  );
}
