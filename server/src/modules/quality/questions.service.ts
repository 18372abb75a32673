import { z } from 'zod';
import { findProjectFor } from '../projects/project-access.js';
import { authorize } from '../../core/auth/policy.js';
import type { ServiceContext } from '../../core/context.js';
import { AppError, parseInput } from '../../core/errors/index.js';
import { getBrief, updateBrief, type BriefRecord } from '../brief/brief.service.js';
import { buildSpecGraph } from '../generation/composer/index.js';
import { loadGraph } from '../spec/spec.store.js';
import { draftReview, projectAnalysis } from './analysis.service.js';
import { clarifyingQuestions, shownQuestion as shown, withAnswers, type AskedQuestion, type ClarifyingQuestion } from './questions.js';
import { composerBrief } from '../brief/brief-source.js';

const DRAFT_DAY = new Date('2026-01-05T00:00:00Z');

/** The questions with how each answer is written, for the project as it is now. */
async function askProject(ctx: ServiceContext, projectId: unknown): Promise<AskedQuestion[]> {
  const analysis = await projectAnalysis(ctx, projectId);
  const { brief } = await getBrief(ctx, analysis.projectId);
  const graph = await loadGraph(ctx.em, analysis.projectId);
  return clarifyingQuestions(analysis.findings, graph ?? buildSpecGraph(composerBrief(brief, DRAFT_DAY)), composerBrief(brief, DRAFT_DAY));
}

/** The project's clarifying questions (at most five, highest impact first). */
export async function projectQuestions(ctx: ServiceContext, projectId: unknown): Promise<ClarifyingQuestion[]> {
  return (await askProject(ctx, projectId)).map(shown);
}

/** A wizard draft's questions, before the project exists (questions.ts draftQuestionsOf, in a worker thread). */
export async function draftQuestions(ctx: ServiceContext, draft: unknown): Promise<ClarifyingQuestion[]> {
  return (await draftReview(ctx, draft)).questions;
}

const AnswersSchema = z.object({
  answers: z
    .array(z.object({ questionId: z.string().min(1).max(120), answer: z.string().trim().min(1, 'An answer cannot be empty').max(5_000) }), { error: 'answers must be a list' })
    .min(1, 'Give at least one answer')
    .max(10),
});

/**
 * Writes the answers into the brief as one new brief version (which the living spec's impact
 * report then shows); answers to questions the project no longer has are refused.
 */
export async function answerQuestions(ctx: ServiceContext, projectId: unknown, input: unknown): Promise<BriefRecord> {
  // Checked before anything is read: a viewer learns they cannot, not which answers were wrong.
  await findProjectFor(ctx.em, authorize(ctx, 'write'), projectId, 'editor');
  const { answers } = parseInput(AnswersSchema, input);
  const questions = await askProject(ctx, projectId);
  for (const a of answers) {
    if (!questions.some((q) => q.id === a.questionId)) {
      throw new AppError('VALIDATION_FAILED', `No open question ${a.questionId}: the questions now are ${questions.map((q) => q.id).join(', ') || 'none'}.`);
    }
  }
  const current = await getBrief(ctx, projectId);
  const next = withAnswers(current.brief, questions, answers);
  return updateBrief(ctx, projectId, { ...next, base_version: current.version });
}
