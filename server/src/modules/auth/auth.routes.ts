import { Router, type Request } from 'express';
import { requireUser } from '../../core/auth/authenticate.js';
import { isAppError, parseInput } from '../../core/errors/index.js';
import { errorFields } from '../../core/http/error-middleware.js';
import { presentLogin, presentUser } from '../users/user.presenter.js';
import type { AuthContext, AuthDeps } from './auth.context.js';
import { AUTH_MESSAGES, refreshSchema } from './auth.schemas.js';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './cookies.js';
import { authProviders, getSession, logIn, logOut, refresh } from './login.service.js';
import { requestPasswordReset, resetPassword } from './password-reset.service.js';
import { resendVerification, signUp, verifyEmail } from './signup.service.js';

/** The accounts REST API of docs/auth-api.md, under /api. Thin: parse, call the service, present. */
export function authRouter(auth: AuthDeps): Router {
  const router = Router();
  const ctx = (req: Request): AuthContext => ({ ...req.service, auth });

  // Answers here carry tokens or account state: never cache them.
  router.use('/auth', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.post('/auth/signup', errorFields({ success: false }), async (req, res) => {
    res.json(await signUp(ctx(req), req.body));
  });

  router.get('/auth/verify', async (req, res) => {
    const outcome = await verifyEmail(ctx(req), req.query.token);
    res.redirect(302, outcome === 'verified' ? '/auth?verified=1' : `/auth?verify_error=${outcome}`);
  });

  router.post('/auth/verify/resend', async (req, res) => {
    res.json({ status: 'success', ...(await resendVerification(ctx(req), req.body)) });
  });

  router.post('/auth/login', async (req, res) => {
    const { issued, user } = await logIn(ctx(req), req.body);
    setRefreshCookie(res, auth.env, issued.refreshToken);
    res.json(presentLogin(issued, user));
  });

  router.post('/auth/refresh', async (req, res) => {
    const fromBody = parseInput(refreshSchema, req.body).refreshToken;
    try {
      const { issued, user } = await refresh(ctx(req), fromBody || readRefreshCookie(req));
      setRefreshCookie(res, auth.env, issued.refreshToken);
      res.json(presentLogin(issued, user));
    } catch (error) {
      // A dead cookie is useless to the browser: drop it so it stops retrying with it.
      if (isAppError(error) && error.code === 'INVALID_REFRESH_TOKEN' && !fromBody) clearRefreshCookie(res, auth.env);
      throw error;
    }
  });

  router.post('/auth/logout', async (req, res) => {
    await logOut(ctx(req), parseInput(refreshSchema, req.body).refreshToken || readRefreshCookie(req));
    clearRefreshCookie(res, auth.env);
    res.json({ status: 'success', message: AUTH_MESSAGES.logoutSuccess });
  });

  router.get('/auth/session', requireUser, async (req, res) => {
    const session = await getSession(ctx(req));
    res.json({ status: 'success', data: { user: presentUser(session.user), expires_at: session.expiresAt } });
  });

  router.post('/auth/recover', async (req, res) => {
    res.json({ status: 'success', ...(await requestPasswordReset(ctx(req), req.body)) });
  });

  router.post('/auth/reset', async (req, res) => {
    res.json({ status: 'success', ...(await resetPassword(ctx(req), req.body)) });
  });

  router.get('/auth/providers', (req, res) => {
    res.json({ status: 'success', data: authProviders(ctx(req)) });
  });

  return router;
}
