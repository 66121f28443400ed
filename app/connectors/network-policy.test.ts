import { afterEach, describe, expect, it } from "vitest";
import { AppError } from "~/lib/errors";
import { LINK_LOCAL_MESSAGE, assertHostAllowed, createGuardedSocket, isBlockedAddress } from "./network-policy";

afterEach(() => {
  delete process.env.ALLOW_LINK_LOCAL_HOSTS;
});

describe("isBlockedAddress", () => {
  it.each(["169.254.169.254", "169.254.0.1", "fd00:ec2::254", "fe80::1", "::ffff:169.254.169.254"])("blocks %s", (address) =>
    expect(isBlockedAddress(address)).toBe(true),
  );
  it.each(["127.0.0.1", "10.0.0.5", "8.8.8.8", "::1", "db.example.com"])("allows %s", (address) =>
    expect(isBlockedAddress(address)).toBe(false),
  );
});

describe("assertHostAllowed", () => {
  it("refuses metadata addresses with CONNECTION_FAILED", async () => {
    const error = await assertHostAllowed("169.254.169.254").catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "CONNECTION_FAILED", message: LINK_LOCAL_MESSAGE });
    await expect(assertHostAllowed("[fd00:ec2::254]")).rejects.toThrow(LINK_LOCAL_MESSAGE);
  });

  it("allows ordinary hosts and names that do not resolve", async () => {
    await expect(assertHostAllowed("127.0.0.1")).resolves.toBeUndefined();
    await expect(assertHostAllowed("localhost")).resolves.toBeUndefined();
    await expect(assertHostAllowed("no-such-host.invalid")).resolves.toBeUndefined();
  });

  it("can be switched off for deployments that need link-local hosts", async () => {
    process.env.ALLOW_LINK_LOCAL_HOSTS = "true";
    await expect(assertHostAllowed("169.254.169.254")).resolves.toBeUndefined();
  });
});

describe("createGuardedSocket", () => {
  it("fails the connection to a metadata address at connect time", async () => {
    const socket = createGuardedSocket();
    const error = await new Promise((resolve) => {
      socket.on("error", resolve);
      socket.connect(80, "169.254.169.254");
    });
    expect(error).toMatchObject({ code: "CONNECTION_FAILED" });
  });
});
