import { ApolloServer, HeaderMap } from '@apollo/server';
import { buildSchema, type ExecutionResult } from 'graphql';
import { expect, it } from 'vitest';

// Our jitGateway receives Apollo's gateway request context for every operation. patches/ changes
// how @apollo/server builds it: `response.http.status` forwards through accessors on a class
// instead of an object literal with per-request getter/setter closures, which kept each request's
// context (its result included) through young-generation collections (see patches/README.md).
// This checks the patch is in place and that the status still reaches the HTTP answer.
it('the gateway request context forwards response.http.status without per-request accessors', async () => {
  const schema = buildSchema('type Query { hello: String }');
  let http: { status?: number; headers: { set(name: string, value: string): void } } | undefined;
  const server = new ApolloServer({
    gateway: {
      load: async () => ({
        executor: async (requestContext) => {
          http = requestContext.response?.http as typeof http;
          http!.status = 202;
          http!.headers.set('x-from-gateway', 'yes');
          return { data: { hello: 'world' } } as ExecutionResult;
        },
      }),
      onSchemaLoadOrUpdate: (callback) => {
        callback({ apiSchema: schema, coreSupergraphSdl: '' });
        return () => undefined;
      },
      stop: async () => undefined,
    },
  });
  await server.start();
  try {
    const response = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: 'POST', headers: new HeaderMap([['content-type', 'application/json']]), search: '', body: { query: '{ hello }' } },
      context: async () => ({}),
    });
    expect(response.status).toBe(202);
    expect(response.headers.get('x-from-gateway')).toBe('yes');
    expect(response.body.kind === 'complete' && JSON.parse(response.body.string)).toEqual({ data: { hello: 'world' } });
    // Read back through the same object, and no accessor of its own (the patched shape).
    expect(http?.status).toBe(202);
    expect(Object.getOwnPropertyDescriptor(http, 'status')).toBeUndefined();
    expect(typeof Object.getOwnPropertyDescriptor(Object.getPrototypeOf(http), 'status')?.get).toBe('function');
  } finally {
    await server.stop();
  }
});
