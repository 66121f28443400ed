// Where a user's connection may go (ADR 010, ADR 012). Users type a host and port and the server
// connects there, so the server must not become a way into its own databases (metadata, queue,
// samples, uploads), the cloud metadata service, or — on a hosted install — the private network.
// The check runs before any login is tried and again when the socket connects (DNS rebinding).
import dns from "node:dns";
import net from "node:net";
import os from "node:os";
import ipaddr from "ipaddr.js";
import { env } from "~/config/env.server";
import { AppError } from "~/lib/errors";

/** One message for every refusal: it says only that the host is not allowed (no hint of why). */
export const HOST_NOT_ALLOWED_MESSAGE = "Connections to this host are not allowed";

export interface Endpoint {
  host: string;
  port: number;
}

export interface NetworkPolicy {
  allowLinkLocal: boolean;
  blockPrivate: boolean;
  /** Host names, addresses or CIDR ranges; when set, nothing else may be reached. */
  allowedHosts: string[] | null;
  /** The product's own database servers: never reachable with a login a user typed. */
  ownServers: Endpoint[];
}

// Ranges a hosted install refuses with BLOCK_PRIVATE_NETWORKS (ipaddr.js range names).
const PRIVATE_RANGES = new Set([
  "unspecified",
  "loopback",
  "private",
  "uniqueLocal",
  "linkLocal",
  "carrierGradeNat",
  "broadcast",
  "reserved",
]);
const METADATA_ADDRESSES = new Set(["fd00:ec2::254"]);

function endpointOf(url: string): Endpoint {
  const parsed = new URL(url);
  return { host: stripBrackets(decodeURIComponent(parsed.hostname)), port: Number(parsed.port || 5432) };
}

export function policyFromEnv(): NetworkPolicy {
  const config = env();
  const own = [config.DATABASE_URL, config.samplesDatabaseUrl, config.uploadsDatabaseUrl].map(endpointOf);
  return {
    allowLinkLocal: config.ALLOW_LINK_LOCAL_HOSTS,
    blockPrivate: config.BLOCK_PRIVATE_NETWORKS,
    allowedHosts: config.ALLOWED_DATABASE_HOSTS,
    ownServers: own.filter((e, i) => own.findIndex((o) => o.host === e.host && o.port === e.port) === i),
  };
}

let current: NetworkPolicy | undefined;

/** For tests: run with a given policy instead of the environment's (undefined: the environment's again). */
export function setNetworkPolicy(policy: NetworkPolicy | undefined): void {
  current = policy;
  ownAddressCache.clear();
}

function currentPolicy(): NetworkPolicy {
  current ??= policyFromEnv();
  return current;
}

function stripBrackets(host: string): string {
  return host.trim().replace(/^\[(.*)\]$/, "$1");
}

/** An address in canonical form; IPv4-mapped IPv6 (::ffff:127.0.0.1) reads as the IPv4 address. */
function parse(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  try {
    return ipaddr.process(address.replace(/%.*$/, ""));
  } catch {
    return null;
  }
}

function rangeOf(address: string): string {
  return parse(address)?.range() ?? "invalid";
}

function localInterfaceAddresses(): Set<string> {
  const found = new Set<string>();
  for (const list of Object.values(os.networkInterfaces())) {
    for (const entry of list ?? []) found.add(parse(entry.address)?.toString() ?? entry.address);
  }
  return found;
}

/** Loopback, "any" (0.0.0.0 reaches the local host) or one of this machine's own addresses. */
function isThisMachine(address: string): boolean {
  const range = rangeOf(address);
  if (range === "loopback" || range === "unspecified") return true;
  const canonical = parse(address)?.toString();
  return canonical !== undefined && localInterfaceAddresses().has(canonical);
}

// The last answer for each name, so error texts can tell an internal target without a lookup.
const lastResolved = new Map<string, string[]>();

async function resolve(host: string): Promise<string[]> {
  if (net.isIP(host)) return [host];
  const entries = await dns.promises.lookup(host, { all: true }).catch(() => []);
  const addresses = entries.map((entry) => entry.address);
  if (lastResolved.size > 1000) lastResolved.clear();
  lastResolved.set(host.toLowerCase(), addresses);
  return addresses;
}

const INTERNAL_RANGES = new Set(["unspecified", "loopback", "private", "uniqueLocal", "linkLocal", "carrierGradeNat"]);

/**
 * True when host is (or last resolved to) a loopback or private address: there, errors before login
 * say only that no database answered, so they cannot map which ports are open.
 */
export function isInternalHost(hostInput: string): boolean {
  const host = stripBrackets(hostInput).toLowerCase();
  const addresses = net.isIP(host) ? [host] : host === "localhost" ? ["127.0.0.1"] : (lastResolved.get(host) ?? []);
  return addresses.some((address) => INTERNAL_RANGES.has(rangeOf(address)) || isThisMachine(address));
}

const ownAddressCache = new Map<string, Promise<string[]>>();

function ownAddresses(server: Endpoint): Promise<string[]> {
  let cached = ownAddressCache.get(server.host);
  if (!cached) {
    cached = resolve(server.host).then((list) => list.map((a) => parse(a)?.toString() ?? a));
    ownAddressCache.set(server.host, cached);
  }
  return cached;
}

