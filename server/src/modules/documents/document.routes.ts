import { Router } from 'express';
import { requireUser } from '../../core/auth/authenticate.js';
import { exportDocument } from './document-export.js';
import { presentDocument, presentDocumentSummary } from './document.presenter.js';
import { DOCUMENT_MESSAGES } from './document.schemas.js';
import { generateAllDocuments, generateDocument, getDocument, listDocuments } from './document.service.js';

/** The documents REST rows (README, Endpoints): thin, the rules live in document.service.ts. */
export function documentRouter(): Router {
  const router = Router();

  router.get('/projects/:id/documents', requireUser, async (req, res) => {
    res.json({ status: 'success', data: (await listDocuments(req.service, req.params.id)).map(presentDocumentSummary) });
  });

  router.get('/documents/:id', requireUser, async (req, res) => {
    res.json({ status: 'success', data: presentDocument(await getDocument(req.service, req.params.id)) });
  });

  router.get('/documents/:id/export', requireUser, async (req, res) => {
    const file = await exportDocument(req.service, req.params.id, req.query);
    res.set('Content-Disposition', `attachment; filename="${file.filename}"`);
    res.type(file.contentType).send(file.body);
  });

  // 202: the documents are queued; progress is read from the list, a document or generationStatus.
  router.post('/projects/:id/documents/generate', requireUser, async (req, res) => {
    const docs = await generateAllDocuments(req.service, req.params.id);
    res.status(202).json({ status: 'success', data: docs.map(presentDocumentSummary), message: DOCUMENT_MESSAGES.chainStarted });
  });

  router.post('/projects/:id/documents/:type/generate', requireUser, async (req, res) => {
    const doc = await generateDocument(req.service, req.params.id, req.params.type);
    res.status(202).json({ status: 'success', data: presentDocumentSummary(doc), message: DOCUMENT_MESSAGES.started });
  });

  return router;
}
