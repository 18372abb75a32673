import { Router } from 'express';
import './app-config.openapi.js';

/** GET /api/config: public, the same for everyone, so browsers may keep it a few minutes. */
export function appConfigRouter(): Router {
  const router = Router();
  router.get('/config', (req, res) => {
    res.set('Cache-Control', 'public, max-age=300');
    res.json({ status: 'success', data: req.service.deps.appConfig });
  });
  return router;
}
