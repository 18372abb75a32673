import { Router } from 'express';
import { requireUser } from '../../core/auth/authenticate.js';
import { isAppError, parseInput } from '../../core/errors/index.js';
import { errorFields } from '../../core/http/error-middleware.js';
import { presentLogin, presentUser } from '../users/user.presenter.js';
import { AUTH_MESSAGES, refreshSchema } from './auth.schemas.js';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './cookies.js';
import { authProviders, getSession, logIn, logOut, refresh } from './login.service.js';
import { requestPasswordReset, resetPassword } from './password-reset.service.js';
import { resendVerification, signUp, verifyEmail } from './signup.service.js';

/** The accounts REST API of docs/auth-api.md, under /api. Thin: parse, call the service, present. */
export function authRouter(): Router {
  const router = Router();

  // Answers here carry tokens or account state: never cache them.
  router.use('/auth', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.post('/auth/signup', errorFields({ success: false }), async (req, res) => {
    res.json(await signUp(req.service, req.body));
  });

  router.get('/auth/verify', async (req, res) => {
    const outcome = await verifyEmail(req.service, req.query.token);
    res.redirect(302, outcome === 'verified' ? '/auth?verified=1' : `/auth?verify_error=${outcome}`);
  });

  router.post('/auth/verify/resend', async (req, res) => {
    res.json({ status: 'success', ...(await resendVerification(req.service, req.body)) });
  });

  router.post('/auth/login', async (req, res) => {
    const { issued, user } = await logIn(req.service, req.body);
    setRefreshCookie(res, req.service.deps.auth.env, issued.refreshToken);
    res.json(presentLogin(issued, user));
  });

  router.post('/auth/refresh', async (req, res) => {
    const fromBody = parseInput(refreshSchema, req.body).refreshToken;
    try {
      const { issued, user } = await refresh(req.service, fromBody || readRefreshCookie(req));
      setRefreshCookie(res, req.service.deps.auth.env, issued.refreshToken);
      res.json(presentLogin(issued, user));
    } catch (error) {
      // A dead cookie is useless to the browser: drop it so it stops retrying with it.
      if (isAppError(error) && error.code === 'INVALID_REFRESH_TOKEN' && !fromBody) clearRefreshCookie(res, req.service.deps.auth.env);
      throw error;
    }
  });

  router.post('/auth/logout', async (req, res) => {
    await logOut(req.service, parseInput(refreshSchema, req.body).refreshToken || readRefreshCookie(req));
    clearRefreshCookie(res, req.service.deps.auth.env);
    res.json({ status: 'success', message: AUTH_MESSAGES.logoutSuccess });
  });

  router.get('/auth/session', requireUser, async (req, res) => {
    const session = await getSession(req.service);
    res.json({ status: 'success', data: { user: presentUser(session.user), expires_at: session.expiresAt } });
  });

  router.post('/auth/recover', async (req, res) => {
    res.json({ status: 'success', ...(await requestPasswordReset(req.service, req.body)) });
  });

  router.post('/auth/reset', async (req, res) => {
    res.json({ status: 'success', ...(await resetPassword(req.service, req.body)) });
  });

  router.get('/auth/providers', (req, res) => {
    res.json({ status: 'success', data: authProviders(req.service) });
  });

  return router;
}
