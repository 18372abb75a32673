import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from './logger.js';

/** The signed-in caller, as far as the services need to know. Filled in by the auth module. */
export interface AuthUser {
  id: string;
  role: 'user' | 'admin';
}

/** What every service function receives: the caller and a request-scoped EntityManager. */
export interface ServiceContext {
  user: AuthUser | null;
  em: EntityManager;
}

export interface RequestContext {
  requestId: string;
  logger: Logger;
  service: ServiceContext;
}
