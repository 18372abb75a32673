import { GraphQLJSONObject as JSONObject } from 'graphql-scalars';
import { DateTimeISO } from '../../core/graphql/date-time-iso.js';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { DocumentStatusEnum, DocumentTypeEnum } from '../documents/document.types.js';
import { ProjectStatusEnum } from '../projects/project.types.js';
import { UserRoleEnum } from '../users/user.types.js';

// Field names mirror the views of admin.presenter.ts, so one presented object serves both transports.

@InputType({ description: 'Search, filters, sort and page of an admin list. Each list accepts the filters that apply to it.' })
export class AdminListInput {
  @Field(() => String, { nullable: true, description: 'Free text: e-mail or name, project name, …' })
  search?: string | null;

  @Field(() => Int, { nullable: true, description: 'From 1 (default 1).' })
  page?: number | null;

  @Field(() => Int, { nullable: true, description: '1–100 (default 20).' })
  pageSize?: number | null;

  @Field(() => String, { nullable: true, description: 'A sortable field of the list (default: the newest first).' })
  sort?: string | null;

  @Field(() => String, { nullable: true, description: '"asc" or "desc" (default).' })
  direction?: string | null;

  @Field(() => String, { nullable: true, description: 'Users: "active" or "disabled". Jobs: a document status.' })
  status?: string | null;

  @Field(() => String, { nullable: true, description: 'Users: "user" or "admin".' })
  role?: string | null;

  @Field(() => String, { nullable: true, description: 'Activity: an activity type.' })
  type?: string | null;

  @Field(() => String, { nullable: true, description: 'Audit: an action such as "user.disable".' })
  action?: string | null;

  @Field(() => ID, { nullable: true, description: 'Activity: one user.' })
  userId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Audit: one target.' })
  targetId?: string | null;

  @Field(() => DateTimeISO, { nullable: true, description: 'Activity: from this moment.' })
  from?: Date | null;

  @Field(() => DateTimeISO, { nullable: true, description: 'Activity: until this moment.' })
  to?: Date | null;
}

@ObjectType({ description: 'An account as the admin console lists it.' })
export class AdminUser {
  @Field(() => ID, { description: 'The user id.' }) id!: string;
  @Field(() => String, { description: 'The e-mail address.' }) email!: string;
  @Field(() => String, { description: 'The display name.' }) name!: string;
  @Field(() => UserRoleEnum, { description: 'What the account may do.' }) role!: string;
  @Field(() => DateTimeISO, { nullable: true, description: 'Set while the account is disabled.' }) disabledAt!: string | null;
  @Field(() => DateTimeISO, { nullable: true, description: 'When the address was confirmed; null until then.' }) emailConfirmedAt!: string | null;
  @Field(() => DateTimeISO, { nullable: true, description: 'The last sign-in.' }) lastSignInAt!: string | null;
  @Field(() => DateTimeISO, { nullable: true, description: 'The last recorded activity.' }) lastActiveAt!: string | null;
  @Field(() => DateTimeISO, { description: 'When the account was created.' }) createdAt!: string;
  @Field(() => Int, { description: 'How many projects the user has.' }) projectCount!: number;
}

@ObjectType({ description: "One of a user's sign-in sessions." })
export class AdminSession {
  @Field(() => ID, { description: 'The session id.' }) id!: string;
  @Field(() => String, { nullable: true, description: 'The browser or client that signed in.' }) userAgent!: string | null;
  @Field(() => DateTimeISO, { description: 'When the user signed in.' }) createdAt!: string;
  @Field(() => DateTimeISO, { nullable: true, description: 'When its token was last refreshed.' }) lastRefreshedAt!: string | null;
  @Field(() => DateTimeISO, { description: 'When it ends unless refreshed.' }) expiresAt!: string;
  @Field(() => DateTimeISO, { nullable: true, description: 'When it was ended (sign-out, password change, admin).' }) revokedAt!: string | null;
  @Field(() => String, { nullable: true, description: 'Why it was ended.' }) revokedReason!: string | null;
  @Field(() => Boolean, { description: 'Neither revoked nor expired.' }) active!: boolean;
}

