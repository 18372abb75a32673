import express, { type Request, type RequestHandler } from 'express';
import { Kind, parse, type DocumentNode } from 'graphql';
import { AppError } from '../errors/index.js';
import { jsonBody, JsonDepthScanner, JsonTooDeepError } from './json-body.js';

/** The longest query text a large body may carry: the bulk must be in the variables. */
const LARGE_QUERY_MAX_CHARS = 4096;
/** Bytes scanned and decoded per event-loop turn (a few milliseconds each). */
const SLICE_BYTES = 256 * 1024;

export interface GraphqlBodyLimits {
  /** Every operation's body limit, in bytes. */
  limit: number;
  /** The larger limit, in bytes, for a body that is one operation of `largeFields` alone. */
  largeLimit: number;
  /** Root mutation fields that may carry a large body (a test report). */
  largeFields: readonly string[];
}

/** A document that is one mutation selecting only one of `fields` at its root (no fragments, nothing else). */
function onlyLargeField(document: DocumentNode, fields: readonly string[]): boolean {
  const [definition, ...rest] = document.definitions;
  if (rest.length > 0 || definition?.kind !== Kind.OPERATION_DEFINITION || definition.operation !== 'mutation') return false;
  const [selection, ...others] = definition.selectionSet.selections;
  return others.length === 0 && selection?.kind === Kind.FIELD && fields.includes(selection.name.value);
}

function isLargeOperation(body: unknown, fields: readonly string[]): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const query = (body as { query?: unknown }).query;
  if (typeof query !== 'string' || query.length > LARGE_QUERY_MAX_CHARS) return false;
  try {
    return onlyLargeField(parse(query, { maxTokens: 500 }), fields);
  } catch {
    return false;
  }
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The body's JSON text, scanned for depth and decoded a slice per turn (never megabytes in one go). */
async function jsonTextInTurns(buf: Buffer): Promise<string> {
  const scanner = new JsonDepthScanner();
  const decoder = new TextDecoder('utf-8');
  const parts: string[] = [];
  for (let at = 0; at < buf.length; at += SLICE_BYTES) {
    const slice = buf.subarray(at, at + SLICE_BYTES);
    if (scanner.feed(slice)) throw new JsonTooDeepError();
    parts.push(decoder.decode(slice, { stream: true }));
    await nextTurn();
  }
  parts.push(decoder.decode());
  return parts.join('');
}

const declaredLength = (req: Request) => Number(req.headers['content-length'] ?? 0);
const isUtf8Json = (req: Request) => req.is('application/json') !== false && /^(utf-?8)?$/i.test(String(req.headers['content-type']?.match(/charset=([^;\s]+)/i)?.[1] ?? ''));

/**
 * The /graphql JSON body: `limit` for every operation, `largeLimit` only for a body that is a
 * single mutation of one of `largeFields` (a test report, 5 MB as over REST). Which limit applies
 * is decided by the declared Content-Length, before a byte is read: a request up to `limit` (or
 * sent chunked) goes through the ordinary parser unchanged. A larger UTF-8 JSON body is read
 * whole up to `largeLimit`, scanned and decoded a slice per event-loop turn, parsed once (the
 * only step that holds the loop, ~25 ms of CPU for 5 MB), and refused with 413 unless its query
 * (at most 4 KB) is that one mutation.
 */
export function graphqlJsonBody({ limit, largeLimit, largeFields }: GraphqlBodyLimits): RequestHandler[] {
  const ordinary = jsonBody(`${limit}b`);
  const raw = express.raw({ type: () => true, limit: largeLimit });
  const large: RequestHandler = (req, res, next) => {
    raw(req, res, (error?: unknown) => {
      if (error || !Buffer.isBuffer(req.body)) {
        next(error);
        return;
      }
      jsonTextInTurns(req.body)
        .then((text) => {
          let body: unknown;
          try {
            body = JSON.parse(text);
          } catch {
            throw Object.assign(new Error('invalid JSON'), { status: 400, type: 'entity.parse.failed' });
          }
          if (!isLargeOperation(body, largeFields)) throw new AppError('PAYLOAD_TOO_LARGE');
          req.body = body;
          next();
        })
        .catch(next);
    });
  };
  return [(req, res, next) => (req.method === 'POST' && declaredLength(req) > limit && isUtf8Json(req) ? large : ordinary)(req, res, next)];
}
