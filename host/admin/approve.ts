import type { Hono } from 'hono';
import * as v from 'valibot';
import type { Host, HostEnv } from '../context.ts';
import { stmt } from '../db/stmt.ts';
import { escapeHtml } from '../page/escape.ts';
import { renderSimplePage } from '../page/render.ts';

const Approve = v.object({
  type: v.picklist(['team', 'fundraiser']),
  id: v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer(), v.minValue(1)),
});

export function approve(host: Host, type: 'team' | 'fundraiser', id: number): boolean {
  const table = type === 'team' ? 'teams' : 'fundraisers';
  return stmt(host.db, `UPDATE ${table} SET status = 'active' WHERE id = ?`).run(id).changes > 0;
}

/**
 * /__admin/: a list of pending teams and fundraisers with Approve buttons, for an administrator session.
 * POST /__admin/approve takes { type: 'team' | 'fundraiser', id } as JSON or a form.
 */
export function mountAdmin(app: Hono<HostEnv>, host: Host): void {
  app.use('/__admin/*', async (c, next) => {
    if (c.get('session')?.user.role !== 'administrator') {
      return c.html(
        renderSimplePage('Forbidden', '<h1>Administrators only</h1><p>Log in as an administrator first.</p>'),
        403,
      );
    }
    const origin = c.req.header('origin');
    if (c.req.method === 'POST' && origin && origin !== new URL(c.req.url).origin) return c.text('Bad origin', 403);
    return next();
  });

  app.get('/__admin/', (c) => {
    const pending = stmt(
      host.db,
      `SELECT 'team' AS type, id, name FROM teams WHERE status = 'pending'
       UNION ALL SELECT 'fundraiser', id, name FROM fundraisers WHERE status = 'pending' ORDER BY type, id`,
    ).all() as Array<{ type: string; id: number; name: string }>;
    const rows = pending
      .map(
        (p) => `<tr><td>${escapeHtml(p.type)}</td><td>${p.id}</td><td>${escapeHtml(p.name)}</td><td>
<form method="post" action="/__admin/approve"><input type="hidden" name="type" value="${escapeHtml(p.type)}">
<input type="hidden" name="id" value="${p.id}"><button type="submit">Approve ${escapeHtml(p.type)} ${p.id}</button></form></td></tr>`,
      )
      .join('\n');
    const body = `<h1>Pending approval</h1>${
      pending.length
        ? `<table><thead><tr><th>Type</th><th>ID</th><th>Name</th><th>Action</th></tr></thead><tbody>${rows}</tbody></table>`
        : '<p>Nothing is pending.</p>'
    }`;
    return c.html(renderSimplePage('Pending approval', body), 200, { 'Cache-Control': 'no-store' });
  });

  app.post('/__admin/approve', async (c) => {
    const isJson = (c.req.header('content-type') ?? '').includes('json');
    const raw: unknown = isJson ? await c.req.json().catch(() => null) : await c.req.parseBody();
    const parsed = v.safeParse(Approve, raw);
    if (!parsed.success)
      return c.json(
        { code: 'rest_invalid_param', message: 'Give a type (team or fundraiser) and an id.', data: { status: 400 } },
        400,
      );
    const done = approve(host, parsed.output.type, parsed.output.id);
    if (!done) return c.json({ code: 'not_found', message: 'Nothing to approve.', data: { status: 404 } }, 404);
    return isJson ? c.json({ approved: true }) : c.redirect('/__admin/', 303);
  });
}
