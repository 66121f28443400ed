// The copy of an upload kept on disk while it streams into the import (issue 35): its failures are the request's
// errors, never an event that takes the process down.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keepCopy } from "./upload-body.server";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "askdata-keep-copy-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function* chunks(count: number, fail?: Error): AsyncGenerator<Buffer> {
  for (let i = 0; i < count; i++) yield Buffer.alloc(64 * 1024, 97 + (i % 26));
  if (fail) throw fail;
}

describe("keepCopy", () => {
  it("passes every chunk on and leaves the same bytes on disk", async () => {
    const file = path.join(dir, "whole.csv");
    let seen = 0;
    for await (const chunk of keepCopy(chunks(40), file)) seen += chunk.length;
    expect(seen).toBe(40 * 64 * 1024);
    expect((await readFile(file)).length).toBe(seen);
  });

  it("rejects, and nothing else, when the copy cannot be written", async () => {
    const file = path.join(dir, "no-such-directory", "copy.csv");
    await expect(
      (async () => {
        for await (const _ of keepCopy(chunks(4), file)) void _;
      })(),
    ).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("closes the copy when the import stops mid-file or the body fails", async () => {
    const stopped = path.join(dir, "stopped.csv");
    let n = 0;
    await expect(
      (async () => {
        for await (const _ of keepCopy(chunks(400), stopped)) if (++n === 50) throw new Error("the import failed");
      })(),
    ).rejects.toThrow("the import failed");
    expect((await readFile(stopped)).length).toBe(50 * 64 * 1024);
    await expect(
      (async () => {
        for await (const _ of keepCopy(
          chunks(10, new Error("the body is larger than allowed")),
          path.join(dir, "cut.csv"),
        ))
          void _;
      })(),
    ).rejects.toThrow("larger than allowed");
  });
});
