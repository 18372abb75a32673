import { GraphQLJSONObject as JSONObject } from 'graphql-scalars';
import { DateTimeISO } from '../../core/graphql/date-time-iso.js';
import { Field, Int, ID, InputType, ObjectType } from 'type-graphql';
import { closedSet } from '../../core/graphql/closed-set.js';
import { projectStatuses, type ModelSource, type ProjectSettings, type ProjectStatus } from './project.entity.js';

export const ProjectStatusEnum = closedSet('ProjectStatus', projectStatuses, 'Where a project stands (product specification §3).');

// Field names mirror ProjectView (project.presenter.ts): camelCase. REST shows the same view in the
// spec's snake_case (presentProject).
// simpleResolvers: these are plain presented objects without field middlewares or auth, so
// graphql-js reads their properties directly instead of through a type-graphql wrapper per field
// (hundreds per project list; API throughput bench). Field resolvers declared elsewhere still apply.

@ObjectType({ description: 'A project of the signed-in user.', simpleResolvers: true })
export class Project {
  @Field(() => ID, { description: 'The project id.' })
  id!: string;

  @Field(() => String, { description: "The project's name." })
  name!: string;

  @Field(() => String, { description: 'What the product is, in a few sentences.' })
  description!: string;

  @Field(() => ProjectStatusEnum, { description: 'Where the project stands.' })
  status!: ProjectStatus;

  @Field(() => ID, { description: "The owner's user id." })
  userId!: string;

  @Field(() => String, { description: "The caller's role on the project: owner, editor, reviewer or viewer." })
  role!: string;

  @Field(() => [String], { description: 'The key features, one per entry.' })
  keyFeatures!: string[];

  @Field(() => [String], { description: "['[AI_RECOMMEND]'] lets AI pick the tech stack." })
  techStack!: string[];

  @Field(() => [String], { description: 'Outside services it uses.' })
  integrations!: string[];

  @Field(() => [String], { description: 'How success is measured.' })
  successMetrics!: string[];

  @Field(() => String, { description: 'The planned timeline, e.g. 3 months.' })
  timeline!: string;

  @Field(() => String, { description: 'The development phase, as the user wrote it (e.g. MVP).' })
  developmentPhase!: string;

  @Field(() => [String], { description: 'Target platforms (web, iOS …).' })
  platforms!: string[];

  @Field(() => String, { description: 'What the business wants from the product.' })
  businessGoals!: string;

  @Field(() => [String], { description: 'Who the users are, one persona per entry.' })
  userPersonas!: string[];

  @Field(() => JSONObject, {
    description:
      'problem_statement, business_goals, performance_expectations, security_concerns, team_size and any other keys. Free-form by design: the product spec stores the settings a client sends as given (REST and GraphQL alike), so their keys are open.',
  })
  settings!: ProjectSettings;

  @Field(() => String, { description: "Which model writes the documents: 'server' (the server's) or 'user' (your own model, set in your profile)." })
  modelSource!: ModelSource;

  @Field(() => DateTimeISO, { description: 'When it was created.' })
  createdAt!: string;

  @Field(() => DateTimeISO, { description: 'When it last changed.' })
  updatedAt!: string;

  /**
   * Set by the project resolvers when the selection asks for it (counted in the same statement as
   * a list): a plain field, since a field resolver per node (type-graphql's wrapper, a resolve
   * info and a DataLoader call each) was a visible share of a project list's CPU (API throughput bench).
   */
  @Field(() => Int, { description: 'How many of the six documents are generated (ready, or stale: generated from older inputs).' })
  documentsReady?: number;
}

@ObjectType({ simpleResolvers: true, description: 'One project of a page, with its cursor.' })
export class ProjectEdge {
  @Field(() => String, { description: 'Pass as `after` to continue after this project.' })
  cursor!: string;

  @Field(() => Project, { description: 'The project.' })
  node!: Project;
}

@ObjectType({ description: 'Where a page of a connection sits (the Relay connection specification).', simpleResolvers: true })
export class PageInfo {
  @Field(() => Boolean, { description: 'Whether more items follow this page.' })
  hasNextPage!: boolean;

  @Field(() => Boolean, { description: 'Pagination goes forward only (first/after), so this is always false, as the Relay specification allows.' })
  hasPreviousPage!: boolean;

  @Field(() => String, { nullable: true, description: 'The cursor of the first edge; null on an empty page.' })
  startCursor!: string | null;

  @Field(() => String, { nullable: true, description: 'Pass as `after` to get the next page.' })
  endCursor!: string | null;
}

@ObjectType({ description: "A page of the caller's projects, newest first.", simpleResolvers: true })
export class ProjectConnection {
  @Field(() => [ProjectEdge], { description: 'The projects of this page, each with its cursor.' })
  edges!: ProjectEdge[];

  @Field(() => [Project], { description: 'The nodes of `edges`, for callers that do not need cursors.' })
  nodes!: Project[];

  @Field(() => PageInfo, { description: 'Where this page sits.' })
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

  @Field(() => String, { nullable: true, description: 'What the product is.' })
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'draft, active, completed or archived.' })
  status?: string | null;

  @Field(() => [String], { nullable: true, description: 'The key features, one per entry.' })
  keyFeatures?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Technology choices.' })
  techStack?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Outside services it uses.' })
  integrations?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'How success is measured.' })
  successMetrics?: string[] | null;

  @Field(() => String, { nullable: true, description: 'The planned timeline.' })
  timeline?: string | null;

  @Field(() => String, { nullable: true, description: 'The development phase, as the user wrote it (e.g. MVP).' })
  developmentPhase?: string | null;

  @Field(() => [String], { nullable: true, description: 'Target platforms.' })
  platforms?: string[] | null;

  @Field(() => String, { nullable: true, description: 'What the business wants from the product.' })
  businessGoals?: string | null;

  @Field(() => [String], { nullable: true, description: 'Who the users are.' })
  userPersonas?: string[] | null;

  @Field(() => JSONObject, { nullable: true, description: 'Merged key by key into the stored settings. Free-form by design: settings keys are open (see Project.settings).' })
  settings?: Record<string, unknown> | null;

  @Field(() => String, { nullable: true, description: "'server' (default) or 'user' (your own model)." })
  modelSource?: string | null;
}

@ObjectType({ description: 'The team size the roadmap is planned for (setTeamSize).' })
export class TeamSizeResult {
  @Field(() => ID, { description: "The project's id." }) projectId!: string;
  @Field(() => Int, { description: '1–50 people.' }) teamSize!: number;
  @Field(() => String, { description: 'The confirmation message.' }) message!: string;
}
