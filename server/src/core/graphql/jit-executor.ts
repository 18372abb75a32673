import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';
import { execute, GraphQLError, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

type Gateway = ApolloServerOptionsWithGateway<BaseContext>['gateway'];
type Executor = Awaited<ReturnType<Gateway['load']>>['executor'];

/** Executions of one document before it is compiled (see jitGateway). */
export const COMPILE_AFTER = 2;

interface Entry {
  runs: number;
  /** The compiled operation, or null when graphql-jit could not compile it (graphql-js runs it). */
  compiled?: CompiledQuery | null;
}

/**
 * Runs operations with graphql-jit: a document seen a second time is compiled into one function
 * for its exact selection, which skips graphql-js's per-field interpretation (resolve info,
 * argument coercion, completion) and was the largest share of a GraphQL request's CPU (API
 * throughput bench). Apollo still parses, validates (graphql-armor included) and formats errors;
 * only execution is swapped, through its documented gateway executor hook.
 *
 * graphql-js still runs:
 * - a document's first execution, so a stream of distinct documents costs no compilation;
 * - documents graphql-jit cannot compile, and subscriptions (not served over HTTP here anyway);
 * - any request whose variables do not coerce: graphql-jit answers those without `data`, and
 *   graphql-js then produces the canonical errors that Apollo turns into BAD_USER_INPUT / 400.
 *
 * Compiled operations hang off Apollo's cached DocumentNode (a WeakMap), so they go when Apollo's
 * bounded document cache lets the document go.
 */
export function jitGateway(schema: GraphQLSchema): Gateway {
  const documents = new WeakMap<DocumentNode, Map<string, Entry>>();

  const compiledFor = (document: DocumentNode, operationName: string | undefined): CompiledQuery | null => {
    let operations = documents.get(document);
    if (!operations) {
      operations = new Map();
      documents.set(document, operations);
    }
    const key = operationName ?? '';
    let entry = operations.get(key);
    if (!entry) {
      entry = { runs: 0 };
      operations.set(key, entry);
    }
    if (entry.compiled !== undefined) return entry.compiled;
    entry.runs += 1;
    if (entry.runs < COMPILE_AFTER) return null;
    const compiled = compileQuery(schema, document, operationName);
    entry.compiled = isCompiledQuery(compiled) ? compiled : null;
    return entry.compiled;
  };

  const executor: Executor = async ({ document, operationName, operation, request, context }) => {
    const variableValues = request.variables;
    const byGraphqlJs = () => execute({ schema, document, operationName, variableValues, contextValue: context }) as Promise<ExecutionResult>;
    const compiled = operation.operation === 'subscription' ? null : compiledFor(document, operationName ?? undefined);
    if (!compiled) return byGraphqlJs();
    const result = await compiled.query(undefined, context, variableValues);
    // No data at all: the variables did not coerce (execution errors still come with data).
    if (result.data === undefined) return byGraphqlJs();
    return result.errors ? { ...result, errors: result.errors.map(asGraphqlJsError) } : result;
  };

  return {
    load: async () => ({ executor }),
    onSchemaLoadOrUpdate: (callback) => {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    stop: async () => undefined,
  };
}

/**
 * graphql-jit's errors are look-alikes that leave `extensions` undefined where graphql-js always
 * gives an object (Apollo reads `extensions.code` and would answer "Internal server error").
 * Rebuilt as graphql-js errors: same message, locations, path, original error and extensions.
 */
function asGraphqlJsError(error: GraphQLError): GraphQLError {
  const rebuilt = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions,
  });
  (rebuilt as { locations: GraphQLError['locations'] }).locations = error.locations;
  return rebuilt;
}
