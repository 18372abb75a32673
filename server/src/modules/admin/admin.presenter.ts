import type { ActivityEvent } from '../activity/activity-event.entity.js';
import type { Session } from '../auth/session.entity.js';
import type { Document } from '../documents/document.entity.js';
import type { Project } from '../projects/project.entity.js';
import { displayName, type User } from '../users/user.entity.js';
import type { AdminAuditEntry } from './admin-audit.entity.js';

// Both transports serialize through these views; the GraphQL classes in admin.types.ts mirror them.

const iso = (d: Date | null | undefined): string | null => d?.toISOString() ?? null;

export interface AdminUserView {
  id: string;
  email: string;
  name: string;
  role: 'user' | 'admin';
  disabledAt: string | null;
  emailConfirmedAt: string | null;
  lastSignInAt: string | null;
  lastActiveAt: string | null;
  createdAt: string;
  projectCount: number;
}

export function presentAdminUser(user: User, projectCount: number, lastActiveAt = user.lastActiveAt): AdminUserView {
  return {
    id: user.id,
    email: user.email,
    name: displayName(user),
    role: user.role,
    disabledAt: iso(user.disabledAt),
    emailConfirmedAt: iso(user.emailConfirmedAt),
    lastSignInAt: iso(user.lastSignInAt),
    lastActiveAt: iso(lastActiveAt),
    createdAt: user.createdAt.toISOString(),
    projectCount,
  };
}

export interface AdminSessionView {
  id: string;
  userAgent: string | null;
  createdAt: string;
  lastRefreshedAt: string | null;
  expiresAt: string;
  revokedAt: string | null;
  revokedReason: string | null;
  active: boolean;
}

export function presentAdminSession(s: Session, now = Date.now()): AdminSessionView {
  return {
    id: s.id,
    userAgent: s.userAgent ?? null,
    createdAt: s.createdAt.toISOString(),
    lastRefreshedAt: iso(s.lastRefreshedAt),
    expiresAt: s.expiresAt.toISOString(),
    revokedAt: iso(s.revokedAt),
    revokedReason: s.revokedReason ?? null,
    active: !s.revokedAt && s.expiresAt.getTime() > now,
  };
}

export interface AdminProjectView {
  id: string;
  name: string;
  description: string;
  status: string;
  ownerId: string;
  ownerEmail: string;
  documentCount: number;
  createdAt: string;
  updatedAt: string;
}

/** `project.user` must be loaded (the owner's e-mail is shown). */
export function presentAdminProject(project: Project, documentCount: number): AdminProjectView {
  return {
    id: project.id,
    name: project.name,
    description: project.description,
    status: project.status,
    ownerId: project.user.id,
    ownerEmail: project.user.email,
    documentCount,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
  };
}

export interface AdminJobView {
  id: string;
  type: string;
  title: string;
  status: string;
  progress: number;
  version: number;
  error: string | null;
  generator: string | null;
  projectId: string;
  projectName: string;
  ownerEmail: string;
  createdAt: string;
  updatedAt: string;
}

/** `doc.project.user` must be loaded. */
export function presentAdminJob(doc: Document): AdminJobView {
  return {
    id: doc.id,
    type: doc.type,
    title: doc.title,
    status: doc.status,
    progress: doc.progress,
    version: doc.version,
    error: doc.error ?? null,
    generator: doc.generator ?? null,
    projectId: doc.project.id,
    projectName: doc.project.name,
    ownerEmail: doc.project.user.email,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

export interface AdminActivityView {
  id: string;
  type: string;
  entityType: string | null;
  entityId: string | null;
  userId: string;
  userEmail: string;
  createdAt: string;
}

/** `event.user` must be loaded. */
export function presentAdminActivity(event: ActivityEvent): AdminActivityView {
  return {
    id: event.id,
    type: event.activityType,
    entityType: event.entityType ?? null,
    entityId: event.entityId ?? null,
    userId: event.user.id,
    userEmail: event.user.email,
    createdAt: event.createdAt.toISOString(),
  };
}

export interface AdminAuditView {
  id: string;
  actorId: string | null;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown>;
  /** `session` or `token:<prefix>`; null on entries older than the field. */
  credential: string | null;
  /** The client address of the request; null on entries older than the field. */
  ip: string | null;
  createdAt: string;
}

export function presentAdminAudit(entry: AdminAuditEntry): AdminAuditView {
  return {
    id: entry.id,
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actorEmail,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details,
    credential: entry.credential ?? null,
    ip: entry.ip ?? null,
    createdAt: entry.createdAt.toISOString(),
  };
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
