import {
  __,
  Button,
  formatMoney,
  Inline,
  ltr,
  Notice,
  sprintf,
  Stack,
  Text,
  useMoneyFormat,
} from '../../design-system';
import { useDismissed } from '../shared/useDismissed';
import { goalPromptStage, suggestGoal } from './goalModel';

export interface RaiseGoalPromptProps {
  fundraiserId: number;
  raised: number;
  goal: number;
  /** Opens the goal editor with the suggested goal filled in. */
  onUse: (goal: number) => void;
}

/**
 * Near the goal (≥ 90 %), and again once past it, a new goal is suggested (1.5 × raised, rounded to a nice number);
 * one click puts it in the goal editor. Closing it lasts for this stage and this goal: raising the goal or passing
 * it brings the next one.
 */
export function RaiseGoalPrompt({ fundraiserId, raised, goal, onUse }: RaiseGoalPromptProps) {
  const money = useMoneyFormat();
  const stage = goalPromptStage(raised, goal);
  const [dismissed, dismiss] = useDismissed(`raise-goal:${fundraiserId}:${goal}:${stage}`);
  if (stage === 'none' || dismissed) return null;
  const suggested = suggestGoal(raised, goal);
  const amount = ltr(formatMoney(suggested, money));
  return (
    <Notice
      type="success"
      title={stage === 'past' ? __('You passed your goal!') : __('You are close to your goal!')}
      data-prompt="raise-goal"
    >
      <Stack gap="sm" align="start">
        <Text>
          {sprintf(
            /* translators: %s: a suggested new goal with its currency */ __(
              'Keep the momentum going with a bigger goal. How about %s?',
            ),
            amount,
          )}
        </Text>
        <Inline gap="sm" align="center">
          <Button size="small" onClick={() => onUse(suggested)}>
            {sprintf(/* translators: %s: a suggested new goal with its currency */ __('Set my goal to %s'), amount)}
          </Button>
          <Button size="small" color="outline" onClick={dismiss}>
            {__('Not now')}
          </Button>
        </Inline>
      </Stack>
    </Notice>
  );
}
