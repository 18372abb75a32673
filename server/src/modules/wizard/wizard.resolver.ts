import { GraphQLJSONObject as JSONObject } from 'graphql-scalars';
import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { Project } from '../projects/project.types.js';
import { wizardResponsesLoader } from './wizard-loader.js';
import { presentWizardResponseGraphql as present } from './wizard.presenter.js';
import { getWizardResponse, listWizardResponses, saveWizardResponse, saveWizardResponses, validateWizardStep } from './wizard.service.js';
import { WizardResponse, WizardResponseInput, WizardValidation } from './wizard.types.js';

/** Thin: the rules live in wizard.service.ts and wizard-rules.ts; GraphQL presents camelCase (presentWizardResponseGraphql). */
/** The service's REST body for one GraphQL section input; the service's zod schema checks it. */
function bodyOf(input: WizardResponseInput): Record<string, unknown> {
  const { sectionId, ...rest } = input;
  return { section_id: sectionId, ...rest };
}

@Resolver()
export class WizardResolver {
  @Authorized()
  @Query(() => [WizardResponse], { description: 'The answered sections of a project, in step order.' })
  async wizardResponses(@Arg('projectId', () => ID, { description: "The project's id." }) projectId: string, @Ctx() ctx: RequestContext): Promise<WizardResponse[]> {
    return (await listWizardResponses(ctx.service, projectId)).map(present);
  }

  @Authorized()
  @Query(() => WizardResponse, { description: 'One section; NOT_FOUND (WIZARD_RESPONSE_NOT_FOUND) if never saved.' })
  async wizardResponse(
    @Arg('projectId', () => ID, { description: "The project's id." }) projectId: string,
    @Arg('sectionId', () => String, { description: 'The wizard step, e.g. project_info.' }) sectionId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<WizardResponse> {
    return present(await getWizardResponse(ctx.service, projectId, sectionId));
  }

  @Authorized()
  @Query(() => WizardValidation, { description: 'Checks one step (1–6 or a section id); stores nothing.' })
  async validateWizardStep(
    @Arg('projectId', () => ID, { description: "The project's id." }) projectId: string,
    @Arg('step', () => String, { description: '"1"–"6" or a section id.' }) step: string,
    @Arg('responses', () => JSONObject, { description: 'The answers of the step, by field. Free-form by design: checked by the same section rules as a save, which answer in their own words; nothing is stored.' }) responses: Record<string, unknown>,
    @Ctx() ctx: RequestContext,
  ): Promise<WizardValidation> {
    return validateWizardStep(ctx.service, projectId, { step, responses });
  }

  @Authorized()
  @Mutation(() => WizardResponse, { description: 'Saves (inserts or replaces) one section.' })
  async saveWizardResponse(
    @Arg('projectId', () => ID, { description: "The project's id." }) projectId: string,
    @Arg('input', () => WizardResponseInput, { description: 'The step and its answers.' }) input: WizardResponseInput,
    @Ctx() ctx: RequestContext,
  ): Promise<WizardResponse> {
    return present(await saveWizardResponse(ctx.service, projectId, bodyOf(input)));
  }

  @Authorized()
  @Mutation(() => [WizardResponse], { description: 'Saves several sections at once (the wizard submit).' })
  async saveWizardResponses(
    @Arg('projectId', () => ID, { description: "The project's id." }) projectId: string,
    @Arg('responses', () => [WizardResponseInput], { description: 'The steps and their answers.' }) responses: WizardResponseInput[],
    @Ctx() ctx: RequestContext,
  ): Promise<WizardResponse[]> {
    const rows = await saveWizardResponses(ctx.service, projectId, { responses: responses.map(bodyOf) });
    return rows.map(present);
  }
}

/** `Project.wizardResponses`, batched per request (no N+1 on project lists). */
@Resolver(() => Project)
export class ProjectWizardResolver {
  @FieldResolver(() => [WizardResponse], { description: 'The answered wizard sections, in step order.' })
  async wizardResponses(@Root() project: Project, @Ctx() ctx: RequestContext): Promise<WizardResponse[]> {
    return wizardResponsesLoader(ctx.service).load(project.id);
  }
}
