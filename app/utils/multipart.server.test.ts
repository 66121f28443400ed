import { describe, expect, it } from "vitest";
import { AppError, isAppError } from "~/lib/errors";
import { multipartBoundary, readMultipart } from "./multipart.server";

/** A body as fetch encodes a FormData, cut into chunks of `size` bytes. */
async function encoded(form: FormData, size: number) {
  const request = new Request("http://localhost/", { method: "POST", body: form });
  const bytes = Buffer.from(await request.arrayBuffer());
  async function* chunks() {
    for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
  }
  return { body: chunks(), contentType: request.headers.get("content-type")! };
}

async function readAll(body: AsyncIterable<Uint8Array>, contentType: string) {
  const parts: string[] = [];
  for await (const part of readMultipart(body, contentType, 100)) {
    if (part.kind === "field") parts.push(`${part.name}=${part.value}`);
    else {
      const chunks: Buffer[] = [];
      for await (const chunk of part.data) chunks.push(chunk as Buffer);
      parts.push(`${part.name}:${part.filename}:${part.contentType}:${Buffer.concat(chunks).toString("utf8")}`);
    }
  }
  return parts;
}

describe("readMultipart", () => {
  const csv = 'a,b\r\n1,"x\r\n--not a boundary"\r\n' + "2,y\n".repeat(5000);

  it.each([1, 7, 64, 65_536])("reads fields and the file in the order sent, from chunks of %i bytes", async (size) => {
    const form = new FormData();
    form.append("csvFile", new Blob([csv], { type: "text/csv" }), "orders.csv");
    form.append("name", "Ünïcode name");
    form.append("project_id", "p1");
    const { body, contentType } = await encoded(form, size);
    expect(await readAll(body, contentType)).toEqual([
      `csvFile:orders.csv:text/csv:${csv}`,
      "name=Ünïcode name",
      "project_id=p1",
    ]);
  });

  it("skips a file the reader leaves unread, and keeps a file's base name only", async () => {
    const form = new FormData();
    form.append("avatar", new Blob(["png".repeat(100_000)], { type: "image/png" }), "me.png");
    form.append("csvFile", new Blob(["a\n1\n"], { type: "text/csv" }), "C:\\dir\\x.csv");
    const { body, contentType } = await encoded(form, 1024);
    const names: string[] = [];
    for await (const part of readMultipart(body, contentType, 100))
      names.push(`${part.name}:${part.kind === "file" ? part.filename : ""}`);
    expect(names).toEqual(["avatar:me.png", "csvFile:x.csv"]);
  });

  it("passes on an error of the body (a size limit) as it is, also to the file being read", async () => {
    const tooLarge = new AppError("PAYLOAD_TOO_LARGE", "too large");
    async function* failing() {
      yield Buffer.from(`--b\r\nContent-Disposition: form-data; name="csvFile"; filename="x.csv"\r\n\r\na,b\r\n`);
      throw tooLarge;
    }
    await expect(readAll(failing(), "multipart/form-data; boundary=b")).rejects.toBe(tooLarge);
  });

  it.each([
    ["a body that ends inside a part", '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nA'],
    ["no boundary at all", "just text"],
  ])("refuses %s", async (_, text) => {
    const error = await readAll(
      (async function* () {
        yield Buffer.from(text);
      })(),
      "multipart/form-data; boundary=b",
    ).catch((e: unknown) => e);
    expect(isAppError(error) && error.code).toBe("INVALID_REQUEST");
  });

  it("finds the boundary in a content type, quoted or not", () => {
    expect(multipartBoundary("multipart/form-data; boundary=----x1")).toBe("----x1");
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="a b"')).toBe("a b");
    expect(multipartBoundary("application/json")).toBeNull();
  });
});
