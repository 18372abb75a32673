import type { Express } from 'express';
import type { GraphQLSchema } from 'graphql';

/** Every root field of the schema, as `Query.project`, `Mutation.updateProject`, `Subscription.…`. */
export function graphqlOperations(schema: GraphQLSchema): string[] {
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
  return roots.flatMap((root) => (root ? Object.keys(root.getFields()).map((field) => `${root.name}.${field}`) : [])).sort();
}

interface OpenApiLike {
  servers?: { url: string }[];
  paths: Record<string, Record<string, unknown>>;
}

const METHODS = new Set(['get', 'post', 'put', 'delete', 'patch']);

/** Every method + path of the OpenAPI document, as `GET /api/projects/{id}` (the server URL prefixed). */
export function openApiOperations(doc: OpenApiLike): string[] {
  const base = doc.servers?.[0]?.url ?? '';
  return Object.entries(doc.paths)
    .flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => METHODS.has(m))
        .map((m) => `${m.toUpperCase()} ${base}${path}`),
    )
    .sort();
}

// The parts of express 5 / router 2 layers we read. They are internals (no public listing API),
// which is why the test also checks the walk finds the routes we know exist.
interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle: { stack?: Layer[]; name?: string };
  name?: string;
}

export interface MountedRoutes {
  /** `METHOD /full/path` with express params written OpenAPI-style (`:id` → `{id}`). */
  routes: string[];
  /** Non-router middleware mounted under a path (`/graphql`, `/dev`, static files …), as `USE /path`. */
  mounts: string[];
}

const join = (prefix: string, path: string) => `${prefix}/${path}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
const openApiStyle = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** Walks the app's router (and nested routers) for every route and path-mounted middleware. */
export function mountedRoutes(app: Express): MountedRoutes {
  const routes = new Set<string>();
  const mounts = new Set<string>();
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = ([] as unknown[]).concat(layer.route.path);
        for (const path of paths) {
          if (typeof path !== 'string') throw new Error(`unsupported route path ${String(path)} under ${prefix}`);
          for (const [method, on] of Object.entries(layer.route.methods)) {
            if (on && method !== '_all') routes.add(`${method.toUpperCase()} ${openApiStyle(join(prefix, path))}`);
          }
        }
        continue;
      }
      const raw = layer.rawPath;
      const path = typeof raw === 'string' ? raw : '/';
      if (layer.handle.stack) walk(layer.handle.stack, join(prefix, path));
      // express.static serves every GET below its mount: a route in all but name.
      else if (layer.handle.name === 'serveStatic') routes.add(`GET ${join(prefix, path)}/*`);
      else if (path !== '/') mounts.add(`USE ${join(prefix, path)}`);
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return { routes: [...routes].sort(), mounts: [...mounts].sort() };
}

/** A path with its parameter names dropped, so `{id}` and `{projectId}` compare equal. */
export const shapeOf = (key: string) => key.replace(/\{[^}]+\}/g, '{}');
