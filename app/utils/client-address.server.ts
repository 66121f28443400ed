// The client's address, for rate limits. Remix hands loaders a Fetch Request without the socket and our
// web server (server/, ADR 067) passes no load context, so the web process stamps each request's socket address into a header
// as Node's HTTP server announces the request (diagnostics channel), before any handler runs; a value
// the client sent under that name is overwritten. A proxy header counts only when TRUST_PROXY names it.
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import { env, type Env } from "~/config/env.server";

export const SOCKET_ADDRESS_HEADER = "x-askdata-socket-address";
const UNKNOWN = "unknown";

function stampSocketAddress(message: unknown): void {
  const { request, socket } = message as { request: IncomingMessage; socket: Socket };
  request.headers[SOCKET_ADDRESS_HEADER] = socket.remoteAddress ?? UNKNOWN;
}

const installed = Symbol.for("askdata.socket-address-stamp");
/** Idempotent: the dev server re-imports the build. Runs when the server build is loaded. */
export function installSocketAddressStamp(): void {
  const registry = globalThis as { [installed]?: boolean };
  if (registry[installed]) return;
  registry[installed] = true;
  subscribe("http.server.request.start", stampSocketAddress);
}
installSocketAddressStamp();

/** "::ffff:1.2.3.4" and "1.2.3.4" are one client. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim();
  return trimmed.toLowerCase().startsWith("::ffff:") && trimmed.includes(".") ? trimmed.slice(7) : trimmed;
}

/**
 * With TRUST_PROXY=x-forwarded-for, the right-most entry: the one the proxy in front of us appended
 * (entries to its left are whatever the client claimed). With fly-client-ip, Fly's header.
 */
export function clientAddress(
  request: Request,
  trustProxy: Env["TRUST_PROXY"] | null = env().TRUST_PROXY ?? null,
): string {
  if (trustProxy === "fly-client-ip") {
    const fly = request.headers.get("fly-client-ip")?.trim();
    if (fly) return normaliseAddress(fly);
  } else if (trustProxy === "x-forwarded-for") {
    const last = request.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (last) return normaliseAddress(last);
  }
  return normaliseAddress(request.headers.get(SOCKET_ADDRESS_HEADER) ?? UNKNOWN);
}
