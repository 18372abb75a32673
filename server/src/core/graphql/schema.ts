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

/** The executable schema: the modules' resolvers behind core's authorization check. */
export function buildAppSchema({ resolvers, pubSub }: SchemaParts): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    pubSub,
    validate: { forbidUnknownValues: false },
    emitSchemaFile: false,
  });
}

/** The canonical SDL committed as schema/schema.graphql: sorted, so it diffs cleanly. */
export function printCanonical(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
