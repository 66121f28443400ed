import { describe, expect, it } from "vitest";
import { parseRecords } from "./csv-header";
import { CsvProfiler } from "./csv-profile";
import { EMPTY_MASK, typeFromMask, valueMask } from "./csv-types";

function profile(text: string, { columns = 3, delimiter = ",", hasHeaders = true, chunk = 7 } = {}) {
  const profiler = new CsvProfiler(columns, delimiter, hasHeaders);
  const bytes = Buffer.from(text);
  for (let i = 0; i < bytes.length; i += chunk) profiler.push(bytes.subarray(i, i + chunk));
  return profiler.finish();
}

/** What the profile should be, from the reference parser and the patterns. */
function expected(text: string, columns: number, hasHeaders: boolean) {
  const records = parseRecords(text, ",").records.slice(hasHeaders ? 1 : 0);
  const masks = Array.from({ length: columns }, (_, i) =>
    records.reduce((mask, record) => mask & valueMask(record[i] ?? "", mask), EMPTY_MASK),
  );
  return { records: records.length, masks };
}

describe("CsvProfiler", () => {
  it("counts records and types columns across quotes, escaped quotes and line breaks", () => {
    const csv = 'id,day,note\r\n1,"2024-01-02","a ""b""\r\nc"\r\n2,2024-02-29,\n"3",,x';
    expect(profile(csv, { chunk: 1 })).toEqual({ records: 3, masks: [3, 24, 0], tolerable: false });
    expect(profile(csv, { chunk: 1000 }).masks.map(typeFromMask)).toEqual(["bigint", "date", "text"]);
  });

  it("skips no header when there is none, and reads a last record without a line break", () => {
    expect(profile("1;2024-01-01 10:00\n2;x", { columns: 2, delimiter: ";", hasHeaders: false })).toEqual({
      records: 2,
      masks: [3, 0],
      tolerable: false,
    });
  });

  it("reads a quote that opens in the middle of a value as Postgres does", () => {
    expect(profile('a,b,c\n1"2,3"4,5\n', { chunk: 3 })).toEqual({
      records: 1,
      masks: [0, 3, EMPTY_MASK],
      tolerable: false,
    });
  });

  it("tells when a column misses a type by a tolerated few values only (ADR 050)", () => {
    const rows = (bad: number) =>
      ["day"].concat(Array.from({ length: 100 }, (_, i) => (i < bad ? "03/02/2024" : "2024-01-02"))).join("\n");
    expect(profile(rows(2), { columns: 1 }).tolerable).toBe(true);
    expect(profile(rows(3), { columns: 1 }).tolerable).toBe(false);
  });

  it("agrees with the reference parser on random files cut at random places", () => {
    const pieces = [
      "1",
      "-2.5",
      "2024-02-29",
      '"2024-03-01 10:00"',
      "true",
      '"x""y"',
      '"a,b"',
      '"l1\nl2"',
      "",
      '""',
      "007",
      "3",
    ];
    let seed = 11;
    const random = (n: number) => Math.floor(((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * n);
    for (let file = 0; file < 300; file++) {
      const lines = ["a,b,c"];
      for (let row = random(20); row >= 0; row--)
        lines.push([0, 1, 2].map(() => pieces[random(pieces.length)]).join(","));
      const text = lines.join(random(2) ? "\r\n" : "\n");
      const { records, masks } = profile(text, { chunk: 1 + random(15) });
      expect({ records, masks }, text).toEqual(expected(text, 3, true));
    }
  });
});
