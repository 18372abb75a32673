import { pino, type Logger } from 'pino';

/**
 * Structured JSON logs. Credentials and personal data never reach the log:
 * headers that carry tokens and any field named like a secret are redacted.
 * Lines go to stdout asynchronously (sonic-boom): a line is written at once when the stream is
 * idle, and lines logged while a write is under way go out together in the next one, instead of
 * one blocking write per request line. pino flushes what is left when the process exits.
 */
export function createLogger(level: string | undefined, nodeEnv: string): Logger {
  return pino(
    {
      level: level ?? (nodeEnv === 'test' ? 'silent' : 'info'),
      base: { service: 'specforge' },
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.currentPassword', '*.newPassword', '*.token', '*.refresh_token', '*.access_token', '*.email'],
        censor: '[redacted]',
      },
    },
    pino.destination({ dest: 1, sync: false }),
  );
}

/**
 * Writes every pending line now. Lines go out asynchronously and console.log at once, so text
 * printed for a person (the address, the demo log-in) would otherwise land above the last lines.
 */
export function flushLogs(logger: Logger): void {
  // pino keeps its destination under a symbol its typings do not declare.
  const stream: { flushSync?: () => void } | undefined = Reflect.get(logger, pino.symbols.streamSym);
  try {
    stream?.flushSync?.();
  } catch {
    // A destination still opening has nothing written yet; the order is then already right.
  }
}

export type { Logger };
