// /favicon.ico called as Remix calls it: browsers and tools that ask for it whatever the page links are sent to the
// SVG icon the root links and public/ serves, instead of a logged 404 on every page load (issue 17).
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loader } from "./favicon[.]ico";

describe("/favicon.ico", () => {
  it("redirects permanently to /favicon.svg, cached for a day", async () => {
    const response = await loader();
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/favicon.svg");
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
  });

  it("leads to an SVG that public/ holds and the root links as the page icon", async () => {
    const svg = readFileSync(path.resolve(import.meta.dirname, "../../public/favicon.svg"), "utf8");
    expect(svg).toMatch(/^<svg[\s>]/);
    const { links } = await import("~/root");
    expect(links()).toContainEqual({ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" });
  });
});
