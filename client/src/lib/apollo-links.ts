import { ApolloLink } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { OperationTypeNode } from 'graphql';
import { Observable, type Subscription } from 'rxjs';
import { MAX_RATE_LIMIT_RETRIES, retryDelayMs } from './api-client';

/** Adds `Authorization: Bearer …` from the current session to every operation (and each retry). */
export function createAuthHeaderLink(getAccessToken: () => string | null): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const token = getAccessToken();
    operation.setContext((previous) => {
      const { authorization: _dropped, ...headers } = (previous.headers ?? {}) as Record<string, string>;
      return { headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers };
    });
    return forward(operation);
  });
}

interface GraphQLErrorLike {
  extensions?: { code?: unknown; appCode?: unknown; retryAfter?: unknown } | null;
}

/** App codes that answer UNAUTHENTICATED for wrong credentials, where a refresh cannot help. */
const CREDENTIAL_CODES = new Set(['INVALID_CREDENTIALS', 'INVALID_REFRESH_TOKEN', 'EMAIL_NOT_CONFIRMED']);

type Verdict = 'unauthenticated' | 'rate-limited' | null;

function verdictOfErrors(errors: ReadonlyArray<GraphQLErrorLike> | undefined): Verdict {
  for (const error of errors ?? []) {
    const code = error.extensions?.code;
    const appCode = error.extensions?.appCode;
    if (code === 'TOO_MANY_REQUESTS' || appCode === 'RATE_LIMITED') return 'rate-limited';
    if (code === 'UNAUTHENTICATED' && !(typeof appCode === 'string' && CREDENTIAL_CODES.has(appCode))) return 'unauthenticated';
  }
  return null;
}

function verdictOfFailure(error: unknown): Verdict {
  if (!ServerError.is(error)) return null;
  if (error.statusCode === 429) return 'rate-limited';
  if (error.statusCode !== 401) return null;
  try {
    const body: unknown = JSON.parse(error.bodyText);
    if (typeof body === 'object' && body !== null && 'errors' in body && Array.isArray(body.errors)) {
      return verdictOfErrors(body.errors as GraphQLErrorLike[]) ?? 'unauthenticated';
    }
  } catch {
    // Not JSON: a plain 401 still means the token was refused.
  }
  return 'unauthenticated';
}

/** Retry-After from a failed response, the HTTP response in the context, or `extensions.retryAfter`. */
function retryAfterOf(source: unknown): string | null {
  if (ServerError.is(source)) return source.response.headers.get('Retry-After');
  if (source instanceof Response) return source.headers.get('Retry-After');
  if (typeof source === 'object' && source !== null && 'errors' in source && Array.isArray(source.errors)) {
    for (const error of source.errors as GraphQLErrorLike[]) {
      const seconds = error.extensions?.retryAfter;
      if (typeof seconds === 'number' || typeof seconds === 'string') return String(seconds);
    }
  }
  return null;
}

export interface ResilienceLinkOptions {
  /** Refreshes the session; resolves true when a new access token is in place. */
  refreshSession: () => Promise<boolean>;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The API client's rules for GraphQL: on 401 / UNAUTHENTICATED refresh the session once and
 * retry; on 429 / TOO_MANY_REQUESTS retry up to 3 times after Retry-After or 1, 2, 4 s.
 * Must sit before the auth-header link so a retry carries the refreshed token. Subscriptions
 * pass through: they are long-lived and authenticate on their own connection.
 */
export function createResilienceLink({ refreshSession, sleep = defaultSleep }: ResilienceLinkOptions): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (operation.operationType === OperationTypeNode.SUBSCRIPTION) return forward(operation);

    return new Observable<ApolloLink.Result>((observer) => {
      let inner: Subscription | null = null;
      let closed = false;
      let refreshed = false;
      let rateRetries = 0;

      /** Decides whether this outcome is retried; if so, schedules the retry and returns true. */
      const retried = (verdict: Verdict, source: unknown): boolean => {
        if (verdict === 'unauthenticated' && !refreshed) {
          refreshed = true;
          void refreshSession()
            .catch(() => false)
            .then((ok) => {
              if (closed) return;
              if (ok) attempt();
              else finish(source);
            });
          return true;
        }
        if (verdict === 'rate-limited' && rateRetries < MAX_RATE_LIMIT_RETRIES) {
          const context = operation.getContext() as { response?: unknown };
          const delay = retryDelayMs(retryAfterOf(source) ?? retryAfterOf(context.response), rateRetries);
          rateRetries += 1;
          void sleep(delay).then(() => {
            if (!closed) attempt();
          });
          return true;
        }
        return false;
      };

      /** Delivers the last outcome as is: a result (then complete) or an error. */
      let lastResult: ApolloLink.Result | null = null;
      const finish = (source: unknown) => {
        if (lastResult && source === lastResult) {
          observer.next(lastResult);
          observer.complete();
        } else {
          observer.error(source);
        }
      };

      const attempt = () => {
        let retrying = false;
        inner = forward(operation).subscribe({
          next: (result) => {
            const errors = 'errors' in result ? (result.errors as GraphQLErrorLike[] | undefined) : undefined;
            lastResult = result;
            retrying = retried(verdictOfErrors(errors), result);
            if (!retrying) observer.next(result);
          },
          error: (error: unknown) => {
            if (!retried(verdictOfFailure(error), error)) observer.error(error);
          },
          complete: () => {
            if (!retrying) observer.complete();
          },
        });
      };

      attempt();
      return () => {
        closed = true;
        inner?.unsubscribe();
      };
    });
  });
}
