import { Router } from 'express';
import { requireUser } from '../../core/auth/authenticate.js';
import { preparedPatchBody, presentImpact, presentPatch, presentReplan } from './changes.presenter.js';
import { changeImpact } from './impact.service.js';
import { decideUpdate, openPatch, preparedHunksOf, prepareUpdate } from './patch.service.js';
import { replanRoadmap } from './replan.service.js';

type Loose = Record<string, unknown>;

/** REST decisions use hunk_id and item_id; the service speaks camelCase. */
function decisionsOf(body: unknown): unknown {
  if (!body || typeof body !== 'object') return body;
  const { decisions, items } = body as Loose;
  const each = (list: unknown, map: (d: Loose) => Loose) => (Array.isArray(list) ? list.map((d: Loose) => (d && typeof d === 'object' ? map(d) : d)) : list);
  return {
    decisions: each(decisions, (d) => ({ hunkId: d.hunk_id ?? d.hunkId, decision: d.decision, text: d.text })),
    items: each(items, (d) => ({ itemId: d.item_id ?? d.itemId, decision: d.decision })),
  };
}

/** Impact reports and reviewed updates over REST: thin, the rules live in the services. */
export function changesRouter(): Router {
  const router = Router();

  router.get('/projects/:id/impact', requireUser, async (req, res) => {
    res.json({ status: 'success', data: presentImpact(await changeImpact(req.service, req.params.id)) });
  });

  router.get('/projects/:id/patch', requireUser, async (req, res) => {
    res.json({ status: 'success', data: presentPatch(await openPatch(req.service, req.params.id)) });
  });

  router.post('/projects/:id/patch', requireUser, async (req, res) => {
    const patch = await prepareUpdate(req.service, req.params.id);
    const hunks = preparedHunksOf(patch);
    if (hunks) res.status(201).type('application/json').send(preparedPatchBody(patch, hunks));
    else res.status(201).json({ status: 'success', data: presentPatch(patch) });
  });

  router.post('/projects/:id/patch/:patchId/decisions', requireUser, async (req, res) => {
    res.json({ status: 'success', data: presentPatch(await decideUpdate(req.service, req.params.id, req.params.patchId, decisionsOf(req.body))) });
  });

  router.post('/projects/:id/roadmap/replan', requireUser, async (req, res) => {
    res.json({ status: 'success', data: presentReplan(await replanRoadmap(req.service, req.params.id)) });
  });

  return router;
}
