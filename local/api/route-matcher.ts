// Matches a request to a row of the route table as API Gateway does: method plus path, where a
// `{name}` segment takes one path segment and a `{name+}` greedy segment takes the rest.

import type { HttpMethod, RouteDef } from '../../lambdas/routes';

export interface MatchedRoute {
  readonly route: RouteDef;
  readonly pathParameters: Record<string, string>;
}

interface CompiledRoute {
  readonly route: RouteDef;
  readonly pattern: RegExp;
  readonly names: readonly string[];
  /** Literal rows win over parameterised ones, as in API Gateway. */
  readonly literalSegments: number;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compile(route: RouteDef): CompiledRoute {
  const names: string[] = [];
  let literalSegments = 0;
  const source = route.path
    .split('/')
    .map((segment) => {
      const greedy = /^\{(\w+)\+\}$/.exec(segment);
      if (greedy?.[1]) {
        names.push(greedy[1]);
        return '(.+)';
      }
      const param = /^\{(\w+)\}$/.exec(segment);
      if (param?.[1]) {
        names.push(param[1]);
        return '([^/]+)';
      }
      if (segment) literalSegments++;
      return escapeRegExp(segment);
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`), names, literalSegments };
}

export function createRouteMatcher(routes: readonly RouteDef[]) {
  const compiled = routes.map(compile).sort((a, b) => b.literalSegments - a.literalSegments);
  return (method: string, path: string): MatchedRoute | undefined => {
    for (const candidate of compiled) {
      if (candidate.route.method !== (method as HttpMethod)) continue;
      const match = candidate.pattern.exec(path);
      if (!match) continue;
      const pathParameters: Record<string, string> = {};
      candidate.names.forEach((name, index) => {
        const raw = match[index + 1] ?? '';
        // API Gateway hands the handler decoded parameter values.
        try {
          pathParameters[name] = decodeURIComponent(raw);
        } catch {
          pathParameters[name] = raw;
        }
      });
      return { route: candidate.route, pathParameters };
    }
    return undefined;
  };
}
