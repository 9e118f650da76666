import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailboxAnswer, mailboxQuery, type OutboxMessage } from '@sb/contract';
import { htmlRoute, securityPolicyOf } from '../../http/security-headers';
import type { Platform } from '../platform';
import { escapeHtml, page } from '../pages/html';
import { devOutbox } from '../schema';

const LIMIT = 100;

async function messages(platform: Platform, to: string | undefined): Promise<OutboxMessage[]> {
  const rows = await platform.db.orm
    .select()
    .from(devOutbox)
    .where(to ? eq(devOutbox.recipient, to.toLowerCase()) : undefined)
    .orderBy(desc(devOutbox.id))
    .limit(LIMIT);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    to: r.recipient,
    subject: r.subject,
    text: r.body,
    links: r.links,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Links in a text become anchors; everything else is escaped. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s]+)/g)
    .map((part, i) =>
      i % 2 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

/**
 * The dev outbox, outside production only (DESIGN: e-mail): every mail and text message the
 * platform sent, newest first, as JSON for tests and as a page for people.
 */
export function devMailRoutes(platform: Platform): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/dev/mailbox',
      {
        schema: {
          tags: ['dev'],
          summary: 'Messages in the dev outbox (newest first), optionally to one address or phone',
          querystring: mailboxQuery,
          response: { 200: mailboxAnswer },
        },
      },
      async (request) => ({ messages: await messages(platform, request.query.to) }),
    );

    app.get(
      '/dev/mailbox',
      {
        ...htmlRoute(securityPolicyOf(platform.config, platform.site)),
        schema: { hide: true, querystring: mailboxQuery },
      },
      async (request, reply) => {
        const to = request.query.to;
        const list = await messages(platform, to);
        const items = list
          .map(
            (m) => `<article class="card">
  <div class="muted">${m.kind === 'sms' ? 'Text message' : 'E-mail'} to <a href="?to=${encodeURIComponent(m.to)}">${escapeHtml(m.to)}</a> · ${escapeHtml(m.createdAt)}</div>
  <strong>${escapeHtml(m.subject)}</strong>
  <pre>${linkify(m.text)}</pre>
</article>`,
          )
          .join('\n');
        const body = `<h1>Dev outbox</h1>
<p class="muted">Mail and text messages ${escapeHtml(platform.site.siteName)} sent in this environment (set SMTP_URL to send real mail).</p>
<form class="inline" method="get"><input name="to" placeholder="e-mail or phone" value="${escapeHtml(to ?? '')}"><button>Filter</button>${to ? ' <a href="/dev/mailbox">all</a>' : ''}</form>
${items || '<p class="muted">Nothing here yet.</p>'}`;
        return reply.type('text/html; charset=utf-8').send(page('Dev outbox', body));
      },
    );
  };
}
