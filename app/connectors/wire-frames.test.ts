import { describe, expect, it } from "vitest";
import { followPgFrames } from "./wire-frames";

/** A backend message: type byte, big-endian length (itself + body), then as much of the body as `sent`. */
function pgMessage(type: string, bodyLength: number, sent = bodyLength): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0, "latin1");
  header.writeUInt32BE(bodyLength + 4, 1);
  return Buffer.concat([header, Buffer.alloc(sent, 0x79)]);
}

// ParseComplete, RowDescription, then a DataRow announcing 1,000 bytes of which 20 have arrived.
const messages = [pgMessage("1", 0), pgMessage("T", 10), pgMessage("D", 1000, 20)];
const stream = Buffer.concat(messages);

/** What the message in progress still owes after the first `n` bytes: nothing until its header is whole. */
function owedAfter(n: number): number {
  let start = 0;
  for (const message of messages) {
    const end = start + 5 + (message.readUInt32BE(1) - 4);
    if (n < start + 5) return 0;
    if (n < end) return end - n;
    start += message.length;
  }
  return 0;
}

describe("followPgFrames", () => {
  it("knows what the message in progress owes wherever a chunk ends, headers split included", () => {
    for (let at = 0; at <= stream.length; at++) {
      const follow = followPgFrames();
      expect(follow(stream.subarray(0, at)), `first chunk ends at ${at}`).toBe(owedAfter(at));
      expect(follow(stream.subarray(at)), `second chunk starts at ${at}`).toBe(980);
    }
  });

  it("follows a stream fed one byte at a time", () => {
    const follow = followPgFrames();
    for (let at = 1; at <= stream.length; at++)
      expect(follow(stream.subarray(at - 1, at)), `byte ${at}`).toBe(owedAfter(at));
  });

  it("reads the whole 32-bit length an oversized row announces", () => {
    const follow = followPgFrames();
    const header = pgMessage("D", 80_000_000, 0);
    expect(follow(header.subarray(0, 3))).toBe(0);
    expect(follow(header.subarray(3))).toBe(80_000_000);
  });
});
