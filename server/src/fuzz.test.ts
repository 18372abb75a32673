import fc from 'fast-check';
import { astFromValue, isInputObjectType, isListType, isNonNullType, print, type GraphQLArgument, type GraphQLField, type GraphQLInputType } from 'graphql';
import request from 'supertest';
import { TEST_RESULTS_JSON_BYTES } from './modules/evidence/evidence.routes.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, GOOD_PASSWORD } from './test/account-factories.js';
import { createTestApp, type TestApp } from './test/test-app.js';
import { getSchema } from './graphql-schema.js';
import { openApiDocument } from './core/openapi/document.js';
import { findUnsafeText, hasUnsafeText } from './core/input/unsafe-text.js';
import { forInputType, fromJsonSchema, nastyText } from './test/fuzz-arbitraries.js';

/**
 * Generated malformed requests over every REST path of the OpenAPI document and every GraphQL
 * query and mutation: none may answer 5xx, and every error answer must be well-formed (REST
 * `{status:'error', code, message}`, GraphQL errors with `extensions.code`).
 *
 * Each property starts with a sweep (fast-check `examples`) that sends every operation once and
 * every class of nasty value at least once, then adds random runs. The default adds a few hundred
 * (seconds); `FUZZ_SIZE=full` (root script `pnpm test:fuzz`) adds the 15,500 of the large run.
 * FUZZ_REST, FUZZ_GRAPHQL, FUZZ_SHAPED_REST and FUZZ_SHAPED_GRAPHQL set one property's random runs.
 */
const FULL = process.env.FUZZ_SIZE === 'full';
const REST_RUNS = Number(process.env.FUZZ_REST ?? (FULL ? 6_000 : 150));
const GRAPHQL_RUNS = Number(process.env.FUZZ_GRAPHQL ?? (FULL ? 4_500 : 150));
/** Requests shaped like each operation's input, with nasty text in every string and key. */
const SHAPED_REST_RUNS = Number(process.env.FUZZ_SHAPED_REST ?? (FULL ? 2_500 : 100));
const SHAPED_GRAPHQL_RUNS = Number(process.env.FUZZ_SHAPED_GRAPHQL ?? (FULL ? 2_500 : 100));
/** Seed of the sweeps' sampled values. */
const SWEEP_SEED = 20261127;
/** express.json's limit: a body over it is refused (413) before any field is read. */
const BODY_LIMIT = 1024 * 1024;
/** What every property sent and how much of it answered 5xx (printed at the end). */
const tally = { sent: 0, fiveHundreds: 0, googleNotConfigured: 0, refusedText: 0 };

/** Values that break parsers and validators: wrong types, huge, nested, odd unicode, injections. */
const nastyClasses = {
  known: fc.constantFrom('', ' ', '\u0000', '../../etc/passwd', "' OR 1=1 --", '<script>x</script>', '%00', '\uD800', 'NaN', '-1', '1e309', '[AI_RECOMMEND]', '__proto__', 'constructor'),
  text: fc.string({ maxLength: 40 }),
  binary: fc.string({ unit: 'binary', maxLength: 20 }),
  uuid: fc.uuid(),
  integer: fc.integer(),
  double: fc.double(),
  boolean: fc.boolean(),
  null: fc.constant(null),
  huge: fc.string({ minLength: 5_000, maxLength: 6_000 }),
} satisfies Record<string, fc.Arbitrary<unknown>>;
type NastyClass = keyof typeof nastyClasses;
const classNames = Object.keys(nastyClasses) as NastyClass[];
/** A nasty value with the class it came from, so a run can say which classes it sent. */
const taggedNasty = fc.oneof(...classNames.map((cls) => (nastyClasses[cls] as fc.Arbitrary<unknown>).map((value) => ({ cls, value }))));
const nasty = taggedNasty.map(({ value }) => value);
/** One fixed value of a class, for the sweeps. */
const sampleOf = <T>(arb: fc.Arbitrary<T>, index: number): T => fc.sample(arb, { numRuns: 1, seed: SWEEP_SEED + index })[0] as T;
/** A one-argument property's example. */
const one = <T>(value: T): [T] => [value];
/** Sweep rows covering every one of `a` and every one of `b` (each list cycled). */
const sweep = <A, B>(a: readonly A[], b: readonly B[]): [A, B, number][] => Array.from({ length: Math.max(a.length, b.length) }, (_, i) => [a[i % a.length] as A, b[i % b.length] as B, i]);
/** The names in `all` that `seen` lacks (a sweep that covered everything leaves none). */
const missing = (all: Iterable<string>, seen: Set<string>) => [...all].filter((name) => !seen.has(name));
const jsonish: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, nasty, fc.array(tie('value'), { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 12 }), tie('value'), { maxKeys: 5 })),
})).value;

