// A workbook's zip, read through its central directory (at its end) rather than as one stream from the start: is the
// file a zip, is the zip a workbook, how much does it unpack to — answered without inflating anything, so a zip bomb
// or a renamed file is refused before parsing — and each part opened on its own, in the order parsing needs (ADR 051).
import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { Readable, Transform, pipeline } from "node:stream";
import { createInflateRaw } from "node:zlib";
import { XLSX_MAX_SHARED_STRINGS_BYTES, XLSX_MAX_UNPACKED_BYTES } from "~/lib/limits";
import { XLSX_MESSAGES, workbookInvalid } from "./xlsx-errors";

export interface ZipEntry {
  name: string;
  /** 0: stored, 8: deflated. */
  method: number;
  compressedBytes: number;
  uncompressedBytes: number;
  localHeaderOffset: number;
}

const LOCAL_HEADER = 0x04034b50;
const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
// An OLE2 compound file: Excel 97–2003 workbooks, and .xlsx files encrypted with a password.
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const END_MIN_BYTES = 22;
const END_MAX_BYTES = END_MIN_BYTES + 0xffff; // the record and the longest zip comment
const MAX32 = 0xffffffff;

/** The workbook's zip entries; throws a VALIDATION_ERROR naming what is wrong with the file. */
export async function inspectWorkbookZip(path: string): Promise<ZipEntry[]> {
  const file = await open(path, "r");
  try {
    const { size } = await file.stat();
    if (size === 0) throw workbookInvalid(XLSX_MESSAGES.empty);
    const head = await readAt(file, 0, Math.min(size, 8));
    if (head.length >= 8 && head.equals(OLE2)) throw workbookInvalid(XLSX_MESSAGES.oldFormat);
    const signature = head.length >= 4 ? head.readUInt32LE(0) : 0;
    if (signature !== LOCAL_HEADER && signature !== END_OF_DIRECTORY) throw workbookInvalid(XLSX_MESSAGES.notZip);
    const entries = await readDirectory(file, size);
    checkEntries(entries);
    return entries;
  } finally {
    await file.close();
  }
}

function checkEntries(entries: ZipEntry[]): void {
  if (!entries.some((entry) => entry.name === "xl/workbook.xml")) throw workbookInvalid(XLSX_MESSAGES.notWorkbook);
  const unpacked = entries.reduce((sum, entry) => sum + entry.uncompressedBytes, 0);
  if (unpacked > XLSX_MAX_UNPACKED_BYTES) throw workbookInvalid(XLSX_MESSAGES.unpackedTooLarge(unpacked));
  const strings = entries.find((entry) => entry.name === "xl/sharedStrings.xml")?.uncompressedBytes ?? 0;
  if (strings > XLSX_MAX_SHARED_STRINGS_BYTES)
    throw workbookInvalid(XLSX_MESSAGES.sharedStringsTooLarge(strings, XLSX_MAX_SHARED_STRINGS_BYTES));
}

type Handle = Awaited<ReturnType<typeof open>>;

