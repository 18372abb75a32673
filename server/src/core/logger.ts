import { pino, type Logger } from 'pino';

/**
 * Structured JSON logs. Credentials and personal data never reach the log:
 * headers that carry tokens and any field named like a secret are redacted.
 */
export function createLogger(level: string | undefined, nodeEnv: string): Logger {
  return pino({
    level: level ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    base: { service: 'specforge' },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.currentPassword',
        '*.newPassword',
        '*.token',
        '*.refresh_token',
        '*.access_token',
        '*.email',
      ],
      censor: '[redacted]',
    },
  });
}

export type { Logger };