type RestOp = { method: 'get' | 'post' | 'put' | 'patch' | 'delete'; path: string; body?: unknown; query: string[] };
type OpenApiOperation = { requestBody?: { content?: Record<string, { schema?: unknown }> }; parameters?: { in: string; name: string }[] };

function restOperations(): RestOp[] {
  const doc = openApiDocument() as unknown as { paths: Record<string, Record<string, OpenApiOperation | undefined>> };
  const ops: RestOp[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const op = item[method];
      if (!op) continue;
      const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      ops.push({ method, path: path.startsWith('/api/') ? path : `/api${path}`, body: op.requestBody?.content?.['application/json']?.schema, query });
    }
  }
  return ops;
}

/** Percent-encodes every UTF-8 byte (encodeURIComponent throws on unpaired surrogates). */
const percentEncoded = (text: string) => [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
/** What the server reads back from `text` sent in a URL (UTF-8 turns unpaired surrogates into U+FFFD). */
const throughUrl = (text: string) => Buffer.from(text, 'utf8').toString('utf8');
const destructiveRest = (op: RestOp) => /\/auth\/logout|\/users\/account/.test(op.path) || (op.method === 'delete' && /^\/api\/projects\/\{[^}]+\}$/.test(op.path));
const destructiveField = /^(logOut|deleteAccount|deleteProject)$/;

function count(status: number, body: unknown): void {
  tally.sent += 1;
  // 503 GOOGLE_NOT_CONFIGURED is a setting, not a fault (its own tests pin it): counted apart.
  if ((body as { code?: unknown } | undefined)?.code === 'GOOGLE_NOT_CONFIGURED') tally.googleNotConfigured += 1;
  else if (status >= 500) tally.fiveHundreds += 1;
}

