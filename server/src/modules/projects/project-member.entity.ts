import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';
import { Project } from './project.entity.js';

/** The roles a member can be given; the owner is the project's `user` and has no member row. */
export const memberRoles = ['editor', 'reviewer', 'viewer'] as const;
export type MemberRole = (typeof memberRoles)[number];

/**
 * A person invited to a project. Pending until accepted: `user` is set (and `acceptedAt`) by
 * the invited account accepting the link. Only the sha256 of the invitation token is kept; it
 * stays after acceptance so a reused link can be told apart from an unknown one.
 */
export const ProjectMember = defineEntity({
  name: 'ProjectMember',
  tableName: 'project_member',
  uniques: [{ properties: ['project', 'email'] }, { properties: ['project', 'user'] }],
  indexes: [{ properties: ['user'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    user: () => p.manyToOne(User).nullable().deleteRule('cascade'),
    /** The invited address, lower-cased. */
    email: p.string().length(254),
    role: p.enum(memberRoles),
    tokenHash: p.string().length(64).unique(),
    expiresAt: p.datetime(),
    invitedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    acceptedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type ProjectMember = InferEntity<typeof ProjectMember>;
