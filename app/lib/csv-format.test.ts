import { describe, expect, it } from "vitest";
import { toCsv } from "./csv-format";

describe("CSV download format", () => {
  it("quotes commas, quotes and newlines, and leaves nulls empty", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          { a: 'He said "hi", twice', b: null },
          { a: "line\nbreak", b: 3 },
        ],
      ),
    ).toBe('a,b\r\n"He said ""hi"", twice",\r\n"line\nbreak",3\r\n');
  });

  it("keeps a cell that would run as a formula as text, and numbers as numbers (OWASP CSV injection)", () => {
    const rows = [
      { v: '=HYPERLINK("http://evil.example","x")' },
      { v: "+1+cmd|' /C calc'!A0" },
      { v: "-2+3" },
      { v: "@SUM(A1:A2)" },
      { v: "\tTAB" },
      { v: "\rCR" },
      { v: -12.5 },
      { v: "-12.5" },
      { v: "+3" },
      { v: "plain" },
    ];
    expect(toCsv(["v"], rows).split("\r\n").slice(1, -1)).toEqual([
      `"'=HYPERLINK(""http://evil.example"",""x"")"`,
      "'+1+cmd|' /C calc'!A0",
      "'-2+3",
      "'@SUM(A1:A2)",
      "'\tTAB",
      `"'\rCR"`,
      "-12.5",
      "-12.5",
      "+3",
      "plain",
    ]);
  });

  it("guards the header row too", () => {
    expect(toCsv(["=cmd"], []).startsWith("'=cmd")).toBe(true);
  });
});
