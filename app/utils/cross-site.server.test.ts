import { describe, expect, it } from "vitest";
import { CROSS_SITE_HEADER, isCrossSiteForm } from "./cross-site.server";

const FORM = "application/x-www-form-urlencoded";
const post = (headers: Record<string, string>, method = "POST") =>
  new Request("http://askdata.test/projects", { method, headers, body: method === "GET" ? undefined : "a=1" });

describe("cross-site form writes", () => {
  it.each([
    ["another site's Origin", { "Content-Type": FORM, Origin: "https://evil.example" }, true],
    ["an opaque Origin (sandboxed frame)", { "Content-Type": FORM, Origin: "null" }, true],
    [
      "Sec-Fetch-Site cross-site without an Origin",
      { "Content-Type": "multipart/form-data; boundary=x", "Sec-Fetch-Site": "cross-site" },
      true,
    ],
    [
      "Sec-Fetch-Site same-site (a sibling subdomain)",
      { "Content-Type": "text/plain", "Sec-Fetch-Site": "same-site" },
      true,
    ],
    ["the stamp of the web process", { "Content-Type": FORM, [CROSS_SITE_HEADER]: "1" }, true],
    ["our own Origin", { "Content-Type": FORM, Origin: "http://askdata.test" }, false],
    [
      "Sec-Fetch-Site same-origin",
      { "Content-Type": FORM, "Sec-Fetch-Site": "same-origin", Origin: "http://askdata.test" },
      false,
    ],
    ["no Origin nor Sec-Fetch-Site (curl)", { "Content-Type": FORM }, false],
    ["JSON, which a browser preflights", { "Content-Type": "application/json", Origin: "https://evil.example" }, false],
  ])("%s", (_, headers, refused) => {
    expect(isCrossSiteForm(post(headers))).toBe(refused);
  });

  it("leaves reads alone", () => {
    expect(isCrossSiteForm(post({ Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" }, "GET"))).toBe(
      false,
    );
  });
});
