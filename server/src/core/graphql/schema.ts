import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { GoogleAuthResolver } from '../../modules/auth/google/google.resolver.js';
import { AuthResolver } from '../../modules/auth/auth.resolver.js';
import { SystemResolver } from '../../modules/system/system.resolver.js';
import { AccountResolver } from '../../modules/users/account.resolver.js';
import { ProfileResolver } from '../../modules/users/profile.resolver.js';
import { NotificationResolver } from '../../modules/notifications/notification.resolver.js';
import { AppConfigResolver } from '../../modules/system/app-config.resolver.js';
import { ProjectResolver } from '../../modules/projects/project.resolver.js';
import { ProjectWizardResolver, WizardResolver } from '../../modules/wizard/wizard.resolver.js';
import { ActivityResolver } from '../../modules/activity/activity.resolver.js';
import { DocumentResolver } from '../../modules/documents/document.resolver.js';
import { DocumentEditResolver } from '../../modules/documents/document-edit.resolver.js';
import { GenerationResolver } from '../../modules/generation/generation.resolver.js';
import { generationPubSub } from '../../modules/generation/generation-events.js';
import { AdminActionsResolver } from '../../modules/admin/admin-actions.resolver.js';
import { AdminResolver } from '../../modules/admin/admin.resolver.js';
import { SpecResolver } from '../../modules/spec/spec.resolver.js';
import { authChecker } from '../auth/authenticate.js';

// Every resolver of the application; modules add theirs here.
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
const resolvers: NonEmptyArray<Function> = [SystemResolver, AuthResolver, AccountResolver, GoogleAuthResolver, ProjectResolver, WizardResolver, ProjectWizardResolver, ActivityResolver, DocumentResolver, DocumentEditResolver, GenerationResolver, ProfileResolver, NotificationResolver, AppConfigResolver, AdminResolver, AdminActionsResolver, SpecResolver];

let cached: Promise<GraphQLSchema> | undefined;

/** Built once per process: schema construction is far too slow to repeat per request. */
export function getSchema(): Promise<GraphQLSchema> {
  cached ??= buildSchema({
    resolvers,
    authChecker,
    pubSub: generationPubSub,
    validate: { forbidUnknownValues: false },
    emitSchemaFile: false,
  });
  return cached;
}

/** The canonical SDL committed as schema/schema.graphql: sorted, so it diffs cleanly. */
export async function printCanonicalSchema(): Promise<string> {
  const schema = await getSchema();
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
