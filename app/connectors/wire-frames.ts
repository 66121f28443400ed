// A protocol's own framing read off the socket, so a connection can be cut when a message announces
// its size rather than after the driver has buffered its bytes (pg-protocol grows its buffer by
// doubling: an 80 MB row cost ~190 MB before the byte count alone cut it at 64 MB).

/** Fed each chunk in order; answers how many bytes the message in progress still owes after it. */
export type FrameFollower = (chunk: Buffer) => number;

const PG_HEADER = 5;

/**
 * PostgreSQL backend messages: a type byte, then a big-endian length that counts itself but not the
 * type byte. A header may straddle chunks; until it is whole the message owes nothing yet.
 */
export function followPgFrames(): FrameFollower {
  const header = Buffer.alloc(PG_HEADER);
  let headerBytes = 0;
  let owed = 0;
  return (chunk) => {
    let at = 0;
    while (at < chunk.length) {
      if (owed > 0) {
        const skipped = Math.min(owed, chunk.length - at);
        owed -= skipped;
        at += skipped;
        continue;
      }
      const taken = chunk.copy(header, headerBytes, at, Math.min(chunk.length, at + PG_HEADER - headerBytes));
      headerBytes += taken;
      at += taken;
      if (headerBytes < PG_HEADER) break;
      owed = Math.max(0, header.readUInt32BE(1) - 4);
      headerBytes = 0;
    }
    return owed;
  };
}
