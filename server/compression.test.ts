// Which responses the web server compresses, and with what: the `compression` middleware's rules (ADR 067).
import { describe, expect, it } from "vitest";
import { chooseEncoding, negotiateEncoding, type HeaderMap } from "./compression";

describe("negotiateEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["deflate", "deflate"],
    ["br;q=0.5, gzip", "gzip"],
    ["gzip;q=0, deflate;q=0.1", "deflate"],
    ["*", "br"],
    ["identity", null],
    ["", null],
    [undefined, null],
  ])("%s → %s", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe("chooseEncoding", () => {
  const json = (extra: HeaderMap = {}): HeaderMap => ({ "content-type": "application/json; charset=utf-8", ...extra });

  it("compresses a compressible body of 1 KB or more, or of unknown length, and says it varies", () => {
    const headers = json({ "content-length": "1024" });
    expect(chooseEncoding("GET", "gzip", headers)).toBe("gzip");
    expect(headers.vary).toBe("Accept-Encoding");
    expect(chooseEncoding("GET", "gzip", json())).toBe("gzip");
  });

  it("leaves alone a smaller body (still varying), another type, no-transform, an encoded body and a HEAD", () => {
    const small = json({ "content-length": "1023" });
    expect(chooseEncoding("GET", "gzip", small)).toBeNull();
    expect(small.vary).toBe("Accept-Encoding");
    expect(chooseEncoding("GET", "gzip", { "content-type": "image/png" })).toBeNull();
    expect(chooseEncoding("GET", "gzip", json({ "cache-control": "private, no-transform" }))).toBeNull();
    expect(chooseEncoding("GET", "gzip", json({ "content-encoding": "br" }))).toBeNull();
    expect(chooseEncoding("HEAD", "gzip", json())).toBeNull();
  });

  it("adds to a Vary the route set, once", () => {
    const headers = json({ vary: "Cookie" });
    chooseEncoding("GET", "gzip", headers);
    expect(headers.vary).toBe("Cookie, Accept-Encoding");
    const already = json({ vary: "accept-encoding" });
    chooseEncoding("GET", "gzip", already);
    expect(already.vary).toBe("accept-encoding");
  });
});
