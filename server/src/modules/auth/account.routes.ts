import { Router } from 'express';
import { requireUser } from '../../core/auth/authenticate.js';
import { clearRefreshCookie } from './cookies.js';
import { changePassword, deleteAccount } from './account.service.js';

/** Credential changes under /api/users: thin, the rules live in account.service.ts. */
export function accountRouter(): Router {
  const router = Router();

  router.put('/users/password', requireUser, async (req, res) => {
    res.json({ status: 'success', ...(await changePassword(req.service, req.body)) });
  });

  // The spec sends the password in the query string (access logs redact it, see app.ts).
  router.delete('/users/account', requireUser, async (req, res) => {
    const result = await deleteAccount(req.service, { password: req.query.password });
    clearRefreshCookie(res, req.service.deps.auth.env);
    res.json({ status: 'success', ...result });
  });

  return router;
}
