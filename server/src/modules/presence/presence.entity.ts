import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Project } from '../projects/project.entity.js';
import { User } from '../users/user.entity.js';

/**
 * A user with a project open on one server instance (one row however many tabs there). The
 * instance refreshes `seenAt` while the row lives; a row not seen for the presence TTL belongs to
 * an instance that died and is swept by any other (presence-hub.ts). The table's triggers
 * (migration Migration20261127013000_presence) announce arrivals and departures.
 */
export const ProjectPresence = defineEntity({
  name: 'ProjectPresence',
  tableName: 'project_presence',
  indexes: [{ properties: ['seenAt'] }],
  properties: {
    project: () => p.manyToOne(Project).primary().deleteRule('cascade'),
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    instanceId: p.uuid().primary(),
    since: p.datetime(),
    seenAt: p.datetime(),
  },
});

export type ProjectPresence = InferEntity<typeof ProjectPresence>;
