import { describe, expect, it } from "vitest";
import { parseWhere, translateCopyError } from "./csv-errors";

const context = { columns: ["a", "b", "c"], delimiter: "," };

function message(code: string, text: string, where?: string): string | undefined {
  return translateCopyError({ code, message: text, where }, context)?.message;
}

describe("translateCopyError", () => {
  it.each([
    [
      "22P04",
      "extra data after last expected column",
      'COPY __staging, line 3: "4,5,6,7"',
      "Line 3 has 4 fields, expected 3",
    ],
    [
      "22P04",
      "extra data after last expected column",
      'COPY __staging, line 4: "1,"x\ny\nz",3,4"',
      "Line 2 has 4 fields, expected 3",
    ],
    [
      "22P04",
      "extra data after last expected column",
      `COPY __staging, line 9: "${"x,".repeat(50)}..."`,
      "Line 9 has more than 3 fields, expected 3",
    ],
    ["22P04", 'missing data for column "c"', 'COPY __staging, line 3: "4,5"', "Line 3 has 2 fields, expected 3"],
    ["22P04", 'missing data for column "b"', 'COPY __staging, line 7: ""', "Line 7 has 1 field, expected 3"],
    [
      "22P04",
      "unterminated CSV quoted field",
      'COPY __staging, line 8: "4,"5\n\n7,8,9\n"',
      "Line 5: unterminated quoted field",
    ],
    [
      "22P04",
      "unterminated CSV quoted field",
      `COPY __staging, line 900: "4,"${"y".repeat(100)}..."`,
      "Line 900: unterminated quoted field (its quote opens on an earlier line)",
    ],
    [
      "22021",
      'invalid byte sequence for encoding "UTF8": 0xff',
      "COPY __staging, line 2",
      "The file is not valid UTF-8 text (line 2)",
    ],
    [
      "22021",
      'invalid byte sequence for encoding "UTF8": 0x00',
      "COPY __staging, line 12, column b",
      "The file is not valid UTF-8 text (line 12)",
    ],
    [
      "22P04",
      "literal carriage return found in data",
      'COPY __staging, line 5: "x"',
      "Line 5: literal carriage return found in data",
    ],
  ])("%s %s → %j", (code, text, where, expected) => {
    expect(message(code, text, where)).toBe(expected);
  });

  it("gives a validation error", () => {
    const error = translateCopyError(
      { code: "22P04", message: "extra data after last expected column", where: "COPY t, line 2" },
      context,
    );
    expect(error?.code).toBe("VALIDATION_ERROR");
    expect(error?.status).toBe(400);
  });

  it("leaves errors that are not about a line of the file alone", () => {
    expect(message("53100", "could not extend file", undefined)).toBeUndefined();
    expect(message("42P01", 'relation "x" does not exist', "PL/pgSQL function f() line 3")).toBeUndefined();
  });
});

describe("parseWhere", () => {
  it("reads the line and the record from a COPY context", () => {
    expect(parseWhere('COPY "__staging", line 4, column b: "1,2"')).toEqual({ line: 4, startLine: 4, record: "1,2" });
    expect(parseWhere("COPY x, line 2")).toEqual({ line: 2, startLine: 2, record: null });
  });
});
