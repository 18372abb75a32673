import { Router } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import { describeUnavailable } from '../../core/errors/index.js';
import { checkHealth } from './system.service.js';

/** GET /healthz: 200 {"status":"ok"} when the database answers, 503 otherwise. */
export function healthRouter(orm: MikroORM): Router {
  const router = Router();
  router.get('/healthz', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      await checkHealth({ em: orm.em.fork() });
      res.json({ status: 'ok' });
    } catch (error) {
      req.log.warn(describeUnavailable(error), 'health check failed');
      res.status(503).json({ status: 'unavailable', code: 'DATABASE_UNAVAILABLE' });
    }
  });
  return router;
}
