import { Router, type Request } from 'express';
import { requireUser } from '../../../core/auth/authenticate.js';
import { isAppError, type ErrorCode } from '../../../core/errors/index.js';
import { setRefreshCookie } from '../cookies.js';
import { GOOGLE_FAILED_MESSAGE, GoogleAuthFailure } from './google.client.js';
import { requireProvider } from './google.config.js';
import { GOOGLE_FLOW_COOKIE, flowCookieOptions, openFlow, readCookie, setFlowCookie, type GoogleFlow } from './google.flow.js';
import { completeGoogleCallback, startGoogleLink, startGoogleSignIn } from './google.service.js';

/** Where the client's callback page takes over (relative: same origin as the callback). */
export const CLIENT_CALLBACK_PATH = '/auth/callback';
export const LINKED_PATH = '/profile?linked=google';

/** Google sign-in under /api/auth/google (docs/auth-api.md); its config is the container's `google`. */
export function googleAuthRouter(): Router {
  const router = Router();

  router.get('/', (req, res) => {
    const config = req.service.deps.google;
    const { url, sealedFlow } = startGoogleSignIn(req.service, { config, redirect: req.query.redirect });
    setFlowCookie(res, config.cookieEnv, sealedFlow);
    res.set('Cache-Control', 'no-store');
    res.redirect(302, url);
  });

  router.post('/link', requireUser, (req, res) => {
    const config = req.service.deps.google;
    const { url, sealedFlow } = startGoogleLink(req.service, { config });
    setFlowCookie(res, config.cookieEnv, sealedFlow);
    res.set('Cache-Control', 'no-store');
    res.json({ status: 'success', data: { url } });
  });

  router.get('/callback', async (req, res) => {
    const config = req.service.deps.google;
    const query = callbackQuery(req);
    requireProvider(config);
    const flow = openFlow(readCookie(req, GOOGLE_FLOW_COOKIE), config.cookieKey);
    // Single use, whatever happens next.
    res.clearCookie(GOOGLE_FLOW_COOKIE, flowCookieOptions(config.cookieEnv));
    res.set('Cache-Control', 'no-store');
    try {
      const outcome = await completeGoogleCallback(req.service, { config, flow, query });
      if (outcome.kind === 'linked') {
        req.log.info({ userId: outcome.user.id }, 'Google account linked');
        res.redirect(302, LINKED_PATH);
        return;
      }
      if (outcome.kind === 'two_factor') {
        // No session yet: the client's log-in page asks for the code with this challenge.
        req.log.info({ userId: outcome.user.id }, 'Google sign-in needs the two-factor code');
        res.redirect(302, `${CLIENT_CALLBACK_PATH}?two_factor=${encodeURIComponent(outcome.challenge)}&redirect=${encodeURIComponent(outcome.redirect)}`);
        return;
      }
      setRefreshCookie(res, config.cookieEnv, outcome.issued.refreshToken);
      req.log.info({ userId: outcome.user.id, how: outcome.how }, 'signed in with Google');
      res.redirect(302, `${CLIENT_CALLBACK_PATH}?redirect=${encodeURIComponent(outcome.redirect)}`);
    } catch (error) {
      res.redirect(302, failureLocation(req, error, flow));
    }
  });

  return router;
}

function callbackQuery(req: Request): { code?: string; state?: string; error?: string } {
  const pick = (key: string) => {
    const value = req.query[key];
    return typeof value === 'string' ? value : undefined;
  };
  return { code: pick('code'), state: pick('state'), error: pick('error') };
}

/** `/auth/callback?error=<code>&message=<text>` (+ `mode=link` when linking), logged without secrets. */
function failureLocation(req: Request, error: unknown, flow: GoogleFlow | null): string {
  let code: ErrorCode = 'GOOGLE_AUTH_FAILED';
  let message = GOOGLE_FAILED_MESSAGE;
  let reason: string;
  if (error instanceof GoogleAuthFailure) {
    ({ code, message, reason } = error);
  } else if (isAppError(error)) {
    ({ code, message } = error);
    reason = error.code.toLowerCase();
  } else {
    reason = 'unexpected';
    const err = error instanceof Error ? error : new Error(String(error));
    req.log.error({ err: { name: err.name, message: redact(err.message) } }, 'Google sign-in crashed');
  }
  req.log.warn({ code, reason, mode: flow?.mode ?? null }, 'Google sign-in failed');
  // encodeURIComponent (spaces as %20) reads back right with URLSearchParams and decodeURIComponent alike.
  const mode = flow?.mode === 'link' ? '&mode=link' : '';
  return `${CLIENT_CALLBACK_PATH}?error=${code}&message=${encodeURIComponent(message)}${mode}`;
}

/** Keeps e-mail addresses and JWTs (e.g. from a database constraint message) out of the logs. */
function redact(text: string): string {
  return text.replace(/eyJ[\w-]*\.[\w-]*\.[\w-]*/g, '[token]').replace(/[^\s@()<>"',;:=]+@[^\s@()<>"',;:=]+/g, '[email]');
}
