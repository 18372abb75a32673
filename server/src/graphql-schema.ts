import type { GraphQLSchema } from 'graphql';
import type { BuildSchemaOptions } from 'type-graphql';
import { buildAppSchema, printCanonical } from './core/graphql/schema.js';
import { ActivityResolver } from './modules/activity/activity.resolver.js';
import { AdminActionsResolver } from './modules/admin/admin-actions.resolver.js';
import { AdminResolver } from './modules/admin/admin.resolver.js';
import { BriefResolver } from './modules/brief/brief.resolver.js';
import { AuthResolver } from './modules/auth/auth.resolver.js';
import { GoogleAuthResolver } from './modules/auth/google/google.resolver.js';
import { TwoFactorResolver } from './modules/auth/two-factor/two-factor.resolver.js';
import { DocumentEditResolver } from './modules/documents/document-edit.resolver.js';
import { DocumentResolver } from './modules/documents/document.resolver.js';
import { generationPubSub } from './modules/generation/generation-events.js';
import { GenerationControlResolver } from './modules/generation/generation-control.resolver.js';
import { GenerationResolver } from './modules/generation/generation.resolver.js';
import { NotificationResolver } from './modules/notifications/notification.resolver.js';
import { ProjectResolver } from './modules/projects/project.resolver.js';
import { SpecResolver } from './modules/spec/spec.resolver.js';
import { EvidenceResolver } from './modules/evidence/evidence.resolver.js';
import { ChangesResolver } from './modules/changes/changes.resolver.js';
import { QualityResolver } from './modules/quality/quality.resolver.js';
import { AppConfigResolver } from './modules/system/app-config.resolver.js';
import { SystemResolver } from './modules/system/system.resolver.js';
import { AccountResolver } from './modules/auth/account.resolver.js';
import { ProfileResolver } from './modules/users/profile.resolver.js';
import { ModelConnectionResolver } from './modules/models/model-connection.resolver.js';
import { TokenResolver } from './modules/tokens/token.resolver.js';
import { TeamsResolver } from './modules/teams/teams.resolver.js';
import { CollaborationResolver } from './modules/teams/collaboration.resolver.js';
import { PresenceResolver } from './modules/presence/presence.resolver.js';
import { ProjectWizardResolver, WizardResolver } from './modules/wizard/wizard.resolver.js';

// Part of the composition root: the one list of every module's resolvers (a new module adds
// its resolver here), in the order the schema has always been built in.
const resolvers: BuildSchemaOptions['resolvers'] = [
  SystemResolver,
  AuthResolver,
  AccountResolver,
  GoogleAuthResolver,
  TwoFactorResolver,
  ProjectResolver,
  WizardResolver,
  ProjectWizardResolver,
  ActivityResolver,
  DocumentResolver,
  GenerationControlResolver,
  DocumentEditResolver,
  GenerationResolver,
  ProfileResolver,
  NotificationResolver,
  AppConfigResolver,
  AdminResolver,
  AdminActionsResolver,
  ChangesResolver,
  QualityResolver,
  SpecResolver,
  EvidenceResolver,
  BriefResolver,
  TokenResolver,
  TeamsResolver,
  CollaborationResolver,
  ModelConnectionResolver,
  PresenceResolver,
];

let cached: Promise<GraphQLSchema> | undefined;

/** Built once per process: schema construction is far too slow to repeat per request. */
export function getSchema(): Promise<GraphQLSchema> {
  cached ??= buildAppSchema({ resolvers, pubSub: generationPubSub });
  return cached;
}

/** The canonical SDL committed as schema/schema.graphql. */
export async function printCanonicalSchema(): Promise<string> {
  return printCanonical(await getSchema());
}
