// Users type in the host to connect to, so the server must not become a way to reach
// cloud metadata endpoints (169.254.169.254 and friends) from inside the deployment.
import dns from "node:dns";
import net from "node:net";
import { AppError } from "~/lib/errors";

export const LINK_LOCAL_MESSAGE = "Connections to link-local or cloud metadata addresses are not allowed";

const blocked = new net.BlockList();
blocked.addSubnet("169.254.0.0", 16, "ipv4");
blocked.addSubnet("fe80::", 10, "ipv6");
blocked.addAddress("fd00:ec2::254", "ipv6");

function linkLocalAllowed(): boolean {
  return process.env.ALLOW_LINK_LOCAL_HOSTS === "true";
}

function policyError(): AppError {
  return new AppError("CONNECTION_FAILED", LINK_LOCAL_MESSAGE);
}

/** True for link-local and metadata addresses, including their IPv4-mapped IPv6 forms. */
export function isBlockedAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  return blocked.check(address, family === 4 ? "ipv4" : "ipv6");
}

function stripBrackets(host: string): string {
  return host.trim().replace(/^\[(.*)\]$/, "$1");
}

/** Throws CONNECTION_FAILED when the host is, or resolves to, a link-local or metadata address. */
export async function assertHostAllowed(host: string): Promise<void> {
  if (linkLocalAllowed()) return;
  const target = stripBrackets(host);
  if (net.isIP(target)) {
    if (isBlockedAddress(target)) throw policyError();
    return;
  }
  const addresses = await dns.promises.lookup(target, { all: true }).catch(() => []);
  if (addresses.some((entry) => isBlockedAddress(entry.address))) throw policyError();
}

/** A dns.lookup that refuses blocked answers at connect time, so DNS rebinding after the check does not help. */
export const guardedLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "", 0);
    if (!linkLocalAllowed() && addresses.some((entry) => isBlockedAddress(entry.address))) {
      return callback(policyError(), "", 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
    const first = addresses[0];
    callback(null, first.address, first.family);
  });
};

/**
 * An unconnected socket whose connect(port, host) goes through the policy; drivers accept it
 * as a stream factory (pg's `stream`, mysql2's `stream`).
 */
export function createGuardedSocket(): net.Socket {
  const socket = new net.Socket();
  const original = socket.connect.bind(socket) as (...args: unknown[]) => net.Socket;
  socket.connect = ((...args: unknown[]) => {
    const [port, host] = args;
    if (typeof host !== "string") return original(...args); // unix socket path
    const target = stripBrackets(host);
    if (!linkLocalAllowed() && isBlockedAddress(target)) {
      process.nextTick(() => socket.destroy(policyError()));
      return socket;
    }
    return original({ port: Number(port), host: target, lookup: guardedLookup });
  }) as typeof socket.connect;
  return socket;
}
