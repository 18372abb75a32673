import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A mail kept for the local dev mailbox when no SMTP_URL is configured (never in production).
 * Kept in the database so every server replica shows the same mailbox.
 */
export const MailMessage = defineEntity({
  name: 'MailMessage',
  tableName: 'dev_mail_message',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    to: p.string().length(320).index(),
    subject: p.string().length(300),
    text: p.text(),
    html: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type MailMessage = InferEntity<typeof MailMessage>;
