import { useId } from 'react';
import { Heading, Stack } from '../../design-system';
import { StoryText } from './StoryText';
import { storyParagraphs } from './storyText';

/** 'Why we're fundraising' / 'Why I'm fundraising', only when there is a story. */
export function StorySection({ title, story }: { title: string; story: string }) {
  const headingId = useId();
  if (storyParagraphs(story).length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="md">
        <Heading level={2} id={headingId}>
          {title}
        </Heading>
        <StoryText story={story} />
      </Stack>
    </section>
  );
}
