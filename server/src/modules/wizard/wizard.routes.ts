import { Router } from 'express';
import { requireUser } from '../../core/auth/authenticate.js';
import { presentWizardResponse } from './wizard.presenter.js';
import { getWizardResponse, listWizardResponses, saveWizardResponse, saveWizardResponses, validateWizardStep } from './wizard.service.js';

/** The /projects/{id}/wizard REST rows: thin, the rules live in wizard.service.ts. */
export function wizardRouter(): Router {
  const router = Router();
  const base = '/projects/:id/wizard';

  router.get(`${base}/responses`, requireUser, async (req, res) => {
    const rows = await listWizardResponses(req.service, req.params.id);
    res.json({ status: 'success', data: rows.map(presentWizardResponse) });
  });

  // Registered before `/responses/:section` reads "batch" as a section (that one is GET only anyway).
  router.post(`${base}/responses/batch`, requireUser, async (req, res) => {
    const rows = await saveWizardResponses(req.service, req.params.id, req.body);
    res.json({ status: 'success', data: rows.map(presentWizardResponse) });
  });

  router.get(`${base}/responses/:section`, requireUser, async (req, res) => {
    const row = await getWizardResponse(req.service, req.params.id, req.params.section);
    res.json({ status: 'success', data: presentWizardResponse(row) });
  });

  router.post(`${base}/responses`, requireUser, async (req, res) => {
    const row = await saveWizardResponse(req.service, req.params.id, req.body);
    res.json({ status: 'success', data: presentWizardResponse(row) });
  });

  router.post(`${base}/validate`, requireUser, async (req, res) => {
    res.json({ status: 'success', data: await validateWizardStep(req.service, req.params.id, req.body) });
  });

  return router;
}
