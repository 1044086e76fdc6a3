import { paths } from '@promptreel/contract';

export type WebRoute =
  | { kind: 'page' }
  | { kind: 'video'; id: string }
  | { kind: 'user'; username: string; list: 'followers' | 'following' | null };

type RouteName = keyof typeof paths;
/** The routes whose pattern has a parameter: each needs its own answer below. */
type RouteWithParams = {
  [K in RouteName]: (typeof paths)[K]['path'] extends `${string}:${string}` ? K : never;
}[RouteName];
type Params = Record<string, string>;

/**
 * What each parametrised page is; a new one in the contract fails the type check here until it is
 * given its answer. Null: the app's "not found".
 */
const WITH_PARAMS: { [K in RouteWithParams]: (params: Params) => WebRoute | null } = {
  video: ({ id }) => ({ kind: 'video', id: id! }),
  profile: ({ username }) => ({ kind: 'user', username: username!, list: null }),
  followers: ({ username }) => ({ kind: 'user', username: username!, list: 'followers' }),
  following: ({ username }) => ({ kind: 'user', username: username!, list: 'following' }),
  // A collection may be private: the page answers 200 and the app asks the API, which may say 404.
  collection: ({ id }) => (/^[1-9]\d{0,11}$/.test(id!) ? { kind: 'page' } : null),
  // An appeal's page is the person's own: it answers 200 whatever the decision, like /settings.
  appeal: ({ decision }) => (/^[1-9]\d{0,15}$/.test(decision!) ? { kind: 'page' } : null),
};

/** Each route's pattern in segments; static ones first, as React Router ranks them. */
const PATTERNS = Object.entries(paths)
  .map(([name, route]) => ({ name: name as RouteName, segments: route.path.split('/').slice(1) }))
  .sort((a, b) => paramCount(a.segments) - paramCount(b.segments));

function paramCount(segments: string[]) {
  return segments.filter((s) => s.startsWith(':')).length;
}

/** The parameters of `segments` under `pattern`, or null when it does not match. */
function matchSegments(pattern: string[], segments: string[]): Params | null {
  if (pattern.length !== segments.length) return null;
  const params: Params = {};
  for (const [i, expected] of pattern.entries()) {
    const segment = segments[i]!;
    if (!expected.startsWith(':')) {
      if (segment.toLowerCase() !== expected) return null;
      continue;
    }
    let value: string;
    try {
      value = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (!value) return null;
    params[expected.slice(1)] = value;
  }
  return params;
}

/**
 * Matches a path to the web app's routes (the contract's `paths`) the way React Router does:
 * static segments ignore case, one trailing slash is allowed, and a parameter is one non-empty,
 * percent-decoded segment. Null means the app's catch-all "Page not found".
 */
export function matchWebRoute(pathname: string): WebRoute | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const segments = trimmed.split('/').slice(1);
  for (const { name, segments: pattern } of PATTERNS) {
    const params = matchSegments(pattern, segments);
    if (!params) continue;
    return name in WITH_PARAMS ? WITH_PARAMS[name as RouteWithParams](params) : { kind: 'page' };
  }
  return null;
}
