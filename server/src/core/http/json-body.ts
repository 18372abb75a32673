import express, { type RequestHandler } from 'express';

/**
 * How deep a JSON body may nest (objects and arrays inside each other). Every body the API
 * documents nests a handful of levels; a deeper one would only feed recursive code downstream
 * (validation, the edge text rule, JSON.stringify), which overflows the stack near 10,000 levels.
 */
export const MAX_JSON_DEPTH = 64;

export const JSON_DEPTH_MESSAGE = `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Reads JSON text for nesting deeper than `max` without parsing (so it never recurses itself):
 * brackets inside strings do not count. Fed in pieces, it keeps its place between them, so a
 * large body can be scanned a slice per event-loop turn.
 */
export class JsonDepthScanner {
  private depth = 0;
  private inString = false;
  private escaped = false;
  constructor(private readonly max = MAX_JSON_DEPTH) {}

  /** True once the text so far nests deeper than the limit. */
  feed(text: string | Uint8Array): boolean {
    const bytes = typeof text === 'string';
    for (let i = 0; i < text.length; i += 1) {
      const c = bytes ? (text as string).charCodeAt(i) : (text as Uint8Array)[i]!;
      if (this.escaped) this.escaped = false;
      else if (this.inString) {
        if (c === BACKSLASH) this.escaped = true;
        else if (c === QUOTE) this.inString = false;
      } else if (c === QUOTE) this.inString = true;
      else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
        this.depth += 1;
        if (this.depth > this.max) return true;
      } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) this.depth -= 1;
    }
    return false;
  }
}

/** Whether JSON text nests deeper than `max`. Text that is not JSON still answers; the parser refuses it afterwards. */
export function jsonDepthExceeds(text: string | Uint8Array, max = MAX_JSON_DEPTH): boolean {
  return new JsonDepthScanner(max).feed(text);
}

/** The error body-parser passes on (status and type read by the error middleware). */
export class JsonTooDeepError extends Error {
  readonly status = 400;
  readonly type = 'entity.too.deep';
  constructor() {
    super(JSON_DEPTH_MESSAGE);
    this.name = 'JsonTooDeepError';
  }
}

/**
 * express.json with the nesting limit: the raw body is checked before it is parsed. UTF-8 is
 * scanned as bytes (a multi-byte character never contains a bracket or quote byte); the other
 * charsets body-parser accepts (UTF-16) are decoded first.
 */
export function jsonBody(limit: string): RequestHandler {
  return express.json({
    limit,
    verify: (_req, _res, buf, encoding) => {
      const text = !encoding || /^utf-?8$/i.test(encoding) ? buf : new TextDecoder(encoding).decode(buf);
      if (jsonDepthExceeds(text)) throw new JsonTooDeepError();
    },
  });
}

/** GET /graphql carries `variables` and `extensions` as JSON in the query string: the same limit. */
export const refuseDeepQueryJson: RequestHandler = (req, _res, next) => {
  const query = req.query as Record<string, unknown>;
  const deep = ['variables', 'extensions'].some((k) => typeof query[k] === 'string' && jsonDepthExceeds(query[k]));
  next(deep ? new JsonTooDeepError() : undefined);
};
