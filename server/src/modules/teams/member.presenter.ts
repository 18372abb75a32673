import type { ProjectMember } from '../projects/project-member.entity.js';
import type { Project } from '../projects/project.entity.js';
import type { ProjectRole } from '../projects/project-access.js';
import { displayName, type User } from '../users/user.entity.js';

/** A member or the owner, as the services return them (both transports present it). */
export interface MemberRecord {
  id: string | null;
  userId: string | null;
  email: string;
  name: string | null;
  role: ProjectRole;
  status: 'active' | 'pending';
  invitedAt: Date | null;
  acceptedAt: Date | null;
  expiresAt: Date | null;
}

export function ownerRecord(project: Project, owner: User): MemberRecord {
  return { id: null, userId: owner.id, email: owner.email, name: displayName(owner), role: 'owner', status: 'active', invitedAt: null, acceptedAt: project.createdAt, expiresAt: null };
}

export function memberRecord(m: ProjectMember, user: User | null): MemberRecord {
  return {
    id: m.id,
    userId: m.acceptedAt ? (m.user?.id ?? null) : (user?.id ?? null),
    email: m.email,
    name: user ? displayName(user) : null,
    role: m.role,
    status: m.acceptedAt ? 'active' : 'pending',
    invitedAt: m.createdAt,
    acceptedAt: m.acceptedAt ?? null,
    expiresAt: m.acceptedAt ? null : m.expiresAt,
  };
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function presentMember(m: MemberRecord) {
  return {
    id: m.id,
    user_id: m.userId,
    email: m.email,
    name: m.name,
    role: m.role,
    status: m.status,
    invited_at: iso(m.invitedAt),
    accepted_at: iso(m.acceptedAt),
    expires_at: iso(m.expiresAt),
  };
}

export function presentMemberGraphql(m: MemberRecord) {
  return {
    id: m.id,
    userId: m.userId,
    email: m.email,
    name: m.name,
    role: m.role,
    status: m.status,
    invitedAt: iso(m.invitedAt),
    acceptedAt: iso(m.acceptedAt),
    expiresAt: iso(m.expiresAt),
  };
}
