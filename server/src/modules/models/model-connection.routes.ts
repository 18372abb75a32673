import { Router } from 'express';
import { requireUser } from '../../core/auth/authenticate.js';
import './model-connection.openapi.js';
import { presentModelConnection, presentModelTest } from './model-connection.presenter.js';
import { MODEL_MESSAGES } from './model-connection.schemas.js';
import { deleteModelConnection, getModelConnection, saveModelConnection, testModelConnection } from './model-connection.service.js';

/** /api/profile/model…: the caller's own model, from a signed-in session only (core/auth/policy.ts). */
export function modelConnectionRouter(): Router {
  const router = Router();

  router.get('/profile/model', requireUser, async (req, res) => {
    const connection = await getModelConnection(req.service);
    res.json({ status: 'success', data: connection && presentModelConnection(connection) });
  });

  router.put('/profile/model', requireUser, async (req, res) => {
    res.json({ status: 'success', data: presentModelConnection(await saveModelConnection(req.service, req.body)), message: MODEL_MESSAGES.saved });
  });

  router.delete('/profile/model', requireUser, async (req, res) => {
    await deleteModelConnection(req.service);
    res.json({ status: 'success', message: MODEL_MESSAGES.removed });
  });

  router.post('/profile/model/test', requireUser, async (req, res) => {
    res.json({ status: 'success', data: presentModelTest(await testModelConnection(req.service, req.body)) });
  });

  return router;
}
