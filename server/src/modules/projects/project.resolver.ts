import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Authorized, Ctx, ID, Info, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { selects } from '../../core/graphql/selection.js';
import { documentsReadyByProject } from './project-progress.js';
import { MessageResult } from '../../core/graphql/message-result.js';
import type { Project as ProjectEntity } from './project.entity.js';
import { encodeCursor, type ProjectCursor } from './project-cursor.js';
import { projectBodyOf } from './project.graphql-presenter.js';
import { projectView } from './project.presenter.js';
import { PROJECT_MESSAGES } from './project.schemas.js';
import { createProject, deleteProject, getProject, listProjects, setTeamSize, updateProject } from './project.service.js';
import { Project, ProjectConnection, ProjectInput, TeamSizeResult } from './project.types.js';

/** One project as GraphQL shows it: with `documentsReady` (one statement) when it is asked for. */
async function presented(ctx: RequestContext, project: ProjectEntity, info: GraphQLResolveInfo | undefined): Promise<Project> {
  if (!(info && selects(info, ['documentsReady']))) return projectView(project);
  const counts = await documentsReadyByProject(ctx.service.em, [project.id]);
  return projectView(project, counts.get(project.id) ?? 0);
}

/**
 * An edge whose cursor is encoded only when an answer asks for it (most read `nodes` and
 * `pageInfo`). The getter lives on the class, not on each edge: an object literal with a getter
 * (a fresh closure per edge) made V8 keep every listed page (records and rows) through
 * young-generation collections, about a tenth of a GraphQL list's allocation promoted and
 * 7 ms scavenges (API throughput bench, `--trace-gc-nvp`).
 */
class LazyCursorEdge {
  readonly #project: ProjectCursor;

  constructor(
    project: ProjectCursor,
    readonly node: Project,
  ) {
    this.#project = project;
  }

  get cursor(): string {
    return encodeCursor(this.#project);
  }
}

/** Thin: the rules live in project.service.ts; GraphQL presents through project.graphql-presenter.ts. */
@Resolver()
export class ProjectResolver {
  @Authorized()
  @Query(() => ProjectConnection, { description: "The caller's projects, newest first (cursor pagination)." })
  async projects(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, { nullable: true, description: '1–100, default 20.' }) first?: number | null,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the previous page; absent for the first page.' }) after?: string | null,
    @Info() info?: GraphQLResolveInfo,
  ): Promise<ProjectConnection> {
    // Asked for document progress: counted in the page's own statement, as REST does, so each
    // node's `documentsReady` resolves at once instead of through a per-node promise (API throughput bench).
    const progress = Boolean(info && (selects(info, ['nodes', 'documentsReady']) || selects(info, ['edges', 'node', 'documentsReady'])));
    const page = await listProjects(ctx.service, { first: first ?? 20, after }, { progress });
    const counts = page.documentsReady;
    const nodes: Project[] = page.items.map((p) => projectView(p, counts ? (counts.get(p.id) ?? 0) : undefined));
    const edges = page.items.map((p, i) => new LazyCursorEdge(p, nodes[i] as Project));
    // Forward pagination only (first/after): Relay lets such a server answer hasPreviousPage false.
    return { edges, nodes, pageInfo: { hasNextPage: page.hasMore, hasPreviousPage: false, startCursor: page.startCursor, endCursor: page.endCursor } };
  }

  @Authorized()
  @Query(() => Project, { description: "One of the caller's projects; NOT_FOUND (PROJECT_NOT_FOUND) otherwise." })
  async project(@Arg('id', () => ID, { description: "The project's id." }) id: string, @Ctx() ctx: RequestContext, @Info() info?: GraphQLResolveInfo): Promise<Project> {
    return presented(ctx, await getProject(ctx.service, id), info);
  }

  @Authorized()
  @Mutation(() => Project, { description: 'Creates a project (free beta: PLAN_MAX_PROJECTS per user, else PLAN_LIMIT_REACHED).' })
  async createProject(@Arg('input', () => ProjectInput, { description: 'The project fields; name is required.' }) input: ProjectInput, @Ctx() ctx: RequestContext): Promise<Project> {
    // A new project has no documents yet.
    return projectView(await createProject(ctx.service, projectBodyOf(input)), 0);
  }

  @Authorized()
  @Mutation(() => Project, { description: 'Updates the given fields; absent fields stay unchanged.' })
  async updateProject(
    @Arg('id', () => ID, { description: "The project's id." }) id: string,
    @Arg('input', () => ProjectInput, { description: 'The fields to change; absent ones stay unchanged.' }) input: ProjectInput,
    @Ctx() ctx: RequestContext,
    @Info() info?: GraphQLResolveInfo,
  ): Promise<Project> {
    return presented(ctx, await updateProject(ctx.service, id, projectBodyOf(input)), info);
  }

  @Authorized()
  @Mutation(() => MessageResult, { description: "Deletes the project and its wizard responses: 'Project deleted successfully'." })
  async deleteProject(@Arg('id', () => ID, { description: "The project's id." }) id: string, @Ctx() ctx: RequestContext): Promise<MessageResult> {
    await deleteProject(ctx.service, id);
    return { message: PROJECT_MESSAGES.deleted };
  }

  @Authorized()
  @Mutation(() => TeamSizeResult, { description: 'Sets the team size (1–50) the roadmap is planned for; generated documents become stale until regenerated.' })
  async setTeamSize(@Arg('projectId', () => ID, { description: "The project's id." }) projectId: string, @Arg('teamSize', () => Int, { description: 'People building it, 1–50.' }) teamSize: number, @Ctx() ctx: RequestContext): Promise<TeamSizeResult> {
    const project = await setTeamSize(ctx.service, projectId, { team_size: teamSize });
    return { projectId: project.id, teamSize: Number(project.settings.team_size), message: PROJECT_MESSAGES.teamSizeSaved };
  }
}
