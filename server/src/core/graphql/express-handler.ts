import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';

/**
 * Apollo Server on express 5: what `@as-integrations/express5` does, minus two costs it paid on
 * every request (API throughput bench): a legacy `url.parse` of the whole URL only to find
 * the query string, and express's `res.send`, which hashes every answer for an ETag nobody can
 * use (GraphQL answers are POSTed or marked no-store). Needs express.json() in front.
 */
export function graphqlHandler<TContext extends BaseContext>(server: ApolloServer<TContext>, context: (args: { req: Request; res: Response }) => Promise<TContext>): RequestHandler {
  server.assertStarted('graphqlHandler()');
  return async (req, res) => {
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const query = req.url.indexOf('?');
    const response = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: req.method.toUpperCase(),
        headers,
        search: query === -1 ? '' : req.url.slice(query),
        body: req.body,
      },
      context: () => context({ req, res }),
    });
    for (const [key, value] of response.headers) res.setHeader(key, value);
    res.statusCode = response.status ?? 200;
    if (response.body.kind === 'complete') {
      res.end(response.body.string);
      return;
    }
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
  };
}
