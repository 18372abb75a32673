import { Router, type Request } from 'express';
import { requireUser } from '../../core/auth/authenticate.js';
import type { AuthContext, AuthDeps } from '../auth/auth.context.js';
import { clearRefreshCookie } from '../auth/cookies.js';
import { changePassword, deleteAccount } from './account.service.js';

/** Credential changes under /api/users: thin, the rules live in account.service.ts. */
export function accountRouter(auth: AuthDeps): Router {
  const router = Router();
  const ctx = (req: Request): AuthContext => ({ ...req.service, auth });

  router.put('/users/password', requireUser, async (req, res) => {
    res.json({ status: 'success', ...(await changePassword(ctx(req), req.body)) });
  });

  // The spec sends the password in the query string (access logs redact it, see app.ts).
  router.delete('/users/account', requireUser, async (req, res) => {
    const result = await deleteAccount(ctx(req), { password: req.query.password });
    clearRefreshCookie(res, auth.env);
    res.json({ status: 'success', ...result });
  });

  return router;
}
