/**
 * The product API client: JSON over fetch to `/api`, cookies included, the bearer
 * token when a session exists, answers without a `status` field wrapped as success, typed error
 * objects, 429 retried with back-off, and one refresh-and-retry on 401. No request timeout.
 */

/** Every answer the client hands back: the server's envelope, or a bare answer wrapped in one. */
export interface ApiSuccess<T> {
  status: 'success';
  data: T;
  message?: string;
}

export interface ApiFieldError {
  field: string;
  message: string;
}

/** Codes the client itself produces; the server's own codes (docs/auth-api.md) pass through. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'PARSE_ERROR' | 'UNKNOWN_ERROR';

export const PARSE_ERROR_MESSAGE = 'Failed to parse server response';
export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';
export const NO_RESPONSE_MESSAGE = 'No response received from server. Please check your connection.';

/** The spec's error object: `code` and `message`, plus the HTTP status and field errors when known. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number | null;
  readonly fieldErrors: ApiFieldError[];
  /** TWO_FACTOR_REQUIRED's single-use challenge, for POST /auth/2fa/verify (null on other errors). */
  readonly challenge: string | null;

  constructor(code: string, message: string, status: number | null = null, fieldErrors: ApiFieldError[] = [], challenge: string | null = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.challenge = challenge;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface ApiRequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * On 401, refresh the session once and retry (default true). Off for the auth endpoints
   * themselves: a failed log-in or refresh must not trigger another refresh.
   */
  refreshOn401?: boolean;
  /**
   * Retry a 429 (default true). Forms a person is waiting on (log-in, sign-up, reset) turn it off:
   * a log-in lock answers Retry-After in minutes, and the server's message says more than a spinner.
   */
  retryOn429?: boolean;
  /** Do not log an error answer: for calls where one is expected (the session restore's 401). */
  quiet?: boolean;
}

