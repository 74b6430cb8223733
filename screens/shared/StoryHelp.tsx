import { __, Button, Inline, Notice, Stack, Text } from '../../design-system';
import { paths } from '../app/paths';
import { RouterButton } from './links';
import { editableStory } from './storyText';
import { prompts } from './StoryHelp.css';
import { useDismissed } from './useDismissed';

/** Whether a story is still the campaign's sample text (compared as plain paragraphs, so markup and spacing do not count). */
export function isSampleStory(story: string, placeholder: string): boolean {
  const sample = editableStory(placeholder);
  return sample !== '' && editableStory(story) === sample;
}

/**
 * The fundraiser's story is still the campaign's sample: say so, and offer three questions to write from, with the
 * profile editor a click away. Their choice: "Keep it for now" closes it for good on this browser.
 */
export function StoryHelp({ fundraiserId }: { fundraiserId: number }) {
  const [dismissed, dismiss] = useDismissed(`story-help:${fundraiserId}`);
  if (dismissed) return null;
  return (
    <Notice type="notice" title={__('Your story is still the sample text')} data-owner-prompt="story">
      <Stack gap="sm" align="start">
        <Text>{__('People give to people. A few lines in your own words help them care. You could write about:')}</Text>
        <ul className={prompts}>
          <li>{__('Why this cause matters to you')}</li>
          <li>{__('What you are doing to raise money')}</li>
          <li>{__('What a gift will make possible')}</li>
        </ul>
        <Inline gap="sm" align="center">
          <RouterButton to={paths.fundraiserUpdate(fundraiserId)} size="small">
            {__('Write my story')}
          </RouterButton>
          <Button color="outline" size="small" onClick={dismiss}>
            {__('Keep it for now')}
          </Button>
        </Inline>
      </Stack>
    </Notice>
  );
}
