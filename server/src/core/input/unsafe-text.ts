import { AppError } from '../errors/index.js';

/**
 * The one rule for text arriving over any transport: no NUL (PostgreSQL's text types cannot
 * store it, so the statement failed with a 500) and no unpaired UTF-16 surrogate (not a
 * character at all: PostgreSQL refuses it inside JSON, and it was silently mangled into U+FFFD
 * elsewhere). Everything else, RTL overrides, combining marks and 4-byte emoji included, is
 * ordinary text. Checked at the edge (REST middleware, GraphQL plugin and validation rule,
 * graphql-ws), so no service has to think about it and nothing unsafe reaches the database.
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const SUSPECT = /[\u0000\ud800-\udfff]/;
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSAFE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSAFE_TEXT_MESSAGE = 'contains a character that is not allowed (a NUL byte or an unpaired surrogate)';
export const UNSAFE_NAME_MESSAGE = 'has a name that contains a character that is not allowed (a NUL byte or an unpaired surrogate)';

export function hasUnsafeText(text: string): boolean {
  // The cheap test first: almost every string has neither NUL nor any surrogate.
  return SUSPECT.test(text) && UNSAFE.test(text);
}

export interface UnsafeTextIssue {
  /** Dotted path of the offending value or key, e.g. `responses.2.value` (zod's field style). */
  field: string;
  /** True when the key itself, not its value, holds the character. */
  inKey: boolean;
}

/** A key shown in a field path: characters that are not allowed are written as escapes. */
function printable(key: string): string {
  return hasUnsafeText(key) ? JSON.stringify(key).slice(1, -1) : key;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * The first string (value or object key) in `value` breaking the rule, or null. Walks with its
 * own stack, so a deeply nested body cannot overflow the call stack.
 */
export function findUnsafeText(value: unknown, root = ''): UnsafeTextIssue | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (hasUnsafeText(current)) return { field: path || 'body', inKey: false };
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1) stack.push([current[i], join(path, String(i))]);
    } else if (typeof current === 'object' && current !== null) {
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, inner] = entries[i] as [string, unknown];
        if (hasUnsafeText(key)) return { field: join(path, printable(key)), inKey: true };
        stack.push([inner, join(path, key)]);
      }
    }
  }
  return null;
}

/** 400 VALIDATION_FAILED naming the field, the same answer on every transport. */
export function unsafeTextError(issue: UnsafeTextIssue): AppError {
  const message = issue.inKey ? UNSAFE_NAME_MESSAGE : UNSAFE_TEXT_MESSAGE;
  return new AppError('VALIDATION_FAILED', `${issue.field} ${message}`, [{ field: issue.field, message }]);
}

/** Throws VALIDATION_FAILED for the first string in `value` breaking the rule. */
export function assertSafeText(value: unknown, root = ''): void {
  const issue = findUnsafeText(value, root);
  if (issue) throw unsafeTextError(issue);
}