export interface ApiClientOptions {
  /** Default '/api': same origin in dev (Vite proxy) and production (the API serves the client). */
  baseUrl?: string;
  /** Injected in tests; defaults to the global fetch, looked up at call time. */
  fetch?: typeof fetch;
  /** The session's access token, or null when signed out. */
  getAccessToken?: () => string | null;
  /** Gets a new access token (cookie refresh); resolves true when a session is back. */
  refreshSession?: () => Promise<boolean>;
  sleep?: (ms: number) => Promise<void>;
  logger?: Pick<Console, 'error'>;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiClient {
  request<T>(method: HttpMethod, path: string, options?: ApiRequestOptions): Promise<ApiSuccess<T>>;
  get<T>(path: string, options?: Omit<ApiRequestOptions, 'body'>): Promise<ApiSuccess<T>>;
  post<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<ApiSuccess<T>>;
  put<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<ApiSuccess<T>>;
  delete<T>(path: string, options?: ApiRequestOptions): Promise<ApiSuccess<T>>;
}

/** At most 3 retries on 429. */
export const MAX_RATE_LIMIT_RETRIES = 3;

/** Waits before a 429 retry: the server's Retry-After (seconds or an HTTP date), else 1, 2, 4 s. */
export function retryDelayMs(retryAfter: string | null, retryIndex: number, now: number = Date.now()): number {
  if (retryAfter !== null && retryAfter.trim() !== '') {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  return 1000 * 2 ** retryIndex;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringField(body: unknown, key: string): string | undefined {
  if (!isObject(body)) return undefined;
  const value = body[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function fieldErrorsOf(body: unknown): ApiFieldError[] {
  if (!isObject(body) || !Array.isArray(body.errors)) return [];
  return body.errors.filter((e): e is ApiFieldError => isObject(e) && typeof e.field === 'string' && typeof e.message === 'string');
}

/** Codes that mean "these credentials are wrong", not "your access token expired". */
const NO_REFRESH_CODES = new Set(['INVALID_CREDENTIALS', 'INVALID_REFRESH_TOKEN', 'EMAIL_NOT_CONFIRMED', 'TWO_FACTOR_REQUIRED', 'TWO_FACTOR_CHALLENGE_INVALID']);

function buildUrl(baseUrl: string, path: string, query: ApiRequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}

/** Turns the parsed body of a 2xx answer into the envelope (no `status` → success + data). */
function toSuccess<T>(body: unknown): ApiSuccess<T> {
  if (isObject(body) && typeof body.status === 'string') {
    if (body.status === 'error') throw errorFrom(body, null);
    // The server's envelope: its data is the T the caller asked for.
    return { ...body, status: 'success', data: body.data as T };
  }
  return { status: 'success', data: body as T };
}

function errorFrom(body: unknown, status: number | null): ApiError {
  return new ApiError(stringField(body, 'code') ?? 'UNKNOWN_ERROR', stringField(body, 'message') ?? stringField(body, 'error') ?? UNKNOWN_ERROR_MESSAGE, status, fieldErrorsOf(body), stringField(body, 'challenge') ?? null);
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '/api';
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const sleep = options.sleep ?? defaultSleep;
  const logger = options.logger ?? console;

  function prepare(method: HttpMethod, path: string, opts: ApiRequestOptions): { url: string; init: RequestInit } {
    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
    const token = options.getAccessToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: string | FormData | undefined;
    if (opts.body instanceof FormData) {
      // Multipart uploads (the avatar): fetch writes the boundary into Content-Type itself.
      body = opts.body;
    } else if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    return { url: buildUrl(baseUrl, path, opts.query), init: { method, headers, body, credentials: 'include', signal: opts.signal } };
  }

  async function send<T>(method: HttpMethod, path: string, opts: ApiRequestOptions, refreshed: boolean): Promise<ApiSuccess<T>> {
    for (let retry = 0; ; retry += 1) {
      let prepared: { url: string; init: RequestInit };
      try {
        prepared = prepare(method, path, opts);
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        logger.error(`Error setting up API request: ${detail}`);
        throw new ApiError('UNKNOWN_ERROR', detail);
      }

      let response: Response;
      try {
        response = await doFetch(prepared.url, prepared.init);
      } catch (error) {
        // A caller's abort is not a connection problem: pass it through untouched.
        if (opts.signal?.aborted) throw error;
        logger.error(NO_RESPONSE_MESSAGE);
        throw new ApiError('NETWORK_ERROR', NO_RESPONSE_MESSAGE);
      }

      let text: string;
      try {
        text = await response.text();
      } catch {
        if (opts.signal?.aborted) throw opts.signal.reason;
        logger.error(NO_RESPONSE_MESSAGE);
        throw new ApiError('NETWORK_ERROR', NO_RESPONSE_MESSAGE, response.status);
      }
      let body: unknown;
      let parsed = true;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        parsed = false;
      }

      if (response.ok) {
        if (!parsed) {
          logger.error(PARSE_ERROR_MESSAGE);
          throw new ApiError('PARSE_ERROR', PARSE_ERROR_MESSAGE, response.status);
        }
        return toSuccess<T>(body);
      }

      if (response.status === 429 && opts.retryOn429 !== false && retry < MAX_RATE_LIMIT_RETRIES) {
        await sleep(retryDelayMs(response.headers.get('Retry-After'), retry));
        continue;
      }

      const code = stringField(body, 'code');
      const canRefresh = response.status === 401 && !refreshed && opts.refreshOn401 !== false && options.refreshSession !== undefined && !(code && NO_REFRESH_CODES.has(code));
      if (canRefresh && (await options.refreshSession?.().catch(() => false))) {
        return send<T>(method, path, opts, true);
      }

      if (!opts.quiet) {
        logger.error(stringField(body, 'message') ?? stringField(body, 'error') ?? `Request failed with status ${response.status}`);
      }
      throw errorFrom(parsed ? body : undefined, response.status);
    }
  }

  const request = <T>(method: HttpMethod, path: string, opts: ApiRequestOptions = {}) => send<T>(method, path, opts, false);

  return {
    request,
    get: <T>(path: string, opts?: Omit<ApiRequestOptions, 'body'>) => request<T>('GET', path, opts),
    post: <T>(path: string, body?: unknown, opts?: ApiRequestOptions) => request<T>('POST', path, { ...opts, body }),
    put: <T>(path: string, body?: unknown, opts?: ApiRequestOptions) => request<T>('PUT', path, { ...opts, body }),
    delete: <T>(path: string, opts?: ApiRequestOptions) => request<T>('DELETE', path, opts),
  };
}
