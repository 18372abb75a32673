import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, type BuildSchemaOptions } from 'type-graphql';
import { authChecker } from '../auth/authenticate.js';

/**
 * What the schema is built from. Core knows no module, so the composition root
 * (server/src/graphql-schema.ts) hands in every module's resolvers and the pub/sub their
 * subscriptions publish to.
 */
export interface SchemaParts {
  resolvers: BuildSchemaOptions['resolvers'];
  pubSub: NonNullable<BuildSchemaOptions['pubSub']>;
}

/** type-graphql builds the root types itself and takes no description for them. */
const ROOT_DESCRIPTIONS = {
  Query: 'Everything that reads data. Signed-in queries need a bearer token (a session or a personal access token).',
  Mutation: 'Everything that changes data. Signed-in mutations need a bearer token (a session or a personal access token).',
  Subscription: 'Live updates over graphql-ws (the same token, in the connection parameters).',
};

/** The executable schema: the modules' resolvers behind core's authorization check. */
export async function buildAppSchema({ resolvers, pubSub }: SchemaParts): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers,
    authChecker,
    pubSub,
    validate: { forbidUnknownValues: false },
    emitSchemaFile: false,
  });
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (root) root.description = ROOT_DESCRIPTIONS[root.name as keyof typeof ROOT_DESCRIPTIONS] ?? null;
  }
  return schema;
}

/** The canonical SDL committed as schema/schema.graphql: sorted, so it diffs cleanly. */
export function printCanonical(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
