import { Router } from 'express';
import { requireUser } from '../../core/auth/authenticate.js';
import { presentDocumentSummary } from '../documents/document.presenter.js';
import { cancelGeneration, GENERATION_CONTROL_MESSAGES, retryGeneration } from './generation-control.js';

/** Stopping and restarting a document's generation over REST: thin, the rules live in generation-control.ts. */
export function generationControlRouter(): Router {
  const router = Router();

  router.post('/documents/:id/cancel', requireUser, async (req, res) => {
    const doc = await cancelGeneration({ ...req.service, logger: req.log }, req.params.id);
    res.json({ status: 'success', data: presentDocumentSummary(doc), message: GENERATION_CONTROL_MESSAGES.cancelled });
  });

  router.post('/documents/:id/retry', requireUser, async (req, res) => {
    const doc = await retryGeneration(req.service, req.params.id);
    res.status(202).json({ status: 'success', data: presentDocumentSummary(doc), message: GENERATION_CONTROL_MESSAGES.retried });
  });

  return router;
}
