import { Router } from 'express';
import { requireUser } from '../../core/auth/authenticate.js';
import './token.openapi.js';
import { presentToken } from './token.presenter.js';
import { TOKEN_MESSAGES } from './token.schemas.js';
import { createToken, listTokens, revokeToken } from './token.service.js';

/** /api/users/tokens…: personal access tokens, managed from a signed-in session only. */
export function tokenRouter(): Router {
  const router = Router();

  router.get('/users/tokens', requireUser, async (req, res) => {
    res.json({ status: 'success', data: (await listTokens(req.service)).map(presentToken) });
  });

  router.post('/users/tokens', requireUser, async (req, res) => {
    const { secret, token } = await createToken(req.service, req.body);
    res.status(201).json({ status: 'success', data: { token: secret, item: presentToken(token) }, message: TOKEN_MESSAGES.created });
  });

  router.delete('/users/tokens/:id', requireUser, async (req, res) => {
    const token = await revokeToken(req.service, req.params.id);
    res.json({ status: 'success', data: presentToken(token), message: TOKEN_MESSAGES.revoked });
  });

  return router;
}
