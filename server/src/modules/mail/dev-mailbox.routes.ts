import type { MikroORM } from '@mikro-orm/postgresql';
import { Router, type Response } from 'express';
import { z } from 'zod';
import { cameThroughProxy } from '../../config/trust-proxy.js';
import { requireKnownHost, type KnownHosts } from '../../core/http/known-hosts.js';
import { MailMessage } from './mail-message.entity.js';

export interface DevMailboxOptions {
  /**
   * DEV_MAILBOX_VIA_PROXY: also answer requests that came through a proxy, when the client
   * address TRUST_PROXY resolves (`req.ip`) is this machine. Off by default.
   */
  viaProxy: boolean;
  /** The Host names this app answers to (APP_URL, CORS_ORIGINS, loopback): no DNS rebinding. */
  known: KnownHosts;
}

/**
 * GET /dev/mailbox: the mails the app "sent" while no SMTP_URL is configured, newest first.
 * Mounted only in dev-mailbox mode (never in production). JSON for `Accept: application/json`
 * (scripts and browser tests), HTML for people.
 */
export function devMailboxRouter(orm: MikroORM, options: DevMailboxOptions): Router {
  const router = Router();
  // The mailbox holds every account's verification and reset links: only someone on this
  // machine may read it, even when a development server listens on a public address. Behind a
  // local reverse proxy the socket's peer is always this machine, so a request bearing proxy
  // headers is refused unless DEV_MAILBOX_VIA_PROXY asks for it, and then the client is the
  // address TRUST_PROXY resolves (env.ts refuses the setting without TRUST_PROXY).
  router.use('/dev/mailbox', (req, res, next) => {
    const proxied = cameThroughProxy(req.headers);
    const client = proxied ? (options.viaProxy ? req.ip : undefined) : req.socket.remoteAddress;
    if (isLoopbackAddress(client)) {
      next();
      return;
    }
    res.status(404).type('text/plain').send('Not found');
  });
  // A page on another site whose name it rebinds to 127.0.0.1 is served from this machine (the
  // check above passes) but its requests still carry its own name as Host: refused here.
  router.use('/dev/mailbox', requireKnownHost(options.known, { checkOrigin: false, refuse: (res, message) => void res.status(403).type('text/plain').send(message) }));

  router.get('/dev/mailbox', async (req, res) => {
    const messages = await orm.em.fork().find(MailMessage, {}, { orderBy: { createdAt: 'desc' }, limit: 200 });
    noStore(res);
    if (req.accepts(['text/html', 'application/json']) === 'application/json') {
      res.json({
        messages: messages.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          links: linksOf(m.text),
          created_at: m.createdAt.toISOString(),
        })),
      });
      return;
    }
    const rows = messages
      .map(
        (m) => `<tr><td>${esc(m.createdAt.toISOString().replace('T', ' ').slice(0, 19))}</td><td>${esc(m.to)}</td>
<td><a href="/dev/mailbox/${esc(m.id)}">${esc(m.subject)}</a></td></tr>`,
      )
      .join('\n');
    res.type('html').send(
      page(
        'Dev mailbox',
        `<p class="note">Mails are kept here because no SMTP_URL is configured (development only).</p>
${messages.length ? `<table><thead><tr><th>Received (UTC)</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No mails yet.</p>'}`,
      ),
    );
  });

  router.get('/dev/mailbox/:id', async (req, res) => {
    const id = z.uuid().safeParse(req.params.id);
    const message = id.success ? await orm.em.fork().findOne(MailMessage, { id: id.data }) : null;
    noStore(res);
    if (!message) {
      res.status(404).type('html').send(page('Mail not found', '<p><a href="/dev/mailbox">Back to the mailbox</a></p>'));
      return;
    }
    // The mail's own HTML in a sandboxed frame (no scripts); its links open in the top window.
    const framed = message.html.replace(/<head>/i, '<head><base target="_top">');
    const links = linksOf(message.text)
      .map((l) => `<li><a href="${esc(l)}">${esc(l)}</a></li>`)
      .join('');
    res.type('html').send(
      page(
        message.subject,
        `<p><a href="/dev/mailbox">← Mailbox</a></p>
<dl><dt>To</dt><dd>${esc(message.to)}</dd><dt>Received</dt><dd>${esc(message.createdAt.toISOString())}</dd></dl>
${links ? `<h2>Links</h2><ul class="links">${links}</ul>` : ''}
<iframe title="Mail" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${esc(framed)}"></iframe>
<h2>Plain text</h2><pre>${esc(message.text)}</pre>`,
      ),
    );
  });

  return router;
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (the peer's socket address, never a header). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

function linksOf(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
}

function noStore(res: Response): void {
  res.set('Cache-Control', 'no-store');
}

function esc(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Specforge</title>
<style>body{font-family:system-ui,sans-serif;margin:24px auto;max-width:900px;padding:0 16px;color:#212529}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #dee2e6;padding:8px;text-align:left;font-size:14px}
.note{color:#868e96}iframe{width:100%;height:560px;border:1px solid #dee2e6;border-radius:6px}
pre{white-space:pre-wrap;background:#f8f9fa;padding:12px;border-radius:6px}dt{font-weight:600}dd{margin:0 0 8px}
.links a{word-break:break-all}</style></head><body><h1>${esc(title)}</h1>${body}</body></html>`;
}
