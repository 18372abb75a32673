import { Router } from 'express';
import { requireUser } from '../../core/auth/authenticate.js';
import { parseInput } from '../../core/errors/index.js';
import { presentProject } from './project.presenter.js';
import { PROJECT_MESSAGES, ProjectsQuerySchema } from './project.schemas.js';
import { presentOneWithProgress, presentWithCounts } from './project-progress.js';
import { createProject, deleteProject, getProject, listProjects, setTeamSize, updateProject } from './project.service.js';

/** The /projects REST rows: thin, the rules live in project.service.ts. */
export function projectRouter(): Router {
  const router = Router();

  // Plain GET answers the whole list (the spec's client); ?limit=&cursor= pages it.
  router.get('/projects', requireUser, async (req, res) => {
    const { limit, cursor } = parseInput(ProjectsQuerySchema, req.query);
    const paged = limit !== undefined || cursor !== undefined;
    const page = await listProjects(req.service, paged ? { first: limit ?? 20, after: cursor } : {}, { progress: true });
    res.json({
      status: 'success',
      data: presentWithCounts(page.items, page.documentsReady ?? new Map()),
      ...(paged ? { pagination: { next_cursor: page.hasMore ? page.endCursor : null, has_more: page.hasMore } } : {}),
    });
  });

  router.get('/projects/:id', requireUser, async (req, res) => {
    res.json({ status: 'success', data: await presentOneWithProgress(req.service.em, await getProject(req.service, req.params.id)) });
  });

  router.post('/projects', requireUser, async (req, res) => {
    const project = await createProject(req.service, req.body);
    res.status(201).json({ status: 'success', data: { ...presentProject(project), documents_ready: 0 }, message: PROJECT_MESSAGES.created });
  });

  router.put('/projects/:id', requireUser, async (req, res) => {
    res.json({ status: 'success', data: await presentOneWithProgress(req.service.em, await updateProject(req.service, req.params.id, req.body)) });
  });

  router.put('/projects/:id/team-size', requireUser, async (req, res) => {
    const project = await setTeamSize(req.service, req.params.id, req.body);
    res.json({ status: 'success', data: { project_id: project.id, team_size: project.settings.team_size }, message: PROJECT_MESSAGES.teamSizeSaved });
  });

  router.delete('/projects/:id', requireUser, async (req, res) => {
    await deleteProject(req.service, req.params.id);
    res.json({ status: 'success', message: PROJECT_MESSAGES.deleted });
  });

  return router;
}
