import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { Readable, type Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { LlmGenerationError } from '../generation/llm/index.js';

/** A model URL once checked: the host's address the check approved, which every call must reach. */
export interface ModelTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

export const REDIRECT_REFUSED_MESSAGE = "The model's server answered with a redirect, which this server does not follow (the key is only sent to the URL you gave). Enter the final URL of the API.";
const OTHER_ORIGIN_MESSAGE = 'The model call was addressed to another server than the one checked; it was not sent.';

const decoders: Record<string, () => Transform> = { gzip: createGunzip, 'x-gzip': createGunzip, deflate: createInflate, br: createBrotliDecompress };

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

function headersOf(res: IncomingMessage): Headers {
  const headers = new Headers();
  for (let i = 0; i < res.rawHeaders.length; i += 2) headers.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
  return headers;
}

/**
 * A `fetch` for one user's model that connects only to the address checked for its URL: the
 * host is not resolved again at call time (a name that answers a public address to the check and
 * a private one to the call, DNS rebinding, cannot redirect the call). TLS SNI, certificate check
 * and Host stay the URL's host name. Redirects are never followed: a 3xx fails the call without
 * saying where it pointed, so the key is never sent to another origin. Calls to another origin
 * than the checked one are refused before anything is sent.
 */
export function pinnedFetch(target: ModelTarget): typeof fetch {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    // Node asks for every address (`all`) when it may race IPv4 and IPv6 (autoSelectFamily).
    if (options.all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };

  return async (input, init) => {
    const req = new Request(input, init);
    const url = new URL(req.url);
    if (url.origin !== target.url.origin) throw new LlmGenerationError('bad_request', OTHER_ORIGIN_MESSAGE);
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    if (signal?.aborted) throw abortReason(signal);
    const body = req.body ? Buffer.from(await req.arrayBuffer()) : undefined;
    const headers: Record<string, string> = {};
    req.headers.forEach((value, name) => {
      headers[name] = value;
    });
    if (body) headers['content-length'] = String(body.length);

    return new Promise<Response>((resolve, reject) => {
      let incoming: IncomingMessage | undefined;
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const outgoing = send(url, { method: req.method, headers, lookup, agent: false }, (res) => {
        incoming = res;
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          res.destroy();
          reject(new LlmGenerationError('bad_request', REDIRECT_REFUSED_MESSAGE));
          return;
        }
        const encoding = res.headers['content-encoding']?.toLowerCase();
        const decode = encoding ? decoders[encoding] : undefined;
        const stream: Readable = decode ? res.pipe(decode()) : res;
        if (decode) res.on('error', (error) => stream.destroy(error));
        const responseHeaders = headersOf(res);
        if (decode) {
          responseHeaders.delete('content-encoding');
          responseHeaders.delete('content-length');
        }
        const empty = status === 204 || status === 205 || req.method === 'HEAD';
        resolve(new Response(empty ? null : (Readable.toWeb(stream) as ReadableStream<Uint8Array>), { status, statusText: res.statusMessage, headers: responseHeaders }));
      });
      // Node's fetch reports network failures as TypeError('fetch failed') with the cause; the
      // SDK turns that into a retryable connection error, so these keep that shape.
      outgoing.on('error', (error) => reject(signal?.aborted ? abortReason(signal) : new TypeError('fetch failed', { cause: error })));
      // A cancel or time-out closes the connection, also in the middle of a streamed answer.
      const onAbort = () => {
        incoming?.destroy(abortReason(signal!) as Error);
        outgoing.destroy(abortReason(signal!) as Error);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const done = () => signal?.removeEventListener('abort', onAbort);
      outgoing.on('close', () => (incoming && !incoming.closed ? incoming.once('close', done) : done()));
      outgoing.end(body);
    });
  };
}
