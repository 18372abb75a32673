import { z } from 'zod';
import type { ServiceContext } from '../../core/context.js';
import { AppError, parseInput } from '../../core/errors/index.js';
import { getBrief, updateBrief, type BriefRecord } from '../brief/brief.service.js';
import { loadGraph } from '../spec/spec.store.js';
import { draftReview, projectAnalysis } from './analysis.service.js';
import { clarifyingQuestions, withAnswers, type ClarifyingQuestion } from './questions.js';

/** The project's clarifying questions (at most five, most important first). */
export async function projectQuestions(ctx: ServiceContext, projectId: unknown): Promise<ClarifyingQuestion[]> {
  const analysis = await projectAnalysis(ctx, projectId);
  return clarifyingQuestions(analysis.findings, await loadGraph(ctx.em, analysis.projectId));
}

/** A wizard draft's questions, before the project exists. */
export async function draftQuestions(ctx: ServiceContext, draft: unknown): Promise<ClarifyingQuestion[]> {
  return (await draftReview(ctx, draft)).questions;
}

const AnswersSchema = z.object({
  answers: z
    .array(z.object({ questionId: z.string().min(1).max(60), answer: z.string().trim().min(1, 'An answer cannot be empty').max(5_000) }), { error: 'answers must be a list' })
    .min(1, 'Give at least one answer')
    .max(10),
});

/**
 * Writes the answers into the brief as one new brief version (which the living spec's impact
 * report then shows); answers to questions the project no longer has are refused.
 */
export async function answerQuestions(ctx: ServiceContext, projectId: unknown, input: unknown): Promise<BriefRecord> {
  const { answers } = parseInput(AnswersSchema, input);
  const questions = await projectQuestions(ctx, projectId);
  for (const a of answers) {
    if (!questions.some((q) => q.id === a.questionId)) {
      throw new AppError('VALIDATION_FAILED', `No open question ${a.questionId}: the questions now are ${questions.map((q) => q.id).join(', ') || 'none'}.`);
    }
  }
  const current = await getBrief(ctx, projectId);
  const next = withAnswers(current.brief as unknown as Record<string, unknown>, questions, answers);
  return updateBrief(ctx, projectId, { ...next, base_version: current.version });
}
