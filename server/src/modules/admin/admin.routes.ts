import { Router } from 'express';
import { requireAdmin } from '../../core/auth/authenticate.js';
import './admin.openapi.js';
import { listAudit } from './admin-audit.js';
import { cancelJob, getAnyProject, listActivity, listAllProjects, listJobs, retryJob } from './admin-content.service.js';
import { adminOverview } from './admin-overview.service.js';
import { deleteUser, getUserDetail, listUsers, sendPasswordReset, setUserDisabled, setUserRole } from './admin-users.service.js';
import { ADMIN_MESSAGES } from './admin.schemas.js';

/** /api/admin/…: the same services as the GraphQL admin operations, behind the same guard. */
export function adminRouter(): Router {
  const router = Router();
  router.use('/admin', requireAdmin);

  router.get('/admin/overview', async (req, res) => {
    res.json({ status: 'success', data: await adminOverview(req.service, req.query) });
  });

  router.get('/admin/users', async (req, res) => {
    res.json({ status: 'success', data: await listUsers(req.service, req.query) });
  });
  router.get('/admin/users/:id', async (req, res) => {
    res.json({ status: 'success', data: await getUserDetail(req.service, req.params.id) });
  });
  router.post('/admin/users/:id/disable', async (req, res) => {
    res.json({ status: 'success', data: await setUserDisabled(req.service, req.params.id, true), message: ADMIN_MESSAGES.disabled });
  });
  router.post('/admin/users/:id/enable', async (req, res) => {
    res.json({ status: 'success', data: await setUserDisabled(req.service, req.params.id, false), message: ADMIN_MESSAGES.enabled });
  });
  router.put('/admin/users/:id/role', async (req, res) => {
    res.json({ status: 'success', data: await setUserRole(req.service, req.params.id, req.body), message: ADMIN_MESSAGES.roleChanged });
  });
  router.post('/admin/users/:id/password-reset', async (req, res) => {
    const { message } = await sendPasswordReset(req.service, req.params.id);
    res.json({ status: 'success', data: null, message });
  });
  router.delete('/admin/users/:id', async (req, res) => {
    const { message } = await deleteUser(req.service, req.params.id);
    res.json({ status: 'success', data: null, message });
  });

  router.get('/admin/projects', async (req, res) => {
    res.json({ status: 'success', data: await listAllProjects(req.service, req.query) });
  });
  router.get('/admin/projects/:id', async (req, res) => {
    res.json({ status: 'success', data: await getAnyProject(req.service, req.params.id) });
  });

  router.get('/admin/jobs', async (req, res) => {
    res.json({ status: 'success', data: await listJobs(req.service, req.query) });
  });
  router.post('/admin/jobs/:id/retry', async (req, res) => {
    const job = await retryJob({ ...req.service, logger: req.log }, req.params.id);
    res.json({ status: 'success', data: job, message: ADMIN_MESSAGES.retried });
  });
  router.post('/admin/jobs/:id/cancel', async (req, res) => {
    const job = await cancelJob({ ...req.service, logger: req.log }, req.params.id);
    res.json({ status: 'success', data: job, message: ADMIN_MESSAGES.cancelled });
  });

  router.get('/admin/activity', async (req, res) => {
    res.json({ status: 'success', data: await listActivity(req.service, req.query) });
  });
  router.get('/admin/audit', async (req, res) => {
    res.json({ status: 'success', data: await listAudit(req.service, req.query) });
  });

  return router;
}
