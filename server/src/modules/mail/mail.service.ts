import type { MikroORM } from '@mikro-orm/postgresql';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Env } from '../../config/env.js';
import type { Logger } from '../../core/logger.js';
import { MailMessage } from './mail-message.entity.js';
import type { MailContent } from './mail.templates.js';

export interface OutgoingMail extends MailContent {
  to: string;
}

/**
 * smtp: nodemailer over SMTP_URL. dev-mailbox: no SMTP outside production; mails are stored in
 * dev_mail_message, shown at /dev/mailbox and their links logged. disabled: production without
 * SMTP; mails are dropped (a warning at start-up says so).
 */
export type MailMode = 'smtp' | 'dev-mailbox' | 'disabled';

declare module '../../core/context.js' {
  interface ServiceDeps {
    /** Sends (or, without SMTP_URL, keeps) the app's mail: verification, reset, notices. */
    mailer: Mailer;
  }
}

export interface Mailer {
  readonly mode: MailMode;
  /** Delivers now; rejects when delivery fails. */
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Delivers in the background: answers must neither wait for the mail server nor reveal by
   * their timing whether a mail was sent at all. Failures are logged.
   */
  queue(mail: OutgoingMail): void;
  /** Resolves once every queued mail has been handled (shutdown, tests). */
  drain(): Promise<void>;
  close(): Promise<void>;
}

export function mailModeOf(env: Pick<Env, 'SMTP_URL' | 'NODE_ENV'>): MailMode {
  if (env.SMTP_URL) return 'smtp';
  return env.NODE_ENV === 'production' ? 'disabled' : 'dev-mailbox';
}

const LINK = /https?:\/\/[^\s<>"]+/g;

export function createMailer(deps: { env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'NODE_ENV' | 'APP_URL'>; logger: Logger; orm: MikroORM }): Mailer {
  const { env, logger, orm } = deps;
  const mode = mailModeOf(env);
  let transport: Transporter | undefined;
  if (mode === 'smtp' && env.SMTP_URL) {
    transport = nodemailer.createTransport(env.SMTP_URL);
  } else if (mode === 'disabled') {
    logger.warn('SMTP_URL is not set: e-mails (verification, password reset) are NOT sent in production');
  }

  const send = async (mail: OutgoingMail): Promise<void> => {
    if (transport) {
      await transport.sendMail({ from: env.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      return;
    }
    if (mode === 'disabled') {
      logger.warn({ subject: mail.subject }, 'mail dropped: no SMTP_URL configured');
      return;
    }
    const em = orm.em.fork();
    em.create(MailMessage, { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    await em.flush();
    // Development only: the links let someone without a mailbox page continue (verify, reset).
    logger.info({ subject: mail.subject, links: mail.text.match(LINK) ?? [], mailbox: `${env.APP_URL}/dev/mailbox` }, 'dev mail stored (no SMTP_URL): open the dev mailbox');
  };

  const pending = new Set<Promise<void>>();
  return {
    mode,
    send,
    queue(mail) {
      const job = send(mail)
        .catch((err: unknown) => logger.error({ err, subject: mail.subject }, 'sending mail failed'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    async close() {
      await this.drain();
      transport?.close();
    },
  };
}