async function readAt(file: Handle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** The central directory's entries, found through the end-of-directory record (zip64 where sizes overflow). */
async function readDirectory(file: Handle, size: number): Promise<ZipEntry[]> {
  const tailStart = Math.max(0, size - END_MAX_BYTES);
  const tail = await readAt(file, tailStart, size - tailStart);
  let end = -1;
  for (let i = tail.length - END_MIN_BYTES; i >= 0 && end < 0; i--)
    if (tail.readUInt32LE(i) === END_OF_DIRECTORY) end = i;
  if (end < 0) throw workbookInvalid(XLSX_MESSAGES.damaged);
  let entries = tail.readUInt16LE(end + 10);
  let directorySize = tail.readUInt32LE(end + 12);
  let directoryStart = tail.readUInt32LE(end + 16);
  if (entries === 0xffff || directorySize === MAX32 || directoryStart === MAX32) {
    const zip64 = await readZip64End(file, tail, end);
    ({ entries, directorySize, directoryStart } = zip64);
  }
  if (directoryStart + directorySize > size) throw workbookInvalid(XLSX_MESSAGES.damaged);
  return parseDirectory(await readAt(file, directoryStart, directorySize), entries);
}

async function readZip64End(file: Handle, tail: Buffer, end: number) {
  const locator = end - 20;
  if (locator < 0 || tail.readUInt32LE(locator) !== ZIP64_LOCATOR) throw workbookInvalid(XLSX_MESSAGES.damaged);
  const record = await readAt(file, Number(tail.readBigUInt64LE(locator + 8)), 56);
  if (record.length < 56 || record.readUInt32LE(0) !== ZIP64_END) throw workbookInvalid(XLSX_MESSAGES.damaged);
  return {
    entries: Number(record.readBigUInt64LE(32)),
    directorySize: Number(record.readBigUInt64LE(40)),
    directoryStart: Number(record.readBigUInt64LE(48)),
  };
}

function parseDirectory(directory: Buffer, expected: number): ZipEntry[] {
  const entries: ZipEntry[] = [];
  let at = 0;
  while (entries.length < expected) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== DIRECTORY_ENTRY)
      throw workbookInvalid(XLSX_MESSAGES.damaged);
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const extra = directory.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength);
    const sizes = withZip64(extra, [
      directory.readUInt32LE(at + 24),
      directory.readUInt32LE(at + 20),
      directory.readUInt32LE(at + 42),
    ]);
    entries.push({
      name: directory.toString("utf8", at + 46, at + 46 + nameLength),
      method: directory.readUInt16LE(at + 10),
      uncompressedBytes: sizes[0]!,
      compressedBytes: sizes[1]!,
      localHeaderOffset: sizes[2]!,
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Sizes and offset that overflowed 32 bits are in the zip64 extra field, in this order, each only when it overflowed. */
function withZip64(extra: Buffer, values: number[]): number[] {
  if (!values.includes(MAX32)) return values;
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === 0x0001) {
      let field = at + 4;
      return values.map((value) => {
        if (value !== MAX32 || field + 8 > at + 4 + length) return value;
        field += 8;
        return Number(extra.readBigUInt64LE(field - 8));
      });
    }
    at += 4 + length;
  }
  return values;
}

/**
 * One part of the zip as text, inflated as it is read. A part that inflates to more than the directory said is a
 * lie (a zip bomb's), and stops the reading.
 */
export async function openZipEntry(path: string, entry: ZipEntry): Promise<Readable> {
  if (entry.method !== 0 && entry.method !== 8)
    throw workbookInvalid(XLSX_MESSAGES.unreadable(`${entry.name} uses a compression other than deflate`));
  const file = await open(path, "r");
  const header = await readAt(file, entry.localHeaderOffset, 30).finally(() => file.close());
  if (header.length < 30 || header.readUInt32LE(0) !== LOCAL_HEADER) throw workbookInvalid(XLSX_MESSAGES.damaged);
  const start = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  const stages: (Readable | Transform)[] = [
    entry.compressedBytes > 0
      ? createReadStream(path, { start, end: start + entry.compressedBytes - 1 })
      : Readable.from([], { objectMode: false }),
    ...(entry.method === 8 && entry.compressedBytes > 0 ? [createInflateRaw()] : []),
    atMost(entry.uncompressedBytes),
  ];
  // the last stage is what is read: a failure anywhere destroys it with the error, which its reader sees
  const text = pipeline(stages as [Readable, ...Transform[]], () => undefined) as unknown as Transform;
  text.setEncoding("utf8"); // decoded across chunks: a character may straddle two
  return text;
}

function atMost(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes) done(workbookInvalid(XLSX_MESSAGES.oversized));
      else done(null, chunk);
    },
  });
}
