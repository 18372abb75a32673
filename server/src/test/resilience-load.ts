import http from 'node:http';

/** One request a load worker sends. */
export interface LoadRequest {
  label: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
  token?: string;
}

/** What became of one request: an HTTP answer (status, body, Retry-After) or a transport error. */
export interface LoadOutcome {
  label: string;
  request: LoadRequest;
  startedAt: number;
  endedAt: number;
  status?: number;
  body?: unknown;
  retryAfter?: string | null;
  /** A network error or timeout (no complete HTTP answer), with its cause's code when there is one. */
  error?: string;
}

export interface Load {
  readonly outcomes: LoadOutcome[];
  /** Lets every worker finish its current request, then resolves. */
  stop(): Promise<void>;
}

export interface LoadOptions {
  baseUrl: string;
  workers: number;
  /** The next request of a worker (its index, and its count of requests so far). */
  next(worker: number, i: number): LoadRequest;
  /** A request taking longer counts as hanging: it is aborted and recorded as an error. */
  timeoutMs: number;
  /** Pause between a worker's requests. */
  pauseMs?: number;
  /** Workers stop sending after a transport error (e.g. once the server is gone). */
  stopOnError?: boolean;
}

/** Sends one request with fetch and records the outcome; never throws. */
export async function send(baseUrl: string, request: LoadRequest, timeoutMs: number): Promise<LoadOutcome> {
  const startedAt = Date.now();
  try {
    const res = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers: {
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Kept as text: the assertions report it.
    }
    return { label: request.label, request, startedAt, endedAt: Date.now(), status: res.status, body, retryAfter: res.headers.get('retry-after') };
  } catch (error) {
    const cause = error instanceof Error && error.cause && typeof error.cause === 'object' && 'code' in error.cause ? String(error.cause.code) : '';
    const name = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { label: request.label, request, startedAt, endedAt: Date.now(), error: cause ? `${name} (${cause})` : name };
  }
}

/** Steady concurrent load: `workers` loops, each sending its next request as soon as the last is answered. */
export function startLoad(options: LoadOptions): Load {
  const outcomes: LoadOutcome[] = [];
  let running = true;
  const loops = Array.from({ length: options.workers }, async (_, worker) => {
    for (let i = 0; running; i += 1) {
      const outcome = await send(options.baseUrl, options.next(worker, i), options.timeoutMs);
      outcomes.push(outcome);
      if (outcome.error && options.stopOnError) return;
      if (options.pauseMs) await new Promise((r) => setTimeout(r, options.pauseMs));
    }
  });
  return {
    outcomes,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Polls `probe` every `everyMs` until it returns true; resolves with the time taken (ms), or throws after `withinMs`. */
export async function timeUntil(probe: () => Promise<boolean>, withinMs: number, what: string, everyMs = 100): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await probe()) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`${what} did not happen within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** Signs in over REST; resolves with the access token. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await send(baseUrl, { label: 'login', method: 'POST', path: '/api/auth/login', body: { email, password } }, 10_000);
  const token = (res.body as { token?: unknown } | undefined)?.token;
  if (res.status !== 200 || typeof token !== 'string') throw new Error(`sign-in failed: ${res.status ?? res.error} ${JSON.stringify(res.body)}`);
  return token;
}

/** A request whose body is sent in two parts: the server has it in flight until `finish()`. */
export interface SlowRequest {
  finish(): void;
  response: Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: unknown }>;
}

export function startSlowRequest(baseUrl: string, path: string, token: string, payload: unknown): SlowRequest {
  const body = JSON.stringify(payload);
  const req = http.request(new URL(path, baseUrl), {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${token}` },
  });
  const response = new Promise<Awaited<SlowRequest['response']>>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) as unknown }));
    });
  });
  req.flushHeaders();
  req.write(body.slice(0, 8));
  return { finish: () => req.end(body.slice(8)), response };
}
