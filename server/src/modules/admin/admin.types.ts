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

@ObjectType()
export class AdminUser {
  @Field(() => ID) id!: string;
  @Field(() => String) email!: string;
  @Field(() => String) name!: string;
  @Field(() => UserRoleEnum, { description: 'What the account may do.' }) role!: string;
  @Field(() => DateTimeISO, { nullable: true, description: 'Set while the account is disabled.' }) disabledAt!: string | null;
  @Field(() => DateTimeISO, { nullable: true }) emailConfirmedAt!: string | null;
  @Field(() => DateTimeISO, { nullable: true }) lastSignInAt!: string | null;
  @Field(() => DateTimeISO, { nullable: true }) lastActiveAt!: string | null;
  @Field(() => DateTimeISO) createdAt!: string;
  @Field(() => Int) projectCount!: number;
}

@ObjectType()
export class AdminSession {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true }) userAgent!: string | null;
  @Field(() => DateTimeISO) createdAt!: string;
  @Field(() => DateTimeISO, { nullable: true }) lastRefreshedAt!: string | null;
  @Field(() => DateTimeISO) expiresAt!: string;
  @Field(() => DateTimeISO, { nullable: true }) revokedAt!: string | null;
  @Field(() => String, { nullable: true }) revokedReason!: string | null;
  @Field(() => Boolean) active!: boolean;
}

@ObjectType()
export class AdminProject {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) description!: string;
  @Field(() => ProjectStatusEnum, { description: 'Where the project stands.' }) status!: string;
  @Field(() => ID) ownerId!: string;
  @Field(() => String) ownerEmail!: string;
  @Field(() => Int) documentCount!: number;
  @Field(() => DateTimeISO) createdAt!: string;
  @Field(() => DateTimeISO) updatedAt!: string;
}

@ObjectType({ description: 'A generation job: one document and its generation state.' })
export class AdminJob {
  @Field(() => ID) id!: string;
  @Field(() => DocumentTypeEnum, { description: 'Which document the job generates.' }) type!: string;
  @Field(() => String) title!: string;
  @Field(() => DocumentStatusEnum, { description: 'Where its generation stands.' }) status!: string;
  @Field(() => Int) progress!: number;
  @Field(() => Int) version!: number;
  @Field(() => String, { nullable: true }) error!: string | null;
  @Field(() => String, { nullable: true }) generator!: string | null;
  @Field(() => ID) projectId!: string;
  @Field(() => String) projectName!: string;
  @Field(() => String) ownerEmail!: string;
  @Field(() => DateTimeISO) createdAt!: string;
  @Field(() => DateTimeISO) updatedAt!: string;
}

@ObjectType()
export class AdminActivity {
  @Field(() => ID) id!: string;
  @Field(() => String) type!: string;
  @Field(() => String, { nullable: true }) entityType!: string | null;
  @Field(() => ID, { nullable: true }) entityId!: string | null;
  @Field(() => ID) userId!: string;
  @Field(() => String) userEmail!: string;
  @Field(() => DateTimeISO) createdAt!: string;
}

@ObjectType({ description: 'One administrator action (read-only).' })
export class AdminAuditEntry {
  @Field(() => ID) id!: string;
  @Field(() => ID, { nullable: true, description: 'Null once the acting account is deleted.' }) actorId!: string | null;
  @Field(() => String) actorEmail!: string;
  @Field(() => String) action!: string;
  @Field(() => String) targetType!: string;
  @Field(() => ID) targetId!: string;
  @Field(() => JSONObject) details!: Record<string, unknown>;
  @Field(() => String, { nullable: true, description: 'The credential that made the change: "session" or "token:<prefix>" (a personal access token). Null on entries recorded before it was kept.' })
  credential!: string | null;
  @Field(() => String, { nullable: true, description: 'The client address of the request. Null on entries recorded before it was kept.' })
  ip!: string | null;
  @Field(() => DateTimeISO) createdAt!: string;
}

@ObjectType()
export class AdminUserPage {
  @Field(() => [AdminUser]) items!: AdminUser[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}

@ObjectType()
export class AdminProjectPage {
  @Field(() => [AdminProject]) items!: AdminProject[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}

@ObjectType()
export class AdminJobPage {
  @Field(() => [AdminJob]) items!: AdminJob[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}

@ObjectType()
export class AdminActivityPage {
  @Field(() => [AdminActivity]) items!: AdminActivity[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}

@ObjectType()
export class AdminAuditPage {
  @Field(() => [AdminAuditEntry]) items!: AdminAuditEntry[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}

@ObjectType()
export class AdminUserDetail {
  @Field(() => AdminUser) user!: AdminUser;
  @Field(() => [AdminProject]) projects!: AdminProject[];
  @Field(() => [AdminSession], { description: 'The 20 latest sessions.' }) sessions!: AdminSession[];
}

@ObjectType()
export class AdminProjectDetail {
  @Field(() => AdminProject) project!: AdminProject;
  @Field(() => [String]) keyFeatures!: string[];
  @Field(() => [String]) techStack!: string[];
  @Field(() => [String]) platforms!: string[];
  @Field(() => [AdminJob]) documents!: AdminJob[];
}

@ObjectType()
export class AdminDayCount {
  @Field(() => String, { description: 'YYYY-MM-DD (UTC).' }) date!: string;
  @Field(() => Int) count!: number;
}

@ObjectType()
export class AdminStatusCount {
  @Field(() => DocumentStatusEnum, { description: 'A generation state.' }) status!: string;
  @Field(() => Int) count!: number;
}

@ObjectType()
export class AdminOverview {
  @Field(() => Int) users!: number;
  @Field(() => Int) admins!: number;
  @Field(() => Int) disabledUsers!: number;
  @Field(() => Int, { description: 'Distinct users with activity in the last 7 days.' }) activeUsers7d!: number;
  @Field(() => Int, { description: 'Distinct users with activity in the last 30 days.' }) activeUsers30d!: number;
  @Field(() => Int) projects!: number;
  @Field(() => Int) documents!: number;
  @Field(() => [AdminStatusCount]) jobsByStatus!: AdminStatusCount[];
  @Field(() => [AdminDayCount]) signupsPerDay!: AdminDayCount[];
  @Field(() => [AdminDayCount]) activeUsersPerDay!: AdminDayCount[];
  @Field(() => [AdminDayCount]) activityPerDay!: AdminDayCount[];
}

@ObjectType()
export class AdminMessage {
  @Field(() => String) message!: string;
}
