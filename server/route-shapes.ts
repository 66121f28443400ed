// Remix matches every request against the whole route tree twice (flattenRoutes, then compilePath for each branch
// tried), and flattening ~100 routes cost ~16 % of the web's CPU per answer (ADR 067). A request for a resource route
// is handed instead to a Remix handler built once over the few routes whose patterns fit the path, and their parents:
// Remix still ranks, matches and calls the route as it always does, over a tree of two to five routes. Which routes
// fit is one regex per route, compiled at start as Remix compiles its pattern; ranking among them stays Remix's.
// Pages, 404s, `.data` and manifest requests go to the handler of the whole tree.
import { createRequestHandler, type ServerBuild } from "@remix-run/node";

/** `url` is the request's, parsed once by the caller. */
export type RemixHandler = (request: Request, url: URL) => Promise<Response>;
type Route = ServerBuild["routes"][string];

interface Shape {
  id: string;
  /** null: syntax patternOf does not take; a path this route may match stays on the whole tree. */
  pattern: RegExp | null;
  /** Remix's own test (server-runtime `requestHandler`): no UI and no error boundary. */
  resource: boolean;
}

function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&");
}

/** The route's whole path, its parents' joined before it ("" for the root and an index at the top). */
export function fullPath(routes: ServerBuild["routes"], route: Route): string {
  const parts: string[] = [];
  for (let at: Route | undefined = route; at; at = at.parentId ? routes[at.parentId] : undefined)
    if (at.path) parts.unshift(at.path);
  return parts.join("/");
}

/**
 * Remix's compilePath over the whole path (case-insensitive, trailing slashes allowed, a splat at the end), with an
 * optional segment as flattenRoutes explodes it; null for syntax it does not take, which keeps requests on the whole
 * tree.
 */
export function patternOf(path: string): RegExp | null {
  const segments = path.split("/").filter(Boolean);
  const splat = segments.at(-1) === "*";
  if (splat) segments.pop();
  let source = "^";
  for (const segment of segments) {
    const optional = segment.endsWith("?");
    const name = optional ? segment.slice(0, -1) : segment;
    if (/[*?()]/.test(name) || (name.startsWith(":") && !/^:[\w-]+$/.test(name))) return null;
    const part = `/${name.startsWith(":") ? "[^/]+" : escapeRegExp(name)}`;
    source += optional ? `(?:${part})?` : part;
  }
  source += splat ? (segments.length ? "(?:/.+|/*)$" : "/.*$") : segments.length ? "/*$" : "/+$";
  return new RegExp(source, "i");
}

/** As @remix-run/router's decodePath: each segment decoded, an encoded slash kept as %2F. */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return pathname;
  }
}

/** Routes Remix can end a match on: those with a path (the root's is "") and index routes (flattenRoutes). */
function shapesOf(routes: ServerBuild["routes"]): Shape[] {
  return Object.values(routes)
    .filter((route) => route.path !== undefined || route.index)
    .map((route) => ({
      id: route.id,
      pattern: patternOf(fullPath(routes, route)),
      resource: route.module.default == null && route.module.ErrorBoundary == null,
    }));
}

/** The routes whose pattern matches `pathname` (decoded as Remix decodes it), in the build's order. */
export function candidateRoutes(shapes: Shape[], pathname: string): Shape[] {
  const decoded = pathname.includes("%") ? decodePath(pathname) : pathname;
  return shapes.filter((shape) => !shape.pattern || shape.pattern.test(decoded));
}

/** The build with only these routes and their parents, in the build's order (Remix breaks ties by that order). */
export function prunedBuild(build: ServerBuild, ids: string[]): ServerBuild {
  const keep = new Set<string>();
  for (const id of ids)
    for (let at: Route | undefined = build.routes[id]; at; at = at.parentId ? build.routes[at.parentId] : undefined)
      keep.add(at.id);
  const routes = Object.fromEntries(Object.entries(build.routes).filter(([id]) => keep.has(id)));
  return { ...build, routes };
}

/** Single-fetch data, the lazy route manifest and `?_data` requests read more than the leaf: the whole tree's. */
function wholeTreeRequest(url: URL): boolean {
  return url.pathname.endsWith(".data") || url.pathname.endsWith("/__manifest") || url.search.includes("_data");
}

/** One Remix handler per set of routes that fit a path, and the whole tree's for everything else. */
export function createRemixHandler(build: ServerBuild, mode: string | undefined): RemixHandler {
  const whole = createRequestHandler(build, mode);
  const shapes = shapesOf(build.routes);
  const narrowed = new Map<string, (request: Request) => Promise<Response>>();
  return (request, url) => {
    if (wholeTreeRequest(url)) return whole(request);
    const candidates = candidateRoutes(shapes, url.pathname);
    // Remix picks one of these (ranked as on the whole tree); unless all are resource routes, the page may win or
    // a 404 page is due, and pages need every route module.
    if (candidates.length === 0 || !candidates.every((shape) => shape.resource && shape.pattern)) return whole(request);
    const ids = candidates.map((shape) => shape.id);
    const key = ids.join("\n");
    let handler = narrowed.get(key);
    if (!handler) narrowed.set(key, (handler = createRequestHandler(prunedBuild(build, ids), mode)));
    return handler(request);
  };
}
