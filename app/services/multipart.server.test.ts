import { describe, expect, it } from "vitest";
import { isAppError } from "~/lib/errors";
import { multipartBoundary, readMultipart } from "./multipart.server";

/** A body as fetch encodes a FormData, cut into chunks of `size` bytes. */
async function encoded(form: FormData, size: number) {
  const request = new Request("http://localhost/", { method: "POST", body: form });
  const bytes = Buffer.from(await request.arrayBuffer());
  async function* chunks() {
    for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
  }
  return { body: chunks(), boundary: multipartBoundary(request.headers.get("content-type"))! };
}

async function readAll(body: AsyncIterable<Uint8Array>, boundary: string) {
  const parts: { name: string; filename?: string; contentType?: string; text: string }[] = [];
  for await (const { data, ...part } of readMultipart(body, boundary)) {
    const chunks: Uint8Array[] = [];
    for await (const chunk of data) chunks.push(chunk);
    parts.push({ ...part, text: Buffer.concat(chunks).toString("utf8") });
  }
  return parts;
}

describe("readMultipart", () => {
  const csv = "a,b\r\n1,\"x\r\n--not a boundary\"\r\n" + "2,y\n".repeat(5000);

  it.each([1, 7, 64, 65_536])("reads fields and the file in order from chunks of %i bytes", async (size) => {
    const form = new FormData();
    form.append("project_id", "p1");
    form.append("name", "Ünïcode name");
    form.append("csvFile", new Blob([csv], { type: "text/csv" }), "orders.csv");
    const { body, boundary } = await encoded(form, size);
    expect(await readAll(body, boundary)).toEqual([
      { name: "project_id", filename: undefined, contentType: undefined, text: "p1" },
      { name: "name", filename: undefined, contentType: undefined, text: "Ünïcode name" },
      { name: "csvFile", filename: "orders.csv", contentType: "text/csv", text: csv },
    ]);
  });

  it("skips a part the reader leaves unread, a preamble and an epilogue", async () => {
    const body = ["preamble\r\n--b\r\n", 'Content-Disposition: form-data; name="a"\r\n\r\nA\r\n--b\r\n', 'Content-Disposition: form-data; name="c"; filename="C:\\\\dir\\\\x.csv"\r\n\r\nC\r\n--b--\r\nepilogue'];
    const names: string[] = [];
    for await (const part of readMultipart((async function* () { yield* body.map((s) => Buffer.from(s)); })(), "b")) names.push(`${part.name}:${part.filename ?? ""}`);
    expect(names).toEqual(["a:", "c:x.csv"]);
  });

  it.each([
    ["a body that ends inside a part", "--b\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nA"],
    ["a part without a name", "--b\r\nContent-Disposition: form-data\r\n\r\nA\r\n--b--"],
    ["no boundary at all", "just text"],
  ])("refuses %s", async (_, text) => {
    const error = await readAll((async function* () { yield Buffer.from(text); })(), "b").catch((e: unknown) => e);
    expect(isAppError(error) && error.code).toBe("INVALID_REQUEST");
  });

  it("finds the boundary in a content type, quoted or not", () => {
    expect(multipartBoundary("multipart/form-data; boundary=----x1")).toBe("----x1");
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="a b"')).toBe("a b");
    expect(multipartBoundary("application/json")).toBeNull();
  });
});
