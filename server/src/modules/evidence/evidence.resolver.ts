import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { getVerification, reportTestResults } from './evidence.service.js';
import { TestRunOutcomeType, VerificationType } from './evidence.types.js';

/** Thin: the rules live in evidence.service.ts; GraphQL reads the service's camelCase objects. */
@Resolver()
export class EvidenceResolver {
  @Authorized()
  @Mutation(() => TestRunOutcomeType, {
    description: "Stores a JUnit XML report as a test run of the project. Tests cite criteria by id (AC-1.2) in their name, class name or a 'criteria' property. Needs a session or a read-write token; NOT_FOUND (PROJECT_NOT_FOUND) if not yours.",
  })
  async reportTestResults(
    @Arg('projectId', () => ID, { description: "The project's id." }) projectId: string,
    @Arg('report', () => String, { description: 'The JUnit XML document.' }) report: string,
    @Arg('format', () => String, { nullable: true, description: 'junit (the default and only format).' }) format: string | null | undefined,
    @Arg('commit', () => String, { nullable: true, description: 'The commit the tests ran on (optional).' }) commit: string | null | undefined,
    @Arg('branch', () => String, { nullable: true, description: 'The branch the tests ran on (optional).' }) branch: string | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<TestRunOutcomeType> {
    return reportTestResults(ctx.service, projectId, { report, format: format ?? undefined, commit, branch });
  }

  @Authorized()
  @Query(() => VerificationType, { description: "Each acceptance criterion's verification, rolled up to requirements, tasks, milestones and the project; NOT_FOUND (PROJECT_NOT_FOUND) if not yours." })
  async verification(@Arg('projectId', () => ID, { description: "The project's id." }) projectId: string, @Ctx() ctx: RequestContext): Promise<VerificationType> {
    const v = await getVerification(ctx.service, projectId);
    const none = (r: Omit<VerificationType['requirements'][number], 'percent'>) => ({ ...r, percent: 0 });
    return { ...v, requirements: v.requirements.map(none), tasks: v.tasks.map(none), milestones: v.milestones.map(none) };
  }
}
