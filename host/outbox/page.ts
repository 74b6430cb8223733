import { isIP } from 'node:net';
import type { Context, Hono } from 'hono';
import type { Host, HostEnv } from '../context.ts';
import { listMail } from '../model/outbox.ts';
import { escapeHtml } from '../page/escape.ts';
import { renderSimplePage } from '../page/render.ts';
import { OUTBOX_PATH } from '../urls.ts';

/**
 * True for a peer on this machine (127.0.0.0/8, ::1, or ::ffff:127.x). A request without a socket (an in-process
 * call) has no peer and is refused: the outbox holds every reset link and invitation.
 */
export function isLoopbackPeer(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.split('.')[0] === '127';
  return address === '::1';
}

function peerAddress(c: Context<HostEnv>): string | undefined {
  return c.env?.incoming?.socket?.remoteAddress;
}

/**
 * /outbox/: every mail the host "sent" (password resets, team invitations), newest first. Only in demo mode (off:
 * not mounted, a 404 like any unknown path), and only to a peer on this machine (others: 404, so its existence is
 * not told either). The page says so.
 */
export function mountOutbox(app: Hono<HostEnv>, host: Host): void {
  if (!host.options.demo) return;
  app.get(OUTBOX_PATH, (c) => {
    if (!isLoopbackPeer(peerAddress(c))) return c.text('Not found', 404);
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
<p class="notice">Demo mode: this host sends no mail and keeps it here instead. The page answers only requests from
this machine (a loopback address) and does not exist outside demo mode (<code>--demo</code>).</p>
<p class="meta">Mail written by the reference host, newest first (${mails.length}).</p>
${mails.length ? `<ol reversed>${items}</ol>` : '<p>No mail yet.</p>'}`;
    return c.html(renderSimplePage('Outbox', body), 200, { 'Cache-Control': 'no-store' });
  });
  app.get(OUTBOX_PATH.slice(0, -1), (c) =>
    isLoopbackPeer(peerAddress(c)) ? c.redirect(OUTBOX_PATH, 301) : c.text('Not found', 404),
  );
}
