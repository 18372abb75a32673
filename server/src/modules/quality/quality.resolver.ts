import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { draftAnalysis, projectAnalysis } from './analysis.service.js';
import { analysisGraphql } from './quality.presenter.js';
import { answerQuestions, draftQuestions, projectQuestions } from './questions.service.js';
import { AnalysisType, ClarifyingAnswerInput, ClarifyingQuestionType, JSONObject } from './quality.types.js';

/** The draft argument of briefAnalysis and briefQuestions, and why it stays a JSON object. */
const DRAFT_ARG =
  "The brief fields, as the wizard holds them. Free-form by design: a draft being typed (any subset of the brief's fields, contracts BriefDraft), read leniently so a half-written draft is still analysed; a typed input would refuse it before the analyzer could say what is missing.";

/** Thin: the rules live in analyzer.ts and rules/; the services load what they read. */
@Resolver()
export class QualityResolver {
  @Authorized()
  @Query(() => AnalysisType, { description: "The project's quality report: score, dimensions, findings and the score's history; NOT_FOUND if not yours." })
  async analysis(@Arg('projectId', () => ID, { description: "The project's id." }) projectId: string, @Ctx() ctx: RequestContext): Promise<AnalysisType> {
    return analysisGraphql(await projectAnalysis(ctx.service, projectId));
  }

  @Authorized()
  @Query(() => AnalysisType, { description: 'The quality report of a wizard draft (the brief before the project exists); stores nothing.' })
  async briefAnalysis(@Arg('brief', () => JSONObject, { description: DRAFT_ARG }) brief: Record<string, unknown>, @Ctx() ctx: RequestContext): Promise<AnalysisType> {
    return analysisGraphql(await draftAnalysis(ctx.service, brief));
  }

  @Authorized()
  @Query(() => [ClarifyingQuestionType], { description: 'Up to five questions whose answers improve the brief, most important first.' })
  async clarifyingQuestions(@Arg('projectId', () => ID, { description: "The project's id." }) projectId: string, @Ctx() ctx: RequestContext): Promise<ClarifyingQuestionType[]> {
    return projectQuestions(ctx.service, projectId);
  }

  @Authorized()
  @Query(() => [ClarifyingQuestionType], { description: "A wizard draft's clarifying questions, before the project exists." })
  async briefQuestions(@Arg('brief', () => JSONObject, { description: DRAFT_ARG }) brief: Record<string, unknown>, @Ctx() ctx: RequestContext): Promise<ClarifyingQuestionType[]> {
    return draftQuestions(ctx.service, brief);
  }

  @Authorized()
  @Mutation(() => AnalysisType, { description: 'Writes the answers into the brief (a new brief version) and answers the new report.' })
  async answerClarifyingQuestions(
    @Arg('projectId', () => ID, { description: "The project's id." }) projectId: string,
    @Arg('answers', () => [ClarifyingAnswerInput], { description: 'One answer per question.' }) answers: ClarifyingAnswerInput[],
    @Ctx() ctx: RequestContext,
  ): Promise<AnalysisType> {
    await answerQuestions(ctx.service, projectId, { answers });
    return analysisGraphql(await projectAnalysis(ctx.service, projectId));
  }
}
