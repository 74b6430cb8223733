// User stories are untrusted text and never rendered as HTML. Some hosts store them as simple editor HTML
// ('<p>…</p>'), so block tags become paragraph breaks, any other tag is dropped, and common entities are
// decoded: the result is still plain text for React to escape.

const BREAKS = /<\/(?:p|div|li|h[1-6])\s*>|<br\s*\/?>/gi;
// Only things that look like tags ('<p>', '</em>', '<a href="…">'); '<3' or 'a < b' stay as written.
const TAGS = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/gi;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');
}

/** A user's story as plain-text paragraphs: one per line or block, blank lines dropped, each trimmed. */
export function storyParagraphs(story: string): string[] {
  const text = decodeEntities(story.replace(BREAKS, '\n').replace(TAGS, ''));
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Some hosts store stories as editor HTML ('<p>…</p>'): forms edit them as paragraphs separated by blank lines. */
export function editableStory(story: string): string {
  return storyParagraphs(story).join('\n\n');
}
