import { Router, type Response } from 'express';
import { requireUser } from '../../core/auth/authenticate.js';
import { updateDocumentContent } from './document-edit.service.js';
import { EDIT_MESSAGES } from './document-edit.schemas.js';
import type { ExportFile } from './document-export.js';
import { presentDocument, presentVersion, presentVersionDetail } from './document.presenter.js';
import { acceptSection, previewSection } from './document-sections.service.js';
import { getVersion, listVersions, restoreVersion } from './document-versions.service.js';
import { exportProjectDocuments } from './project-export.js';
import { exportRoadmap } from './roadmap-export.js';

export function sendFile(res: Response, file: ExportFile): void {
  res.set('Content-Disposition', `attachment; filename="${file.filename}"`);
  res.type(file.contentType).send(file.body);
}

/** Document editing REST rows: editing, versions, section regeneration and exports. Thin; rules in the services. */
export function documentEditRouter(): Router {
  const router = Router();

  router.put('/documents/:id', requireUser, async (req, res) => {
    const doc = await updateDocumentContent(req.service, req.params.id, req.body);
    res.json({ status: 'success', data: presentDocument(doc), message: EDIT_MESSAGES.saved });
  });

  router.get('/documents/:id/versions', requireUser, async (req, res) => {
    res.json({ status: 'success', data: (await listVersions(req.service, req.params.id)).map(presentVersion) });
  });

  router.get('/documents/:id/versions/:version', requireUser, async (req, res) => {
    res.json({ status: 'success', data: presentVersionDetail(await getVersion(req.service, req.params.id, req.params.version)) });
  });

  router.post('/documents/:id/versions/:version/restore', requireUser, async (req, res) => {
    const doc = await restoreVersion(req.service, req.params.id, req.params.version);
    res.json({ status: 'success', data: presentDocument(doc), message: EDIT_MESSAGES.restored });
  });

  router.post('/documents/:id/sections/:sectionId/regenerate', requireUser, async (req, res) => {
    res.json({ status: 'success', data: await previewSection(req.service, req.params.id, req.params.sectionId) });
  });

  router.post('/documents/:id/sections/:sectionId/accept', requireUser, async (req, res) => {
    const doc = await acceptSection(req.service, req.params.id, req.params.sectionId, req.body);
    res.json({ status: 'success', data: presentDocument(doc), message: EDIT_MESSAGES.sectionAccepted });
  });

  router.get('/documents/:id/roadmap/export', requireUser, async (req, res) => {
    sendFile(res, await exportRoadmap(req.service, req.params.id, req.query));
  });

  router.get('/projects/:id/documents/export', requireUser, async (req, res) => {
    sendFile(res, await exportProjectDocuments(req.service, req.params.id, req.query));
  });

  return router;
}
