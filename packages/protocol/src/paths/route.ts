// Route paths: each HTTP route once, as the server registers it inside its scope and as the web calls it. No schemas
// here, so the web's first load can take paths without TypeBox.

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** Where every API path starts; the web's calls are relative to it. */
export const API_PREFIX = "/api";

/** The prefixes the server registers groups of routes under; a `root` route carries its whole path. */
export const SCOPES = {
  root: "",
  user: "/api/users/:userId",
  battles: "/api/battles",
  breeding: "/api/breeding",
  game: "/api/game",
  equipment: "/api/equipment",
  players: "/api/players",
  arena: "/api/arena",
  tournaments: "/api/tournaments",
} as const;

/** The `:param` names of a path pattern. */
export type ParamNames<S extends string> = S extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : S extends `${string}:${infer Name}`
    ? Name
    : never;

/** One route: its method, the path the server registers inside its scope, and the whole pattern it answers. */
export interface RoutePath<Params extends string = string> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly pattern: string;
  readonly params: readonly Params[];
}

/** A route registered under `scope` at `path` (a scope's own route has path "/"). */
export function route<S extends string, P extends string>(
  method: HttpMethod,
  scope: S,
  path: P,
): RoutePath<ParamNames<`${S}${P}`>> {
  const pattern = path === "/" ? scope : `${scope}${path}`;
  const params = [...pattern.matchAll(/:([\w]+)/g)].map((match) => match[1]) as ParamNames<`${S}${P}`>[];
  return { method, path, pattern, params };
}

type ParamValues<P extends string> = [P] extends [never] ? [] : [values: Record<P, string | number>];

/** The whole path of a route (from "/api"), each `:param` filled in URI-encoded. */
export function fullPath<P extends string>(path: RoutePath<P>, ...values: ParamValues<P>): string {
  const given = (values[0] ?? {}) as Record<string, string | number>;
  return path.pattern.replace(/:([\w]+)/g, (_, name: string) => {
    const value = given[name];
    if (value === undefined) throw new Error(`${path.pattern} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The path the web calls under API_PREFIX (its API client prepends it), each `:param` filled in URI-encoded. */
export function apiPath<P extends string>(path: RoutePath<P>, ...values: ParamValues<P>): string {
  return fullPath(path, ...values).slice(API_PREFIX.length);
}
