import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AppError } from "~/lib/errors";
import { findNul } from "~/lib/validation";
import { readBodyBytes, readForm, readJsonBody } from "./request-body.server";

const MB = 1024 * 1024;

/** A chunked body (no Content-Length) of `total` bytes; `pulled()` says how much was read. */
function chunked(total: number) {
  let produced = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (produced >= total) return controller.close();
      produced += 64 * 1024;
      controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
    },
  });
  return {
    request: new Request("http://x/api", { method: "POST", body, duplex: "half" } as RequestInit),
    pulled: () => produced,
  };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("request body readers", () => {
  it("refuses by Content-Length before reading", async () => {
    const request = new Request("http://x/api", {
      method: "POST",
      body: "{}",
      headers: { "Content-Length": String(2 * MB) },
    });
    const error = await refusal(readBodyBytes(request, MB));
    expect(error.code).toBe("PAYLOAD_TOO_LARGE");
    expect(error.status).toBe(413);
    expect(error.message).toBe("The request body is larger than 1 MB");
  });

  it("stops reading a chunked body as soon as it passes the limit", async () => {
    const { request, pulled } = chunked(100 * MB);
    expect((await refusal(readBodyBytes(request, MB))).code).toBe("PAYLOAD_TOO_LARGE");
    expect(pulled()).toBeLessThan(2 * MB);
  });

  it("reads JSON and refuses a NUL in any string or key, nested or not", async () => {
    const json = (value: string) => new Request("http://x/api", { method: "POST", body: value });
    expect(await readJsonBody(json('{"name":"ok"}'))).toEqual({ name: "ok" });
    expect(await readJsonBody(json(""))).toEqual({});
    const nul = await refusal(readJsonBody(json(JSON.stringify({ chat: { titles: ["fine", "bad\u0000"] } }))));
    expect(nul.code).toBe("VALIDATION_ERROR");
    expect(nul.details).toEqual({ fields: { "chat.titles.1": "Text must not contain NUL characters (\\u0000)" } });
    expect((await refusal(readJsonBody(json("{nope")))).code).toBe("INVALID_REQUEST");
  });

  it("refuses a body that is not UTF-8 instead of reading U+FFFD in its place (issue 35)", async () => {
    const bytes = (...parts: Array<string | number[]>) =>
      Buffer.concat(parts.map((part) => (typeof part === "string" ? Buffer.from(part) : Buffer.from(part))));
    const post = (body: Buffer, contentType?: string) =>
      new Request("http://x/api", {
        method: "POST",
        body: new Uint8Array(body),
        headers: contentType ? { "Content-Type": contentType } : {},
      });
    const json = await refusal(readJsonBody(post(bytes('{"name":"a', [0xff, 0xfe], '"}'))));
    expect(json.code).toBe("INVALID_REQUEST");
    expect(json.message).toBe("The request body is not valid UTF-8");
    const form = "application/x-www-form-urlencoded";
    expect((await refusal(readForm(post(bytes("name=a", [0xc3, 0x28]), form)))).code).toBe("INVALID_REQUEST");
    expect((await refusal(readForm(post(bytes("name=a%C3%28"), form)))).code).toBe("INVALID_REQUEST");
    expect(await readJsonBody(post(bytes('{"name":"Zoë ✓"}')))).toEqual({ name: "Zoë ✓" });
    expect((await readForm(post(bytes("name=Zo%C3%AB+100%&x=%zz"), form))).get("name")).toBe("Zoë 100%");
  });

  it("reads urlencoded forms and refuses a NUL in a value", async () => {
    const form = (text: string) =>
      new Request("http://x/page", {
        method: "POST",
        body: text,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
    expect((await readForm(form("name=Ann&intent=save"))).get("name")).toBe("Ann");
    expect((await refusal(readForm(form("name=A%00nn")))).code).toBe("VALIDATION_ERROR");
  });

  it("finds NUL characters by path", () => {
    expect(findNul({ a: "x", b: [1, "y"] })).toBeNull();
    expect(findNul("a\u0000")).toBe("body");
    expect(findNul({ "k\u0000": 1 })).toBe("k\u0000");
    expect(findNul({ a: ["x", { b: "y\u0000" }], c: "z\u0000" })).toBe("a.1.b");
  });

  it("refuses JSON nested 100,000 deep with INVALID_REQUEST instead of exhausting the stack (issue 35)", async () => {
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    const error = await refusal(readJsonBody(new Request("http://x/api", { method: "POST", body: deep })));
    expect(error.code).toBe("INVALID_REQUEST");
    expect(error.message).toBe("The request body nests arrays or objects more than 64 levels deep");
    const nested = (depth: number) => JSON.parse("[".repeat(depth) + "]".repeat(depth));
    expect(findNul(nested(64))).toBeNull();
    expect(() => findNul(nested(65))).toThrow(AppError);
  });
});

/** Every file under a folder, recursively. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });

describe("one place reads bodies", () => {
  it("has no route, service or other request helper reading a request body around the bounded readers", () => {
    const root = path.resolve(import.meta.dirname, "..");
    const offenders = ["routes", "services", "utils"]
      .flatMap((folder) => filesUnder(path.join(root, folder)))
      .filter((file) => !/request-body\.server\.ts$|\.test\.tsx?$/.test(file))
      .filter((file) =>
        /\brequest\.(formData|text|json|arrayBuffer|blob)\(|unstable_parseMultipartFormData/.test(
          readFileSync(file, "utf8"),
        ),
      );
    expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
  });
});
