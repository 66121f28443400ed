// /api/health called as Remix calls it: a method the route does not handle is refused with 405 in the envelope, with
// the methods it does handle in Allow, before any handler runs (the database is never asked).
import { describe, expect, it } from "vitest";
import { action } from "./api.health";

describe("/api/health", () => {
  it.each(["POST", "PUT", "DELETE"])("refuses %s with 405 INVALID_REQUEST and Allow: GET", async (method) => {
    const request = new Request("http://askdata.test/api/health", { method });
    const response = await action({ request, params: {}, context: {} });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
    expect(await response.json()).toEqual({
      success: false,
      data: null,
      error: { code: "INVALID_REQUEST", message: `Method ${method} not allowed` },
    });
  });
});
