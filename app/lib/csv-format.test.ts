import { describe, expect, it } from "vitest";
import { toCsv } from "./csv-format";

describe("CSV download format", () => {
  it("quotes commas, quotes and newlines, and leaves nulls empty", () => {
    expect(toCsv(["a", "b"], [{ a: 'He said "hi", twice', b: null }, { a: "line\nbreak", b: 3 }])).toBe('a,b\r\n"He said ""hi"", twice",\r\n"line\nbreak",3\r\n');
  });
});
