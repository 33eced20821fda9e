import { ROUTE_LIMITS, type RouteKey } from './limits.ts';

export interface ResolvedRoute {
  route: RouteKey;
  /** The `{id}` segment of the path, when the route has one. */
  id: string | undefined;
}

/** Spec 4: every path sits under `/public`, except `/mcp`. */
const fullPath = (keyPath: string) => (keyPath === '/mcp' ? keyPath : `/public${keyPath}`);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const MATCHERS = (Object.keys(ROUTE_LIMITS) as RouteKey[]).map((route) => {
  const [method, keyPath] = route.split(' ') as [string, string];
  const pattern = fullPath(keyPath).split(/(\{\w+\})/).map((part) => {
    if (part === '{id}') return '(?<id>[^/]+)';
    return /^\{\w+\}$/.test(part) ? '[^/]+' : escapeRegExp(part);
  }).join('');
  return { route, method, path: new RegExp(`^${pattern}$`) };
});

/**
 * The ROUTE_LIMITS key of a request, by its method and path. Matching the
 * table itself (rather than the handler that Hono picked) means every route
 * named in the table is limited the moment it exists, whoever adds it. HEAD
 * counts as GET, so it is no way around a limit.
 */
export function resolveRoute(method: string, path: string): ResolvedRoute | undefined {
  const verb = method === 'HEAD' ? 'GET' : method;
  for (const m of MATCHERS) {
    if (m.method !== verb) continue;
    const match = m.path.exec(path);
    if (match) return { route: m.route, id: match.groups?.id };
  }
  return undefined;
}