@ObjectType({ description: 'A project as the admin console lists it, with its owner.' })
export class AdminProject {
  @Field(() => ID, { description: 'The project id.' }) id!: string;
  @Field(() => String, { description: "The project's name." }) name!: string;
  @Field(() => String, { description: "The project's description." }) description!: string;
  @Field(() => ProjectStatusEnum, { description: 'Where the project stands.' }) status!: string;
  @Field(() => ID, { description: "The owner's user id." }) ownerId!: string;
  @Field(() => String, { description: "The owner's e-mail." }) ownerEmail!: string;
  @Field(() => Int, { description: 'How many documents it has.' }) documentCount!: number;
  @Field(() => DateTimeISO, { description: 'When it was created.' }) createdAt!: string;
  @Field(() => DateTimeISO, { description: 'When it last changed.' }) updatedAt!: string;
}

@ObjectType({ description: 'A generation job: one document and its generation state.' })
export class AdminJob {
  @Field(() => ID, { description: 'The document id (a job is a document being generated).' }) id!: string;
  @Field(() => DocumentTypeEnum, { description: 'Which document the job generates.' }) type!: string;
  @Field(() => String, { description: "The document's title." }) title!: string;
  @Field(() => DocumentStatusEnum, { description: 'Where its generation stands.' }) status!: string;
  @Field(() => Int, { description: 'Percent of the current generation.' }) progress!: number;
  @Field(() => Int, { description: 'The latest ready version; 0 before the first one.' }) version!: number;
  @Field(() => String, { nullable: true, description: 'Why the last generation failed or was cancelled.' }) error!: string | null;
  @Field(() => String, { nullable: true, description: '`builtin`, or `provider:model`.' }) generator!: string | null;
  @Field(() => ID, { description: "The project's id." }) projectId!: string;
  @Field(() => String, { description: "The project's name." }) projectName!: string;
  @Field(() => String, { description: "The project owner's e-mail." }) ownerEmail!: string;
  @Field(() => DateTimeISO, { description: 'When it was created.' }) createdAt!: string;
  @Field(() => DateTimeISO, { description: 'When it last changed.' }) updatedAt!: string;
}

@ObjectType({ description: 'One thing a user did (signed in, created a project, generated a document …), as the admin console lists it.' })
export class AdminActivity {
  @Field(() => ID, { description: 'The activity id.' }) id!: string;
  @Field(() => String, { description: 'The activity type, e.g. project_created.' }) type!: string;
  @Field(() => String, { nullable: true, description: 'What it is about: project, document …' }) entityType!: string | null;
  @Field(() => ID, { nullable: true, description: 'The id of what it is about.' }) entityId!: string | null;
  @Field(() => ID, { description: 'Who did it.' }) userId!: string;
  @Field(() => String, { description: "The user's e-mail." }) userEmail!: string;
  @Field(() => DateTimeISO, { description: 'When it happened.' }) createdAt!: string;
}

@ObjectType({ description: 'One administrator action (read-only).' })
export class AdminAuditEntry {
  @Field(() => ID, { description: 'The audit entry id.' }) id!: string;
  @Field(() => ID, { nullable: true, description: 'Null once the acting account is deleted.' }) actorId!: string | null;
  @Field(() => String, { description: "The administrator's e-mail." }) actorEmail!: string;
  @Field(() => String, { description: 'What the administrator did, e.g. user.disable.' }) action!: string;
  @Field(() => String, { description: 'What was acted on: user, or document (a generation job).' }) targetType!: string;
  @Field(() => ID, { description: 'The id of the account or document acted on.' }) targetId!: string;
  @Field(() => JSONObject, { description: 'What changed (before and after values). Free-form by design: each audited action records its own fields.' }) details!: Record<string, unknown>;
  @Field(() => String, { nullable: true, description: 'The credential that made the change: "session" or "token:<prefix>" (a personal access token). Null on entries recorded before it was kept.' })
  credential!: string | null;
  @Field(() => String, { nullable: true, description: 'The client address of the request. Null on entries recorded before it was kept.' })
  ip!: string | null;
  @Field(() => DateTimeISO, { description: 'When it was done.' }) createdAt!: string;
}

@ObjectType({ description: 'A page of accounts.' })
export class AdminUserPage {
  @Field(() => [AdminUser], { description: 'The accounts of this page.' }) items!: AdminUser[];
  @Field(() => Int, { description: 'Rows over all pages.' }) total!: number;
  @Field(() => Int, { description: 'The page number, from 1.' }) page!: number;
  @Field(() => Int, { description: 'Rows per page.' }) pageSize!: number;
}

@ObjectType({ description: 'A page of projects.' })
export class AdminProjectPage {
  @Field(() => [AdminProject], { description: 'The projects of this page.' }) items!: AdminProject[];
  @Field(() => Int, { description: 'Rows over all pages.' }) total!: number;
  @Field(() => Int, { description: 'The page number, from 1.' }) page!: number;
  @Field(() => Int, { description: 'Rows per page.' }) pageSize!: number;
}

