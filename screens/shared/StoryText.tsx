import { Text } from '../../design-system';
import { prose } from './prose.css';
import { storyParagraphs } from './storyText';

/** A user's story as plain-text paragraphs (never HTML). Renders nothing when empty. */
export function StoryText({ story }: { story: string }) {
  const paragraphs = storyParagraphs(story);
  if (paragraphs.length === 0) return null;
  return (
    <div className={prose}>
      {paragraphs.map((paragraph, index) => (
        // dir="auto": each paragraph reads in its own script's direction (an English story on a Hebrew site).
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one story, rendered in order and never reordered.
        <Text key={index} dir="auto">
          {paragraph}
        </Text>
      ))}
    </div>
  );
}
