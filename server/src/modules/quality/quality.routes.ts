import { Router } from 'express';
import { requireUser } from '../../core/auth/authenticate.js';
import { draftReview, projectAnalysis } from './analysis.service.js';
import { presentAnalysis } from './quality.presenter.js';
import { answerQuestions, projectQuestions } from './questions.service.js';

type Loose = Record<string, unknown>;

/** REST answers use question_id; the service speaks camelCase. */
function answersOf(body: unknown): unknown {
  const list = (body as Loose | undefined)?.answers;
  if (!Array.isArray(list)) return body;
  return { answers: list.map((a: Loose) => (a && typeof a === 'object' ? { questionId: a.question_id ?? a.questionId, answer: a.answer } : a)) };
}

/** The quality gate over REST: thin, the rules live in the services. */
export function qualityRouter(): Router {
  const router = Router();

  router.get('/projects/:id/analysis', requireUser, async (req, res) => {
    res.json({ status: 'success', data: presentAnalysis(await projectAnalysis(req.service, req.params.id)) });
  });

  router.get('/projects/:id/questions', requireUser, async (req, res) => {
    res.json({ status: 'success', data: { questions: await projectQuestions(req.service, req.params.id) } });
  });

  router.post('/projects/:id/questions/answers', requireUser, async (req, res) => {
    await answerQuestions(req.service, req.params.id, answersOf(req.body));
    res.json({ status: 'success', data: presentAnalysis(await projectAnalysis(req.service, req.params.id)) });
  });

  router.post('/briefs/analysis', requireUser, async (req, res) => {
    const { report, questions } = await draftReview(req.service, req.body);
    res.json({ status: 'success', data: { ...presentAnalysis(report), questions } });
  });

  return router;
}
