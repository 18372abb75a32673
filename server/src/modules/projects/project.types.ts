import { GraphQLJSONObject as JSONObject } from 'graphql-scalars';
import { DateTimeISO } from '../../core/graphql/date-time-iso.js';
import { Field, Int, ID, InputType, ObjectType } from 'type-graphql';
import type { ModelSource, ProjectSettings, ProjectStatus } from './project.entity.js';

// Field names mirror ProjectGraphqlView (project.graphql-presenter.ts): camelCase. REST keeps the
// spec's snake_case through its own presenter (project.presenter.ts).
// simpleResolvers: these are plain presented objects without field middlewares or auth, so
// graphql-js reads their properties directly instead of through a type-graphql wrapper per field
// (hundreds per project list; API throughput bench). Field resolvers declared elsewhere still apply.

@ObjectType({ description: 'A project of the signed-in user.', simpleResolvers: true })
export class Project {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  description!: string;

  @Field(() => String, { description: 'draft, active, completed or archived.' })
  status!: ProjectStatus;

  @Field(() => ID)
  userId!: string;

  @Field(() => String, { description: "The caller's role on the project: owner, editor, reviewer or viewer." })
  role!: string;

  @Field(() => [String])
  keyFeatures!: string[];

  @Field(() => [String], { description: "['[AI_RECOMMEND]'] lets AI pick the tech stack." })
  techStack!: string[];

  @Field(() => [String])
  integrations!: string[];

  @Field(() => [String])
  successMetrics!: string[];

  @Field(() => String)
  timeline!: string;

  @Field(() => String)
  developmentPhase!: string;

  @Field(() => [String])
  platforms!: string[];

  @Field(() => String)
  businessGoals!: string;

  @Field(() => [String])
  userPersonas!: string[];

  @Field(() => JSONObject, {
    description: 'problem_statement, business_goals, performance_expectations, security_concerns and any other keys.',
  })
  settings!: ProjectSettings;

  @Field(() => String, { description: "Which model writes the documents: 'server' (the server's) or 'user' (your own model, set in your profile)." })
  modelSource!: ModelSource;

  @Field(() => DateTimeISO)
  createdAt!: string;

  @Field(() => DateTimeISO)
  updatedAt!: string;

  /**
   * Set by the project resolvers when the selection asks for it (counted in the same statement as
   * a list): a plain field, since a field resolver per node (type-graphql's wrapper, a resolve
   * info and a DataLoader call each) was a visible share of a project list's CPU (API throughput bench).
   */
  @Field(() => Int, { description: 'How many of the six documents are generated (ready, or stale: generated from older inputs).' })
  documentsReady?: number;
}

@ObjectType({ simpleResolvers: true })
export class ProjectEdge {
  @Field(() => String)
  cursor!: string;

  @Field(() => Project)
  node!: Project;
}

@ObjectType({ simpleResolvers: true })
export class PageInfo {
  @Field(() => Boolean)
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true, description: 'Pass as `after` to get the next page.' })
  endCursor!: string | null;
}

@ObjectType({ description: "A page of the caller's projects, newest first.", simpleResolvers: true })
export class ProjectConnection {
  @Field(() => [ProjectEdge])
  edges!: ProjectEdge[];

  @Field(() => [Project], { description: 'The nodes of `edges`, for callers that do not need cursors.' })
  nodes!: Project[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;
}

// Input fields are typed loosely on purpose: the REST zod schemas (project.schemas.ts) check them,
// so GraphQL answers the same messages ('Project name is required', …).
@InputType({ description: 'Spec §3 project fields. Absent fields stay unchanged on update; lists are trimmed.' })
export class ProjectInput {
  @Field(() => String, { nullable: true, description: 'Required on create.' })
  name?: string | null;

  @Field(() => ID, { nullable: true, description: "Optional; refused (FORBIDDEN) unless it is the caller's id." })
  userId?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true })
  status?: string | null;

  @Field(() => [String], { nullable: true })
  keyFeatures?: string[] | null;

  @Field(() => [String], { nullable: true })
  techStack?: string[] | null;

  @Field(() => [String], { nullable: true })
  integrations?: string[] | null;

  @Field(() => [String], { nullable: true })
  successMetrics?: string[] | null;

  @Field(() => String, { nullable: true })
  timeline?: string | null;

  @Field(() => String, { nullable: true })
  developmentPhase?: string | null;

  @Field(() => [String], { nullable: true })
  platforms?: string[] | null;

  @Field(() => String, { nullable: true })
  businessGoals?: string | null;

  @Field(() => [String], { nullable: true })
  userPersonas?: string[] | null;

  @Field(() => JSONObject, { nullable: true, description: 'Merged key by key into the stored settings.' })
  settings?: Record<string, unknown> | null;

  @Field(() => String, { nullable: true, description: "'server' (default) or 'user' (your own model)." })
  modelSource?: string | null;
}

@ObjectType({ description: 'The team size the roadmap is planned for (setTeamSize).' })
export class TeamSizeResult {
  @Field(() => ID) projectId!: string;
  @Field(() => Int, { description: '1–50 people.' }) teamSize!: number;
  @Field(() => String) message!: string;
}
