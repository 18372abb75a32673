import { Router } from 'express';
import { requireUser } from '../../core/auth/authenticate.js';
import { presentProject } from '../projects/project.presenter.js';
import { presentMember } from './member.presenter.js';
import { TEAM_MESSAGES } from './member.schemas.js';
import { acceptInvitation, inviteMember, listMembers, removeMember, updateMemberRole } from './member.service.js';
import { createShareLink, listShareLinks, openShareLink, revokeShareLink } from './share-link.service.js';
import './teams.openapi.js';

/** Members, invitations and share links: thin, the rules live in the services. */
export function teamsRouter(): Router {
  const router = Router();

  router.get('/projects/:id/members', requireUser, async (req, res) => {
    res.json({ status: 'success', data: (await listMembers(req.service, req.params.id)).map(presentMember) });
  });

  router.post('/projects/:id/members', requireUser, async (req, res) => {
    const member = await inviteMember(req.service, req.params.id, req.body);
    res.status(201).json({ status: 'success', data: presentMember(member), message: TEAM_MESSAGES.invited });
  });

  router.put('/projects/:id/members/:userId', requireUser, async (req, res) => {
    const member = await updateMemberRole(req.service, req.params.id, req.params.userId, req.body);
    res.json({ status: 'success', data: presentMember(member), message: TEAM_MESSAGES.roleChanged });
  });

  router.delete('/projects/:id/members/:userId', requireUser, async (req, res) => {
    await removeMember(req.service, req.params.id, req.params.userId);
    res.json({ status: 'success', message: TEAM_MESSAGES.removed });
  });

  router.post('/invitations/:token/accept', requireUser, async (req, res) => {
    const { project } = await acceptInvitation(req.service, req.params.token);
    res.json({ status: 'success', data: presentProject(project), message: TEAM_MESSAGES.accepted });
  });

  router.get('/projects/:id/share-links', requireUser, async (req, res) => {
    const links = await listShareLinks(req.service, req.params.id);
    res.json({ status: 'success', data: links.map((l) => ({ id: l.id, created_at: l.createdAt.toISOString() })) });
  });

  router.post('/projects/:id/share-links', requireUser, async (req, res) => {
    const { link, url } = await createShareLink(req.service, req.params.id);
    res.status(201).json({ status: 'success', data: { id: link.id, url }, message: TEAM_MESSAGES.shareCreated });
  });

  router.delete('/projects/:id/share-links/:linkId', requireUser, async (req, res) => {
    await revokeShareLink(req.service, req.params.id, req.params.linkId);
    res.json({ status: 'success', message: TEAM_MESSAGES.shareRevoked });
  });

  // Public: the token is the permission. Not cached by shared caches (a revoked link must die).
  router.get('/share/:token', async (req, res) => {
    const shared = await openShareLink(req.service, req.params.token);
    res.set('Cache-Control', 'no-store');
    res.json({
      status: 'success',
      data: { name: shared.name, documents: shared.documents.map((d) => ({ id: d.id, type: d.type, title: d.title, version: d.version, content: d.content, updated_at: d.updatedAt.toISOString() })) },
    });
  });

  return router;
}
