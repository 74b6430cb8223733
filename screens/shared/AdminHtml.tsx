import { lazy, type HTMLAttributes } from 'react';
import { prose } from './prose.css';

// DOMPurify is 8.5 KB gzip: fetched only for text that actually holds markup or entities.
const SanitizedHtml = lazy(() => import('./SanitizedHtml').then((module) => ({ default: module.SanitizedHtml })));

/** True when `html` cannot hold a tag, comment or entity: it then reads the same as plain text. */
export function isPlainText(html: string): boolean {
  return !/[<&]/.test(html);
}

export interface AdminHtmlProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  html: string;
}

/**
 * Admin-written HTML on a first screen (the campaign's short description). Plain text renders at once as
 * text (React escapes it, so nothing can execute); anything with markup goes through SanitizedHtml, whose
 * sanitizer loads on demand while the nearest Suspense boundary holds the page.
 */
export function AdminHtml({ html, className, ...rest }: AdminHtmlProps) {
  if (!isPlainText(html)) return <SanitizedHtml html={html} className={className} {...rest} />;
  if (html.trim() === '') return null;
  return (
    <div className={className ? `${prose} ${className}` : prose} dir="auto" {...rest}>
      {html}
    </div>
  );
}
