import { Router } from 'express';
import type { Env } from '../../config/env.js';
import './app-config.openapi.js';
import { appConfigOf, registerAppConfig } from './app-config.service.js';

/** GET /api/config: public, the same for everyone, so browsers may keep it a few minutes. */
export function appConfigRouter(app: object, env: Env): Router {
  registerAppConfig(app, env);
  const router = Router();
  router.get('/config', (req, res) => {
    res.set('Cache-Control', 'public, max-age=300');
    res.json({ status: 'success', data: appConfigOf(req.app) });
  });
  return router;
}