/** True when address:port is one of the product's own database servers, however it is spelled. */
async function isOwnServer(policy: NetworkPolicy, address: string, port: number): Promise<boolean> {
  const canonical = parse(address)?.toString() ?? address;
  for (const server of policy.ownServers) {
    if (server.port !== port) continue;
    const addresses = await ownAddresses(server);
    if (addresses.includes(canonical)) return true;
    if (isThisMachine(canonical) && addresses.some(isThisMachine)) return true;
  }
  return false;
}

function matchesAllowed(entry: string, host: string, addresses: string[]): boolean {
  const pattern = entry.trim().toLowerCase();
  if (!pattern) return false;
  if (pattern.includes("/")) {
    try {
      const range = ipaddr.parseCIDR(pattern);
      return addresses.some((a) => {
        const parsed = parse(a);
        return parsed !== null && parsed.kind() === range[0].kind() && parsed.match(range);
      });
    } catch {
      return false;
    }
  }
  if (parse(pattern)) return addresses.some((a) => parse(a)?.toString() === parse(pattern)?.toString());
  return host.toLowerCase() === pattern || (pattern.startsWith(".") && host.toLowerCase().endsWith(pattern));
}

function refusedRange(policy: NetworkPolicy, address: string, explicitlyAllowed: boolean): boolean {
  const range = rangeOf(address);
  const canonical = parse(address)?.toString() ?? address;
  if ((range === "linkLocal" || METADATA_ADDRESSES.has(canonical)) && !policy.allowLinkLocal && !explicitlyAllowed)
    return true;
  return policy.blockPrivate && PRIVATE_RANGES.has(range) && !explicitlyAllowed;
}

function refusal(): AppError {
  return new AppError("CONNECTION_FAILED", HOST_NOT_ALLOWED_MESSAGE, { field: "host", reason: "HOST_NOT_ALLOWED" });
}

/** Why resolved addresses of host:port may not be reached, or null when they may. */
async function checkAddresses(
  policy: NetworkPolicy,
  host: string,
  port: number,
  addresses: string[],
): Promise<AppError | null> {
  const allowed = policy.allowedHosts
    ? policy.allowedHosts.some((entry) => matchesAllowed(entry, host, addresses))
    : false;
  if (policy.allowedHosts && !allowed) return refusal();
  for (const address of addresses) {
    if (await isOwnServer(policy, address, port)) return refusal();
    if (refusedRange(policy, address, allowed)) return refusal();
  }
  return null;
}

/** A host a user may type: a name or an address, never a Unix socket path or an option string. */
function isHostSyntax(host: string): boolean {
  return net.isIP(host) !== 0 || /^[a-z0-9]([a-z0-9_-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9_-]*[a-z0-9])?)*\.?$/i.test(host);
}

/**
 * Throws CONNECTION_FAILED ("not allowed") when a user's host:port is one of the product's own
 * database servers, a link-local/metadata address, or outside what the install allows.
 */
export async function assertHostAllowed(hostInput: string, port: number): Promise<void> {
  const host = stripBrackets(hostInput);
  if (!isHostSyntax(host)) throw refusal();
  const addresses = await resolve(host);
  const policy = currentPolicy();
  // A name that does not resolve is left to the driver, which reports it as such.
  if (addresses.length === 0 && !policy.allowedHosts) return;
  const error = await checkAddresses(policy, host, port, addresses);
  if (error) throw error;
}

/**
 * An unconnected socket whose connect(port, host) applies the policy to the addresses it actually
 * connects to; drivers accept it as a stream factory (pg's `stream`, mysql2's `stream`).
 */
export function createGuardedSocket(): net.Socket {
  const socket = new net.Socket();
  const original = socket.connect.bind(socket) as (...args: unknown[]) => net.Socket;
  socket.connect = ((...args: unknown[]) => {
    const [port, host] = args;
    if (typeof port !== "number" && typeof port !== "string") return fail(socket);
    if (typeof host !== "string" || (typeof port === "string" && !/^\d+$/.test(port))) return fail(socket); // Unix socket paths
    const target = stripBrackets(host);
    void resolve(target)
      .then((addresses) =>
        checkAddresses(currentPolicy(), target, Number(port), addresses).then((error) => ({ error, addresses })),
      )
      .then(({ error, addresses }) => {
        if (error) return socket.destroy(error);
        if (addresses.length === 0) return original({ port: Number(port), host: target });
        // Connect to the address that was checked, never to a second lookup's answer.
        original({ port: Number(port), host: addresses[0] });
      })
      .catch((error: Error) => socket.destroy(error));
    return socket;
  }) as typeof socket.connect;
  return socket;
}

function fail(socket: net.Socket): net.Socket {
  process.nextTick(() => socket.destroy(refusal()));
  return socket;
}

/** Sample and upload logins are the product's own read-only roles: they alone may reach its servers. */
export async function assertTargetAllowed(target: { host: string; port: number; managed?: boolean }): Promise<void> {
  if (target.managed) return;
  await assertHostAllowed(target.host, target.port);
}
