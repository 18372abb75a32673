import { Router } from 'express';
import { requireUser } from '../../core/auth/authenticate.js';
import { decideApproval, listApprovals, presentApproval } from './approval.service.js';
import { presentComment } from './comment.presenter.js';
import { addComment, deleteComment, listComments, updateComment } from './comment.service.js';
import './collaboration.openapi.js';

/** Comments and approvals: thin, the rules live in the services. */
export function collaborationRouter(): Router {
  const router = Router();

  router.get('/projects/:id/comments', requireUser, async (req, res) => {
    res.json({ status: 'success', data: (await listComments(req.service, req.params.id, req.query)).map(presentComment) });
  });

  router.post('/projects/:id/comments', requireUser, async (req, res) => {
    res.status(201).json({ status: 'success', data: presentComment(await addComment(req.service, req.params.id, req.body)), message: 'Comment added' });
  });

  router.put('/comments/:id', requireUser, async (req, res) => {
    res.json({ status: 'success', data: presentComment(await updateComment(req.service, req.params.id, req.body)), message: 'Comment updated' });
  });

  router.delete('/comments/:id', requireUser, async (req, res) => {
    await deleteComment(req.service, req.params.id);
    res.json({ status: 'success', message: 'Comment deleted' });
  });

  router.get('/documents/:id/approvals', requireUser, async (req, res) => {
    const { document, approvals } = await listApprovals(req.service, req.params.id);
    res.json({ status: 'success', data: { document_id: document.id, version: document.version, approvals: approvals.map(presentApproval) } });
  });

  router.post('/documents/:id/approvals', requireUser, async (req, res) => {
    const { document, approvals } = await decideApproval(req.service, req.params.id, req.body);
    res.status(201).json({ status: 'success', data: { document_id: document.id, version: document.version, approvals: approvals.map(presentApproval) }, message: 'Decision saved' });
  });

  return router;
}
