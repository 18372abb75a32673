import { Router } from 'express';
import { requireUser } from '../../core/auth/authenticate.js';
import { trackActivity } from './activity.service.js';
import { usageStats } from './usage.service.js';

/** POST /activity/track and GET /users/usage: thin, the rules live in the services. */
export function activityRouter(): Router {
  const router = Router();

  // 202: the signal is accepted; the spec's client does not read the answer.
  router.post('/activity/track', requireUser, async (req, res) => {
    res.status(202).json({ status: 'success', data: await trackActivity(req.service, req.body) });
  });

  router.get('/users/usage', requireUser, async (req, res) => {
    res.json({ status: 'success', data: await usageStats(req.service) });
  });

  return router;
}
