import { isIP } from 'node:net';
import type { Context, Hono } from 'hono';
import type { Host, HostEnv } from '../context.ts';
import { listMail } from '../model/outbox.ts';
import { sprintf } from '@wordpress/i18n';
import { coreText } from '../i18n/coreText.ts';
import { requestLocale } from '../i18n/locales.ts';
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
    // The host's own tool, in the site's language (its table of host strings; the mails are what was sent).
    const locale = requestLocale(host, c);
    const core = coreText(locale);
    const mails = listMail(host.db);
    const items = mails
      .map(
        (m) => `<li class="mail" data-kind="${escapeHtml(m.kind)}">
<strong>${escapeHtml(m.subject)}</strong>
<div class="meta">${m.from_name ? `${escapeHtml(sprintf(core('From %s'), m.from_name))} · ` : ''}${escapeHtml(sprintf(core('To %s'), m.to_email))} · ${escapeHtml(new Date(m.created_at).toISOString())} · ${escapeHtml(m.kind)}</div>
<pre>${escapeHtml(m.body)}</pre>
</li>`,
      )
      .join('\n');
    // The notice's template is the host's own text: escaped, then the flag's markup put in.
    const notice = escapeHtml(
      core(
        'Demo mode: this host sends no mail and keeps it here instead. The page answers only requests from this machine (a loopback address) and does not exist outside demo mode (%s).',
      ),
    ).replace('%s', '<code dir="ltr">--demo</code>');
    const count = new Intl.NumberFormat(locale.replace(/_/g, '-')).format(mails.length);
    const body = `<h1>${escapeHtml(core('Outbox'))}</h1>
<p class="notice">${notice}</p>
<p class="meta">${escapeHtml(sprintf(core('Mail written by the reference host, newest first (%s).'), count))}</p>
${mails.length ? `<ol reversed>${items}</ol>` : `<p>${escapeHtml(core('No mail yet.'))}</p>`}`;
    return c.html(renderSimplePage(core('Outbox'), body, { locale }), 200, { 'Cache-Control': 'no-store' });
  });
  app.get(OUTBOX_PATH.slice(0, -1), (c) =>
    isLoopbackPeer(peerAddress(c)) ? c.redirect(OUTBOX_PATH, 301) : c.text('Not found', 404),
  );
}
