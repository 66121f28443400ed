import { beforeAll, describe, expect, it } from "vitest";
import { decryptJson, encryptJson } from "./crypto.server";

beforeAll(() => {
  process.env.APP_SECRET ??= "test-secret-".padEnd(48, "x");
});

describe("secrets at rest", () => {
  it("round-trips a value and never stores it in clear", () => {
    const sealed = encryptJson({ password: "hunter2" });
    expect(sealed).not.toContain("hunter2");
    expect(sealed.startsWith("v1.")).toBe(true);
    expect(decryptJson(sealed)).toEqual({ password: "hunter2" });
  });

  it("refuses a tampered payload", () => {
    const parts = encryptJson({ a: 1 }).split(".");
    parts[3] = Buffer.from('{"a":2}').toString("base64url");
    expect(() => decryptJson(parts.join("."))).toThrow();
  });
});
