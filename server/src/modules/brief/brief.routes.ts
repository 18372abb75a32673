import { Router } from 'express';
import { requireUser } from '../../core/auth/authenticate.js';
import { presentBrief, presentBriefVersion } from './brief.presenter.js';
import { BRIEF_MESSAGES } from './brief.schemas.js';
import { getBrief, listBriefVersions, updateBrief } from './brief.service.js';
import { briefUnderstanding, draftUnderstanding } from './understanding.service.js';
import { presentUnderstanding } from './understanding.presenter.js';

/** The /projects/{id}/brief REST rows: thin, the rules live in brief.service.ts. */
export function briefRouter(): Router {
  const router = Router();

  router.get('/projects/:id/brief', requireUser, async (req, res) => {
    res.json({ status: 'success', data: presentBrief(await getBrief(req.service, req.params.id)) });
  });

  router.put('/projects/:id/brief', requireUser, async (req, res) => {
    const saved = await updateBrief(req.service, req.params.id, req.body);
    res.json({ status: 'success', data: presentBrief(saved), message: saved.changedFields.length > 0 ? BRIEF_MESSAGES.saved : BRIEF_MESSAGES.unchanged });
  });

  router.get('/projects/:id/brief/versions', requireUser, async (req, res) => {
    const versions = await listBriefVersions(req.service, req.params.id);
    res.json({ status: 'success', data: versions.map(presentBriefVersion) });
  });

  router.get('/projects/:id/brief/understanding', requireUser, async (req, res) => {
    res.json({ status: 'success', data: presentUnderstanding(await briefUnderstanding(req.service, req.params.id)) });
  });

  router.post('/briefs/understanding', requireUser, async (req, res) => {
    res.json({ status: 'success', data: presentUnderstanding(await draftUnderstanding(req.service, req.body)) });
  });

  return router;
}
