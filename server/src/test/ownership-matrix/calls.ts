import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import type { AuthClient, Outcome, Transport } from '../auth-client.js';

/** The ids a call is aimed at: the victim's objects (or, for the "missing" check, unknown ones). */
export interface Ids {
  userId: string;
  projectId: string;
  /** A ready PRD with two versions. */
  documentId: string;
  /** The PRD's current version. */
  version: number;
  roadmapId: string;
  sectionId: string;
  notificationId: string;
  /** One of the victim's personal access tokens. */
  tokenId: string;
  /** A member of the victim's project (its pending invitation's id when the world has no accepted member). */
  memberId: string;
  /** One of the victim's share links. */
  shareLinkId: string;
  /** A comment of the victim's on their project. */
  commentId: string;
}

export const MISSING = '00000000-0000-4000-8000-000000000000';

/** The same shape with ids that exist nowhere: another user's ids must answer exactly like these. */
export function missingIds(ids: Ids): Ids {
  return { ...ids, userId: MISSING, projectId: MISSING, documentId: MISSING, roadmapId: MISSING, notificationId: MISSING, tokenId: MISSING, memberId: MISSING, shareLinkId: MISSING, commentId: MISSING };
}

/** One operation over one transport; `key` is its row in the matrix (REST `METHOD /path`, GraphQL `Type.field`). */
export interface Call {
  key: string;
  transport: Transport;
  run(c: AuthClient, ids: Ids): Promise<Outcome>;
}

type Params = Record<string, string | number>;
type FromIds<T> = (ids: Ids) => T;

/**
 * A REST call by its matrix key: `rest('GET /api/documents/{id}', (i) => ({ id: i.documentId }))`.
 * The path is the key's template filled in, so a call cannot claim one row and hit another.
 */
export function rest(key: string, params: FromIds<Params> = () => ({}), opts: { body?: FromIds<unknown>; query?: FromIds<Params> } = {}): Call {
  const [method, template] = key.split(' ') as [string, string];
  const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  if (!template.startsWith('/api/')) throw new Error(`${key}: only /api routes are called through AuthClient`);
  return {
    key,
    transport: 'rest',
    run: (c, ids) => {
      const values = params(ids);
      const path = template.slice('/api'.length).replace(/\{(\w+)\}/g, (_m, name: string) => {
        if (values[name] === undefined) throw new Error(`${key}: no value for {${name}}`);
        return encodeURIComponent(String(values[name]));
      });
      const query = opts.query ? `?${new URLSearchParams(Object.entries(opts.query(ids)).map(([k, v]): [string, string] => [k, String(v)]))}` : '';
      return c.rest(verb, `${path}${query}`, opts.body?.(ids));
    },
  };
}

/**
 * A GraphQL call by its root field: `gql('Query', 'document(id: $id) { id }', …)`. The field is
 * read from the document itself, so the key always names what is really called.
 */
export function gql(type: 'Query' | 'Mutation', document: string, vars: FromIds<Record<string, unknown>> = () => ({})): Call {
  const op = parse(document).definitions[0] as OperationDefinitionNode;
  const first = op.selectionSet.selections[0];
  if (op.selectionSet.selections.length !== 1 || first?.kind !== Kind.FIELD) throw new Error(`one root field per call: ${document}`);
  const expected = type === 'Query' ? 'query' : 'mutation';
  if (op.operation !== expected) throw new Error(`${document} is not a ${expected}`);
  return { key: `${type}.${first.name.value}`, transport: 'graphql', run: (c, ids) => c.gql(document, vars(ids)) };
}

/** A REST call with its own request code (uploads, …). */
export function custom(key: string, transport: Transport, run: Call['run']): Call {
  return { key, transport, run };
}

/** The cases' calls over one transport, as `it.each` rows: [matrix key, case, call]. */
export function callsOver<T extends { calls: Call[] }>(cases: T[], transport: Transport): [string, T, Call][] {
  return cases.flatMap((c) => c.calls.filter((call) => call.transport === transport).map((call) => [call.key, c, call] as [string, T, Call]));
}
