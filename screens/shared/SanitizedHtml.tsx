import { useMemo, type HTMLAttributes } from 'react';
import { prose } from './prose.css';
import { sanitizeHtml } from './sanitizeHtml';

export interface SanitizedHtmlProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Admin-written HTML (campaign descriptions). Never user text: that goes through StoryText. */
  html: string;
}

/** Admin HTML through the one sanitizer (DOMPurify with a prose allow-list). Renders nothing when empty. */
export function SanitizedHtml({ html, className, ...rest }: SanitizedHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (clean.trim() === '') return null;
  return (
    <div
      className={className ? `${prose} ${className}` : prose}
      // The site's text reads in its own script's direction (English text on a Hebrew site keeps its full stop).
      dir="auto"
      {...rest}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: campaign text from the site owner, after DOMPurify (sanitizeHtml); user stories never come here.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
