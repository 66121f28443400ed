// The /api splat route called as Remix calls it, with a real Request: any path no route claims answers the JSON 404
// envelope naming the method and path, never an HTML page.
import { describe, expect, it } from "vitest";
import { action, loader } from "./api.$";

const call = (method: string, pathname: string) => {
  const request = new Request(`http://askdata.test${pathname}`, { method });
  const handler = method === "GET" ? loader : action;
  return handler({ request, params: { "*": pathname.replace(/^\/api\//, "") }, context: {} });
};

describe("an /api path no route claims", () => {
  it.each(["GET", "POST", "PUT", "DELETE"])(
    "answers %s with the 404 envelope naming the method and path",
    async (method) => {
      const response = await call(method, "/api/does-not-exist/42");
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({
        success: false,
        data: null,
        error: { code: "NOT_FOUND", message: `No API endpoint ${method} /api/does-not-exist/42` },
      });
    },
  );
});
