import os from "node:os";
import { afterEach, describe, expect, it } from "vitest";
import { AppError } from "~/lib/errors";
import {
  HOST_NOT_ALLOWED_MESSAGE,
  assertHostAllowed,
  assertTargetAllowed,
  createGuardedSocket,
  setNetworkPolicy,
  type NetworkPolicy,
} from "./network-policy";

const OWN_PORT = 54329;
const base: NetworkPolicy = {
  allowLinkLocal: false,
  blockPrivate: false,
  allowedHosts: null,
  ownServers: [{ host: "127.0.0.1", port: OWN_PORT }],
};

function withPolicy(policy: Partial<NetworkPolicy>) {
  setNetworkPolicy({ ...base, ...policy });
}

afterEach(() => setNetworkPolicy(undefined));

async function refusal(host: string, port: number) {
  return assertHostAllowed(host, port).then(
    () => null,
    (error: unknown) => error,
  );
}

const machineAddresses = Object.values(os.networkInterfaces())
  .flat()
  .filter((entry) => entry && !entry.internal)
  .map((entry) => entry!.address);

describe("the product's own database servers", () => {
  it.each([
    "127.0.0.1",
    "localhost",
    "::1",
    "[::1]",
    "0.0.0.0",
    "127.0.0.2",
    "::ffff:127.0.0.1",
    "::",
    os.hostname(),
    ...machineAddresses,
  ])("are refused at %s by any spelling", async (host) => {
    withPolicy({});
    const error = await refusal(host, OWN_PORT);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "CONNECTION_FAILED", message: HOST_NOT_ALLOWED_MESSAGE });
  });

  it("leaves other ports of the same machine to self-hosters", async () => {
    withPolicy({});
    await expect(assertHostAllowed("127.0.0.1", 5432)).resolves.toBeUndefined();
    await expect(assertHostAllowed("localhost", 3306)).resolves.toBeUndefined();
  });

  it("refuses an own server named by a remote address, on that address only", async () => {
    withPolicy({ ownServers: [{ host: "10.9.8.7", port: 5432 }] });
    expect(await refusal("10.9.8.7", 5432)).toMatchObject({ message: HOST_NOT_ALLOWED_MESSAGE });
    await expect(assertHostAllowed("127.0.0.1", 5432)).resolves.toBeUndefined();
  });

  it("lets the product's own roles (sample and upload logins) through", async () => {
    withPolicy({});
    await expect(assertTargetAllowed({ host: "127.0.0.1", port: OWN_PORT, managed: true })).resolves.toBeUndefined();
    await expect(assertTargetAllowed({ host: "127.0.0.1", port: OWN_PORT })).rejects.toThrow(HOST_NOT_ALLOWED_MESSAGE);
  });
});

describe("host syntax", () => {
  it.each(["/var/run/postgresql", "/tmp", "host name", "a;b", "host:5432", ""])(
    "refuses %j (Unix sockets, junk)",
    async (host) => {
      withPolicy({});
      expect(await refusal(host, 5432)).toMatchObject({ message: HOST_NOT_ALLOWED_MESSAGE });
    },
  );
});

describe("link-local and metadata addresses", () => {
  it.each(["169.254.169.254", "169.254.0.1", "[fd00:ec2::254]", "fe80::1", "::ffff:169.254.169.254"])(
    "refuses %s",
    async (host) => {
      withPolicy({});
      expect(await refusal(host, 80)).toMatchObject({ code: "CONNECTION_FAILED", message: HOST_NOT_ALLOWED_MESSAGE });
    },
  );

  it("can be allowed for deployments that need link-local hosts", async () => {
    withPolicy({ allowLinkLocal: true });
    await expect(assertHostAllowed("169.254.169.254", 5432)).resolves.toBeUndefined();
  });

  it("leaves names that do not resolve to the driver", async () => {
    withPolicy({});
    await expect(assertHostAllowed("no-such-host.invalid", 5432)).resolves.toBeUndefined();
  });
});

describe("a hosted install", () => {
  it.each(["10.0.0.5", "192.168.1.10", "172.16.4.4", "127.0.0.1", "localhost", "::1", "fc00::1", "100.64.1.1"])(
    "refuses private and loopback %s with BLOCK_PRIVATE_NETWORKS",
    async (host) => {
      withPolicy({ blockPrivate: true });
      expect(await refusal(host, 5432)).toMatchObject({ message: HOST_NOT_ALLOWED_MESSAGE });
    },
  );

  it("still reaches public addresses with BLOCK_PRIVATE_NETWORKS", async () => {
    withPolicy({ blockPrivate: true });
    await expect(assertHostAllowed("8.8.8.8", 5432)).resolves.toBeUndefined();
  });

  it("reaches only ALLOWED_DATABASE_HOSTS when set (names, addresses, CIDR ranges)", async () => {
    withPolicy({ blockPrivate: true, allowedHosts: ["10.1.0.0/16", "203.0.113.7"] });
    await expect(assertHostAllowed("10.1.2.3", 5432)).resolves.toBeUndefined();
    await expect(assertHostAllowed("203.0.113.7", 5432)).resolves.toBeUndefined();
    expect(await refusal("10.2.0.1", 5432)).toMatchObject({ message: HOST_NOT_ALLOWED_MESSAGE });
    expect(await refusal("8.8.8.8", 5432)).toMatchObject({ message: HOST_NOT_ALLOWED_MESSAGE });
    expect(await refusal("no-such-host.invalid", 5432)).toMatchObject({ message: HOST_NOT_ALLOWED_MESSAGE });
  });

  it("never lets an allow list reach the product's own servers", async () => {
    withPolicy({ allowedHosts: ["127.0.0.0/8"] });
    expect(await refusal("127.0.0.1", OWN_PORT)).toMatchObject({ message: HOST_NOT_ALLOWED_MESSAGE });
    await expect(assertHostAllowed("127.0.0.1", 5432)).resolves.toBeUndefined();
  });
});

describe("createGuardedSocket", () => {
  function connectError(port: number | string, host?: string): Promise<unknown> {
    const socket = createGuardedSocket();
    return new Promise((resolve) => {
      socket.on("error", resolve);
      socket.on("connect", () => {
        socket.destroy();
        resolve(null);
      });
      (socket.connect as (...args: unknown[]) => unknown)(port, host);
    });
  }

  it("refuses a metadata address and an own server when the socket connects (after DNS)", async () => {
    withPolicy({});
    expect(await connectError(80, "169.254.169.254")).toMatchObject({ code: "CONNECTION_FAILED" });
    expect(await connectError(OWN_PORT, "localhost")).toMatchObject({ message: HOST_NOT_ALLOWED_MESSAGE });
  });

  it("refuses a Unix socket path", async () => {
    withPolicy({});
    expect(await connectError("/var/run/postgresql/.s.PGSQL.5432")).toMatchObject({
      message: HOST_NOT_ALLOWED_MESSAGE,
    });
  });
});
