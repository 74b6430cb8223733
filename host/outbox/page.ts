import type { Hono } from 'hono';
import type { Host, HostEnv } from '../context.ts';
import { listMail } from '../model/outbox.ts';
import { escapeHtml } from '../page/escape.ts';
import { renderSimplePage } from '../page/render.ts';
import { OUTBOX_PATH } from '../urls.ts';

/** /outbox/: every mail the host "sent" (password resets, team invitations), newest first. */
export function mountOutbox(app: Hono<HostEnv>, host: Host): void {
  app.get(OUTBOX_PATH, (c) => {
    const mails = listMail(host.db);
    const items = mails
      .map(
        (m) => `<li class="mail" data-kind="${escapeHtml(m.kind)}">
<strong>${escapeHtml(m.subject)}</strong>
<div class="meta">To ${escapeHtml(m.to_email)} · ${escapeHtml(new Date(m.created_at).toISOString())} · ${escapeHtml(m.kind)}</div>
<pre>${escapeHtml(m.body)}</pre>
</li>`,
      )
      .join('\n');
    const body = `<h1>Outbox</h1>
<p class="meta">Mail written by the reference host, newest first (${mails.length}).</p>
${mails.length ? `<ol reversed>${items}</ol>` : '<p>No mail yet.</p>'}`;
    return c.html(renderSimplePage('Outbox', body), 200, { 'Cache-Control': 'no-store' });
  });
  app.get(OUTBOX_PATH.slice(0, -1), (c) => c.redirect(OUTBOX_PATH, 301));
}
