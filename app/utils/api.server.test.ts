// The envelope's responses carry their length, which lets the web server's compression leave small ones alone.
import { describe, expect, it } from "vitest";
import { AppError } from "~/lib/errors";
import { fail, ok } from "./api.server";

describe("ok and fail", () => {
  it("send the envelope as JSON with its length in bytes", async () => {
    const response = ok({ name: "Zürich" }, { status: 202, headers: { "X-Request": "1" } });
    const body = await response.clone().text();
    expect(response.status).toBe(202);
    expect(response.headers.get("Content-Type")).toBe("application/json");
    expect(response.headers.get("X-Request")).toBe("1");
    expect(Number(response.headers.get("Content-Length"))).toBe(Buffer.byteLength(body));
    expect(await response.json()).toEqual({ success: true, data: { name: "Zürich" }, error: null });
  });

  it("send an error with its status and length", async () => {
    const response = fail(new AppError("RATE_LIMITED", "Slow down"), { "Retry-After": "5" });
    const body = await response.clone().text();
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("5");
    expect(Number(response.headers.get("Content-Length"))).toBe(Buffer.byteLength(body));
    expect(JSON.parse(body).error.code).toBe("RATE_LIMITED");
  });
});
