import { Router } from 'express';
import { requireUser } from '../../core/auth/authenticate.js';
import { presentSpecGraph, presentSpecItem, presentTraceabilityRest } from './spec.presenter.js';
import { getSpecGraph, getTraceability } from './spec.service.js';
import { updateTaskStatus } from './task-progress.service.js';
import { confirmSpecItem, confirmSpecItems, editSpecItemText, unconfirmSpecItem } from './suggestion.service.js';
import { traceabilityCsv } from './traceability.js';

/** The spec graph over REST: thin, the rules live in spec.service.ts. */
export function specRouter(): Router {
  const router = Router();

  router.get('/projects/:id/spec', requireUser, async (req, res) => {
    const { items, generator } = presentSpecGraph(await getSpecGraph(req.service, req.params.id, req.query.kind));
    res.json({ status: 'success', data: { generator, items } });
  });

  router.get('/projects/:id/spec/traceability', requireUser, async (req, res) => {
    const t = await getTraceability(req.service, req.params.id);
    if (req.query.format === 'csv') {
      res.set('Content-Disposition', 'attachment; filename="traceability.csv"');
      res.type('text/csv').send(traceabilityCsv(t));
      return;
    }
    res.json({ status: 'success', data: presentTraceabilityRest(t) });
  });

  router.put('/projects/:id/tasks/:taskId', requireUser, async (req, res) => {
    const task = await updateTaskStatus(req.service, req.params.id, req.params.taskId, req.body);
    res.json({ status: 'success', data: presentSpecItem(task), message: 'Task updated' });
  });

  router.post('/projects/:id/spec/items/:itemId/confirm', requireUser, async (req, res) => {
    res.json({ status: 'success', data: presentSpecItem(await confirmSpecItem(req.service, req.params.id, req.params.itemId)), message: 'Item confirmed' });
  });

  router.delete('/projects/:id/spec/items/:itemId/confirm', requireUser, async (req, res) => {
    res.json({ status: 'success', data: presentSpecItem(await unconfirmSpecItem(req.service, req.params.id, req.params.itemId)), message: 'Confirmation taken back' });
  });

  router.put('/projects/:id/spec/items/:itemId/text', requireUser, async (req, res) => {
    res.json({ status: 'success', data: presentSpecItem(await editSpecItemText(req.service, req.params.id, req.params.itemId, req.body)), message: 'Item updated' });
  });

  router.post('/projects/:id/spec/confirm', requireUser, async (req, res) => {
    const items = await confirmSpecItems(req.service, req.params.id, req.body);
    res.json({ status: 'success', data: { items: items.map(presentSpecItem) }, message: `${items.length} item${items.length === 1 ? '' : 's'} confirmed` });
  });

  return router;
}