@ObjectType({ description: 'A page of generation jobs.' })
export class AdminJobPage {
  @Field(() => [AdminJob], { description: 'The jobs of this page.' }) items!: AdminJob[];
  @Field(() => Int, { description: 'Rows over all pages.' }) total!: number;
  @Field(() => Int, { description: 'The page number, from 1.' }) page!: number;
  @Field(() => Int, { description: 'Rows per page.' }) pageSize!: number;
}

@ObjectType({ description: 'A page of the activity log.' })
export class AdminActivityPage {
  @Field(() => [AdminActivity], { description: 'The activities of this page.' }) items!: AdminActivity[];
  @Field(() => Int, { description: 'Rows over all pages.' }) total!: number;
  @Field(() => Int, { description: 'The page number, from 1.' }) page!: number;
  @Field(() => Int, { description: 'Rows per page.' }) pageSize!: number;
}

@ObjectType({ description: 'A page of the audit log.' })
export class AdminAuditPage {
  @Field(() => [AdminAuditEntry], { description: 'The audit entries of this page.' }) items!: AdminAuditEntry[];
  @Field(() => Int, { description: 'Rows over all pages.' }) total!: number;
  @Field(() => Int, { description: 'The page number, from 1.' }) page!: number;
  @Field(() => Int, { description: 'Rows per page.' }) pageSize!: number;
}

@ObjectType({ description: 'One account in the admin console, with its projects.' })
export class AdminUserDetail {
  @Field(() => AdminUser, { description: 'The account.' }) user!: AdminUser;
  @Field(() => [AdminProject], { description: "The user's projects." }) projects!: AdminProject[];
  @Field(() => [AdminSession], { description: 'The 20 latest sessions.' }) sessions!: AdminSession[];
}

@ObjectType({ description: 'One project in the admin console: its brief lists and its documents.' })
export class AdminProjectDetail {
  @Field(() => AdminProject, { description: 'The project.' }) project!: AdminProject;
  @Field(() => [String], { description: 'The key features of its brief.' }) keyFeatures!: string[];
  @Field(() => [String], { description: 'Its technology choices.' }) techStack!: string[];
  @Field(() => [String], { description: 'Its target platforms.' }) platforms!: string[];
  @Field(() => [AdminJob], { description: 'Its documents, as jobs.' }) documents!: AdminJob[];
}

@ObjectType({ description: 'A count for one day (UTC).' })
export class AdminDayCount {
  @Field(() => String, { description: 'YYYY-MM-DD (UTC).' }) date!: string;
  @Field(() => Int, { description: 'The count for that day.' }) count!: number;
}

@ObjectType({ description: 'How many generation jobs are in one state.' })
export class AdminStatusCount {
  @Field(() => DocumentStatusEnum, { description: 'A generation state.' }) status!: string;
  @Field(() => Int, { description: 'Jobs in that state.' }) count!: number;
}

@ObjectType({ description: "The admin console's figures: users, projects, documents, jobs and activity over the chosen days." })
export class AdminOverview {
  @Field(() => Int, { description: 'All accounts.' }) users!: number;
  @Field(() => Int, { description: 'Accounts with the admin role.' }) admins!: number;
  @Field(() => Int, { description: 'Disabled accounts.' }) disabledUsers!: number;
  @Field(() => Int, { description: 'Distinct users with activity in the last 7 days.' }) activeUsers7d!: number;
  @Field(() => Int, { description: 'Distinct users with activity in the last 30 days.' }) activeUsers30d!: number;
  @Field(() => Int, { description: 'Projects of all users.' }) projects!: number;
  @Field(() => Int, { description: 'Documents of all projects.' }) documents!: number;
  @Field(() => [AdminStatusCount], { description: 'Generation jobs per state.' }) jobsByStatus!: AdminStatusCount[];
  @Field(() => [AdminDayCount], { description: 'Sign-ups per day.' }) signupsPerDay!: AdminDayCount[];
  @Field(() => [AdminDayCount], { description: 'Distinct active users per day.' }) activeUsersPerDay!: AdminDayCount[];
  @Field(() => [AdminDayCount], { description: 'Activities per day.' }) activityPerDay!: AdminDayCount[];
}

@ObjectType({ description: 'The confirmation of an admin action.' })
export class AdminMessage {
  @Field(() => String, { description: 'What was done.' }) message!: string;
}
