import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, frameAncestorsOf, setSecurityHeaders } from "./security-headers.server";

describe("page security headers", () => {
  it("lets scripts run from our origin or with the nonce, and frames only by our origin", () => {
    const headers = new Headers();
    setSecurityHeaders(headers, "abc123", false);
    const policy = headers.get("Content-Security-Policy")!;
    expect(policy).toContain("script-src 'self' 'nonce-abc123'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(headers.get("X-Frame-Options")).toBe("SAMEORIGIN");
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("takes a route's frame-ancestors (a share that allows embedding) and drops X-Frame-Options", () => {
    const headers = new Headers({ "Content-Security-Policy": "frame-ancestors *", "X-Frame-Options": "SAMEORIGIN" });
    setSecurityHeaders(headers, "n", false);
    expect(headers.get("Content-Security-Policy")).toMatch(/default-src 'self'.*; frame-ancestors \*$/);
    expect(headers.get("X-Frame-Options")).toBeNull();
  });

  it("reads frame-ancestors out of a policy, else 'self'", () => {
    expect(frameAncestorsOf(null)).toBe("'self'");
    expect(frameAncestorsOf("default-src 'self'; frame-ancestors https://a.example https://b.example")).toBe(
      "https://a.example https://b.example",
    );
    expect(contentSecurityPolicy({ nonce: "n", frameAncestors: "'self'", development: true })).toContain(
      "connect-src 'self' http://localhost:* ws://localhost:*",
    );
  });
});