describe('fuzzing both transports with malformed input', () => {
  let t: TestApp;
  let token = '';
  let projectId = '';
  beforeAll(async () => {
    t = await createTestApp();
    const { email } = await createUser(t.db.orm);
    const login = await request(t.app).post('/api/auth/login').send({ email, password: GOOD_PASSWORD });
    token = login.body.token as string;
    const created = await request(t.app).post('/api/projects').set('Authorization', `Bearer ${token}`).send({ name: 'Fuzz target', description: 'A project the fuzzer aims at' });
    projectId = created.body.data.id as string;
  });
  afterAll(async () => {
    console.log(`fuzz figures: ${JSON.stringify(tally)}`);
    await t?.close();
  });

  it(`answers every REST route and ${REST_RUNS} more malformed REST requests without a 5xx and with well-formed errors`, async () => {
    const ops = restOperations();
    expect(ops.length).toBeGreaterThan(30);
    type PathValue = { cls: NastyClass | 'project id'; text: () => string };
    const pathValue: fc.Arbitrary<PathValue> = fc.oneof(
      fc.constant({ cls: 'project id' as const, text: () => projectId }),
      taggedNasty.map(({ cls, value }) => ({ cls, text: () => String(value) })),
    );
    const body = fc.oneof(
      jsonish,
      fc.string({ maxLength: 50 }).map((s) => ({ raw: `{"broken": ${s}` })),
    );
    // Every operation and every class of nasty value (in the path, the query and the body) once.
    const examples = sweep(ops, classNames).map(([op, cls, i]): [RestOp, PathValue, Record<string, string>, unknown, boolean] => {
      const value = sampleOf(nastyClasses[cls] as fc.Arbitrary<unknown>, i);
      return [op, { cls, text: () => String(value) }, { q: String(value) }, { value }, i % 2 === 0];
    });
    const seenOps = new Set<string>();
    const seenClasses = new Set<string>();
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ops), pathValue, fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), nasty.map(String), { maxKeys: 4 }), body, fc.boolean(), async (op, param, query, payload, signedIn) => {
        seenOps.add(`${op.method} ${op.path}`);
        seenClasses.add(param.cls);
        // Every byte percent-encoded (encodeURIComponent throws on lone surrogates).
        const encoded = [...Buffer.from(param.text(), 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
        const path = op.path.replace(/\{[^}]+\}/g, () => encoded);
        let req = request(t.app)[op.method](path).query(query);
        // Ending the fuzzer's own session or deleting its target would leave the rest shallow.
        if (signedIn && !destructiveRest(op)) req = req.set('Authorization', `Bearer ${token}`);
        if (op.method !== 'get' && op.method !== 'delete') {
          const raw = payload !== null && typeof payload === 'object' && 'raw' in payload ? String((payload as { raw: string }).raw) : JSON.stringify(payload ?? null);
          req = req.set('Content-Type', 'application/json').send(raw);
        }
        const res = await req;
        sent += 1;
        count(res.status, res.body);
        // The one deliberate 5xx: Google sign-in on a server without Google credentials answers
        // 503 GOOGLE_NOT_CONFIGURED (a setting, not a fault; its own tests pin it).
        if (res.status >= 500) expect(res.body, `${op.method.toUpperCase()} ${path} ${res.status}`).toMatchObject({ status: 'error', code: 'GOOGLE_NOT_CONFIGURED' });
        // 431: Node's HTTP parser refuses request heads over 16 KB before any of our code runs.
        if (res.status >= 400 && res.status !== 431) {
          expect(res.body, `${op.method.toUpperCase()} ${path} ${res.status}`).toMatchObject({ status: 'error', code: expect.any(String), message: expect.any(String) });
        }
      }),
      { numRuns: examples.length + REST_RUNS, seed: 20261123, endOnFailure: true, examples },
    );
    expect(sent).toBe(examples.length + REST_RUNS);
    expect(
      missing(
        ops.map((op) => `${op.method} ${op.path}`),
        seenOps,
      ),
    ).toEqual([]);
    expect(missing(classNames, seenClasses)).toEqual([]);
  }, 600_000);

  it(`answers every GraphQL field and ${GRAPHQL_RUNS} more malformed GraphQL operations without a 5xx and with coded errors`, async () => {
    const schema = await getSchema();
    const fields: { kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> }[] = [
      ...Object.values(schema.getQueryType()?.getFields() ?? {}).map((field) => ({ kind: 'query' as const, field })),
      ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((field) => ({ kind: 'mutation' as const, field })),
    ];
    const typeName = (type: GraphQLInputType): string => (isNonNullType(type) ? `${typeName(type.ofType)}!` : isListType(type) ? `[${typeName(type.ofType)}]` : type.name);
    const garbageDocument = fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom('{', 'query {', 'mutation', '{ __typename', 'subscription { x }', '{ a: b: c }', 'query Q($x: Int = "s") { health { status } }'));
    type Field = (typeof fields)[number];
    // Every field with well-formed documents, every class of nasty value in its variables, plus
    // one garbage document and one variables-as-a-list request.
    const examples: [Field, unknown[], boolean, number, string][] = sweep(fields, classNames).map(([field, cls, i]) => {
      const value = sampleOf(nastyClasses[cls] as fc.Arbitrary<unknown>, i);
      return [field, field.field.args.map(() => value), i % 2 === 0, 2, ''];
    });
    examples.push([fields[0] as Field, [null], true, 0, '{'], [fields[0] as Field, [null], true, 1, '']);
    const classOf = new Map(examples.map((example, i) => [example[1], classNames[i % classNames.length]]));
    const seenFields = new Set<string>();
    const seenClasses = new Set<string>();
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fields), fc.array(jsonish, { maxLength: 6 }), fc.boolean(), fc.nat(9), garbageDocument, async ({ kind, field }, values, signedIn, mode, garbage) => {
        if (mode !== 0) seenFields.add(`${kind} ${field.name}`);
        const cls = mode > 1 ? classOf.get(values) : undefined;
        if (cls && field.args.length > 0) seenClasses.add(cls);
        const args = field.args;
        const vars = args.map((a, i) => `$v${i}: ${typeName(a.type)}`).join(', ');
        const call = args.length ? `${field.name}(${args.map((a, i) => `${a.name}: $v${i}`).join(', ')})` : field.name;
        const needsSelection = !/^(Boolean|Int|String|ID|Float|JSONObject|DateTimeISO)!?$/.test(String(field.type).replace(/[[\]!]/g, ''));
        const document = mode === 0 ? garbage : `${kind} Fuzz${vars ? `(${vars})` : ''} { ${call}${needsSelection ? ' { __typename }' : ''} }`;
        const variables = Object.fromEntries(args.map((a, i) => [`v${i}`, values[i] ?? (isInputObjectType(a.type) ? {} : null)]));
        let req = request(t.app).post('/graphql').set('Content-Type', 'application/json');
        if (signedIn && !destructiveField.test(field.name)) req = req.set('Authorization', `Bearer ${token}`);
        const res = await req.send({ query: document, variables: mode === 1 ? values : variables });
        sent += 1;
        count(res.status, res.body);
        expect(res.status, document).toBeLessThan(500);
        const errors = (res.body as { errors?: { message?: unknown; extensions?: { code?: unknown } }[] }).errors ?? [];
        for (const error of errors) {
          expect(typeof error.message, document).toBe('string');
          expect(typeof error.extensions?.code, `${document} → ${String(error.message)}`).toBe('string');
          expect(error.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
        }
      }),
      { numRuns: examples.length + GRAPHQL_RUNS, seed: 20261123, endOnFailure: true, examples },
    );
    expect(sent).toBe(examples.length + GRAPHQL_RUNS);
    expect(
      missing(
        fields.map(({ kind, field }) => `${kind} ${field.name}`),
        seenFields,
      ),
    ).toEqual([]);
    expect(missing(classNames, seenClasses)).toEqual([]);
  }, 600_000);
  it(`answers every route and ${SHAPED_REST_RUNS} more REST requests shaped like each route's input, with nasty text in every string and key`, async () => {
    const doc = openApiDocument() as unknown as { components?: { schemas?: Record<string, object> } };
    const components = doc.components?.schemas ?? {};
    const ops = restOperations();
    expect(ops.filter((o) => o.body).length).toBeGreaterThan(15);
    const short = nastyText.filter((v) => v.length < 200);
    const shapedFor = (op: RestOp) =>
      fc.record({
        op: fc.constant(op),
        body: op.body ? fromJsonSchema(op.body, components) : fc.constant(undefined),
        query: fc.array(fc.tuple(fc.constantFrom(...(op.query.length ? op.query : ['q'])), short), { maxLength: 3 }),
        param: fc.oneof(fc.constant(null), short),
        signedIn: fc.boolean(),
      });
    const shaped = fc.constantFrom(...ops).chain(shapedFor);
    // Every route once with a sampled input of its own shape.
    const examples = ops.map((op, i) => one(sampleOf(shapedFor(op), i)));
    const seenOps = new Set<string>();
    await fc.assert(
      fc.asyncProperty(shaped, async ({ op, body, query, param, signedIn }) => {
        seenOps.add(`${op.method} ${op.path}`);
        const id = param ?? projectId;
        const path = op.path.replace(/\{[^}]+\}/g, () => percentEncoded(id));
        const search = query.map(([k, v]) => `${encodeURIComponent(k)}=${percentEncoded(v)}`).join('&');
        let req = request(t.app)[op.method](search ? `${path}?${search}` : path);
        if (signedIn && !destructiveRest(op)) req = req.set('Authorization', `Bearer ${token}`);
        const raw = body === undefined ? undefined : JSON.stringify(body);
        if (raw !== undefined && op.method !== 'get' && op.method !== 'delete') req = req.set('Content-Type', 'application/json').send(raw);
        const res = await req;
        count(res.status, res.body);
        const where = `${op.method.toUpperCase()} ${op.path} ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
        if (res.status >= 500) expect(res.body, where).toMatchObject({ status: 'error', code: 'GOOGLE_NOT_CONFIGURED' });
        expect(res.body, where).toMatchObject(res.status >= 400 ? { status: 'error', code: expect.any(String), message: expect.any(String) } : {});
        const sentBody = raw !== undefined && op.method !== 'get' && op.method !== 'delete';
        // Test reports have their own, larger limit (a 5 MB JUnit file, JSON-escaped).
        const limit = op.path.endsWith('/projects/{id}/test-results') ? TEST_RESULTS_JSON_BYTES : BODY_LIMIT;
        if (sentBody && Buffer.byteLength(raw) > limit) {
          expect([res.status, res.body.code], where).toEqual([413, 'PAYLOAD_TOO_LARGE']);
          return;
        }
        // The edge refuses the first offending string, wherever it is, before any route runs.
        const unsafe = hasUnsafeText(throughUrl(decodeURIComponent(path))) || query.some(([k, v]) => hasUnsafeText(throughUrl(k)) || hasUnsafeText(throughUrl(v))) || (sentBody && findUnsafeText(body) !== null);
        if (unsafe) {
          tally.refusedText += 1;
          expect([res.status, res.body.code], where).toEqual([400, 'VALIDATION_FAILED']);
          const [issue] = res.body.errors as { field: string; message: string }[];
          expect(issue?.field, where).toEqual(expect.any(String));
          expect(res.body.message, where).toBe(`${issue?.field} ${issue?.message}`);
        }
      }),
      { numRuns: examples.length + SHAPED_REST_RUNS, seed: 20261124, endOnFailure: true, examples },
    );
    expect(
      missing(
        ops.map((op) => `${op.method} ${op.path}`),
        seenOps,
      ),
    ).toEqual([]);
  }, 900_000);

  it(`answers every field with arguments and ${SHAPED_GRAPHQL_RUNS} more GraphQL operations with well-typed variables or literals full of nasty text`, async () => {
    const schema = await getSchema();
    const fields = [
      ...Object.values(schema.getQueryType()?.getFields() ?? {}).map((field) => ({ kind: 'query' as const, field })),
      ...Object.values(schema.getMutationType()?.getFields() ?? {})
        .filter((f) => f.args.length > 0)
        .map((field) => ({ kind: 'mutation' as const, field })),
    ].filter(({ field }) => field.args.length > 0);
    const typeName = (type: GraphQLInputType): string => (isNonNullType(type) ? `${typeName(type.ofType)}!` : isListType(type) ? `[${typeName(type.ofType)}]` : type.name);
    /** The argument written into the document as a literal, or null when it cannot be (JSON scalars). */
    const literal = (arg: GraphQLArgument, value: unknown): string | null => {
      try {
        const ast = astFromValue(value, arg.type);
        return ast ? print(ast) : null;
      } catch {
        return null;
      }
    };
    const shapedFor = ({ kind, field }: (typeof fields)[number]) =>
      fc.record({
        kind: fc.constant(kind),
        field: fc.constant(field),
        values: fc.tuple(...field.args.map((a) => forInputType(a.type))),
        inline: fc.boolean(),
        signedIn: fc.boolean(),
      });
    const shaped = fc.constantFrom(...fields).chain(shapedFor);
    // Every field with arguments once, with sampled values of its argument types.
    const examples = fields.map((f, i) => one(sampleOf(shapedFor(f), i)));
    const seenFields = new Set<string>();
    await fc.assert(
      fc.asyncProperty(shaped, async ({ kind, field, values, inline, signedIn }) => {
        seenFields.add(`${kind} ${field.name}`);
        const args = field.args;
        const literals = args.map((a, i) => (inline ? literal(a, values[i]) : null));
        const asVariables = args.flatMap((a, i) => (literals[i] === null ? [{ a, i }] : []));
        const vars = asVariables.map(({ a, i }) => `$v${i}: ${typeName(a.type)}`).join(', ');
        const call = `${field.name}(${args.map((a, i) => `${a.name}: ${literals[i] ?? `$v${i}`}`).join(', ')})`;
        const needsSelection = !/^(Boolean|Int|String|ID|Float|JSONObject|DateTimeISO)!?$/.test(String(field.type).replace(/[[\]!]/g, ''));
        const document = `${kind} Fuzz${vars ? `(${vars})` : ''} { ${call}${needsSelection ? ' { __typename }' : ''} }`;
        const variables = Object.fromEntries(asVariables.map(({ i }) => [`v${i}`, values[i]]));
        let req = request(t.app).post('/graphql').set('Content-Type', 'application/json');
        if (signedIn && !destructiveField.test(field.name)) req = req.set('Authorization', `Bearer ${token}`);
        const payload = JSON.stringify({ query: document, variables });
        const res = await req.send(payload);
        count(res.status, res.body);
        const where = `${document.slice(0, 200)} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
        expect(res.status, where).toBeLessThan(500);
        const errors = (res.body as { errors?: { message?: unknown; extensions?: { code?: unknown; appCode?: unknown; fields?: { field: string }[] } }[] }).errors ?? [];
        for (const error of errors) {
          expect(typeof error.extensions?.code, where).toBe('string');
          expect(error.extensions?.code, where).not.toBe('INTERNAL_SERVER_ERROR');
        }
        if (Buffer.byteLength(payload) > BODY_LIMIT) {
          expect([res.status, errors[0]?.extensions?.appCode], where).toEqual([413, 'PAYLOAD_TOO_LARGE']);
          return;
        }
        // A literal with an unpaired surrogate does not even parse; one with a NUL parses and
        // is refused by the validation rule; variables are checked before anything executes.
        const literalText = literals.filter((l): l is string => l !== null).join(' ');
        if (hasUnsafeText(literalText)) {
          expect(res.status, where).toBe(400);
          return;
        }
        const literalValues = args.flatMap((_a, i) => (literals[i] !== null ? [values[i]] : []));
        const unsafe = findUnsafeText(literalValues) ?? findUnsafeText(variables);
        if (unsafe) {
          tally.refusedText += 1;
          expect([res.status, errors[0]?.extensions?.code, errors[0]?.extensions?.appCode], where).toEqual([400, 'BAD_USER_INPUT', 'VALIDATION_FAILED']);
          expect(errors[0]?.extensions?.fields?.[0]?.field, where).toEqual(expect.any(String));
        }
      }),
      { numRuns: examples.length + SHAPED_GRAPHQL_RUNS, seed: 20261124, endOnFailure: true, examples },
    );
    expect(
      missing(
        fields.map(({ kind, field }) => `${kind} ${field.name}`),
        seenFields,
      ),
    ).toEqual([]);
  }, 900_000);
});
