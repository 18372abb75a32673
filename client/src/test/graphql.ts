import { ApolloClient, ApolloLink } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { GraphQLError, Kind, type OperationDefinitionNode } from 'graphql';
import { isObservable, Observable } from 'rxjs';
import { createCache } from '../lib/apollo';

type Vars = Record<string, unknown>;

/** What a fake operation answers: its data, or GraphQL errors as the server formats them. */
export type GraphqlAnswer = unknown;

export type GraphqlHandler = (variables: Vars) => GraphqlAnswer | Promise<GraphqlAnswer>;

/** A GraphQL error answer (`extensions.code`, `extensions.appCode`), as the server sends it. */
export class GraphqlErrorAnswer {
  constructor(
    readonly message: string,
    readonly extensions: Record<string, unknown> = {},
  ) {}
}

/**
 * One handler typed by the operation's generated document: `answer(Document)((variables) => data)`.
 * Curried so the document fixes the types before the fixture is read (its literal __typenames
 * then type-check against the selection).
 */
function operationName(document: TypedDocumentNode<unknown, never>): string {
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const name = operation?.name?.value;
  if (!name) throw new Error('answer() needs a named operation');
  return name;
}

export function answer<TData, TVars extends Vars>(document: TypedDocumentNode<TData, TVars>) {
  const name = operationName(document);
  return (handler: (variables: TVars) => TData | GraphqlErrorAnswer | Promise<TData | GraphqlErrorAnswer>): [string, GraphqlHandler] => [name, (variables) => handler(variables as TVars)];
}

/**
 * A subscription's handler: the events it sends, e.g. a `Subject` the test feeds
 * (`stream(Subscription)(events)`, then `events.next(data)`), typed by the generated document.
 */
export function stream<TData, TVars extends Vars>(document: TypedDocumentNode<TData, TVars>) {
  const name = operationName(document);
  return (events: Observable<TData>): [string, GraphqlHandler] => [name, () => events];
}

/**
 * An Apollo client whose link answers each operation by its name from `handlers` (the server is
 * never involved), recording every call. An operation without a handler fails like a dead network.
 */
export function fakeGraphql(handlers: ReadonlyArray<[string, GraphqlHandler]>) {
  const byName = new Map(handlers);
  const calls: Array<{ operationName: string; variables: Vars }> = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        calls.push({ operationName: operation.operationName ?? '', variables: operation.variables });
        const handler = byName.get(operation.operationName ?? '');
        if (!handler) {
          observer.error(new TypeError('Failed to fetch'));
          return;
        }
        const started = handler(operation.variables);
        // A subscription: pass each event on until the test completes the stream or Apollo unsubscribes.
        if (isObservable(started)) {
          const subscription = started.subscribe({
            next: (data) => observer.next({ data: data as Record<string, unknown> }),
            error: (error: unknown) => observer.error(error),
            complete: () => observer.complete(),
          });
          return () => subscription.unsubscribe();
        }
        Promise.resolve(started).then(
          (result) => {
            if (result instanceof GraphqlErrorAnswer) {
              observer.next({ data: null, errors: [new GraphQLError(result.message, { extensions: result.extensions }).toJSON()] });
            } else {
              observer.next({ data: result as Record<string, unknown> });
            }
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
  const client = new ApolloClient({ link, cache: createCache() });
  return { client, calls };
}
