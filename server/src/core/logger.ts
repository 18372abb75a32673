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
 * Prints text for a person (the address, the demo log-in) in order after every log line before it.
 * The log's lines go out asynchronously: a line already handed to the operating system lands
 * whenever that write ends, so printing with console.log (at once) or flushing (which writes the
 * queue but not the write under way) can still put a log line below the text. Writing the text
 * through the log's own destination queues it behind them.
 */
export function printForPerson(logger: Logger, text: string): void {
  // pino keeps its destination under a symbol its typings do not declare.
  const stream: { write?: (chunk: string) => unknown } | undefined = Reflect.get(logger, pino.symbols.streamSym);
  if (typeof stream?.write === 'function') stream.write(`${text}\n`);
  else process.stdout.write(`${text}\n`);
}

export type { Logger };
