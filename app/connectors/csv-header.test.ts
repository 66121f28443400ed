import { describe, expect, it } from "vitest";
import { defaultColumnNames, detectDelimiter, normaliseHeaders, parseRecords, tableNameFor } from "./csv-header";

describe("normaliseHeaders", () => {
  it.each([
    ["Customer Name", "customer_name"],
    ["  Order ID ", "order_id"],
    ["Amount (€)", "amount"],
    ["Café Crème", "cafe_creme"],
    ["Straße", "strasse"],
    ["Größe/Gewicht", "grosse_gewicht"],
    ["% growth YoY", "growth_yoy"],
    ["2024 revenue", "c_2024_revenue"],
    ["order", "order_"],
    ["SELECT", "select_"],
    ["User", "user_"],
    ["__row", "row"],
    ["名前", "column_1"],
    ["", "column_1"],
    ["   ", "column_1"],
    ["a".repeat(80), "a".repeat(63)],
  ])("turns %j into %j", (header, name) => {
    expect(normaliseHeaders([header])[0]!.name).toBe(name);
  });

  it("keeps the original header, trimmed, as the label", () => {
    expect(normaliseHeaders([" Amount (€) ", ""])).toEqual([
      { name: "amount", label: "Amount (€)" },
      { name: "column_2", label: "Column 2" },
    ]);
  });

  it("numbers empty headers by their position", () => {
    expect(normaliseHeaders(["a", "", "b", ""]).map((c) => c.name)).toEqual(["a", "column_2", "b", "column_4"]);
  });

  it("de-duplicates names after normalisation", () => {
    expect(normaliseHeaders(["Name", "name", "NAME!", "name_2"]).map((c) => c.name)).toEqual([
      "name",
      "name_2",
      "name_3",
      "name_2_2",
    ]);
  });

  it("keeps de-duplicated names within 63 bytes", () => {
    const names = normaliseHeaders(["x".repeat(70), "x".repeat(64)]).map((c) => c.name);
    expect(names).toEqual(["x".repeat(63), `${"x".repeat(61)}_2`]);
  });

  it("does not hand out a column_N that a later header takes", () => {
    const names = normaliseHeaders(["", "column_1"]).map((c) => c.name);
    expect(new Set(names).size).toBe(2);
  });

  it("names the columns of a file without headers column_1..n", () => {
    expect(defaultColumnNames(3)).toEqual([
      { name: "column_1", label: "Column 1" },
      { name: "column_2", label: "Column 2" },
      { name: "column_3", label: "Column 3" },
    ]);
  });
});

describe("tableNameFor", () => {
  it.each([
    ["Sales Report 2024.csv", undefined, "sales_report_2024"],
    ["C:\\exports\\Kundenübersicht.CSV", undefined, "kundenubersicht"],
    ["2024.csv", undefined, "t_2024"],
    [".csv", undefined, "data"],
    ["orders.csv", "My Orders", "my_orders"],
    ["table.csv", undefined, "table_"],
  ])("names %j (table name %j) %j", (fileName, tableName, expected) => {
    expect(tableNameFor(fileName, tableName)).toBe(expected);
  });
});

describe("detectDelimiter", () => {
  it.each([
    ["comma", "a,b,c\n1,2,3\n4,5,6\n", ","],
    ["semicolon", "a;b;c\n1,5;2,5;3\n4;5;6\n", ";"],
    ["tab", "a\tb, c\n1\t2\n", "\t"],
    ["pipe", "a|b|c\n1|2|3\n", "|"],
    ["quoted commas in a semicolon file", 'name;city\n"Doe, Jane";"Paris, FR"\n"Roe, R";Rome\n', ";"],
    ["a newline inside quotes", 'a,b\n"x\ny;z;w",2\n3,4\n', ","],
    ["a single column", "name\nAda\nGrace\n", ","],
    ["a cut-off last record", "a|b|c\n1|2|3\n4|5", "|"],
  ])("detects %s", (_, sample, delimiter) => {
    expect(detectDelimiter(sample)).toBe(delimiter);
  });

  it("prefers the delimiter that splits every record alike", () => {
    expect(detectDelimiter("a;b,c\n1;2,3,4\n5;6,7,8,9\n")).toBe(";");
  });
});

describe("parseRecords", () => {
  it("reads quoted fields with delimiters, doubled quotes and line breaks", () => {
    const { records, lastComplete } = parseRecords('a,"b, ""c""\nd",e\r\n1,2,3\n', ",");
    expect(records).toEqual([
      ["a", 'b, "c"\nd', "e"],
      ["1", "2", "3"],
    ]);
    expect(lastComplete).toBe(true);
  });

  it("says when the text ends inside a record", () => {
    expect(parseRecords('a,"b\nc', ",").lastComplete).toBe(false);
    expect(parseRecords("a,b", ",").lastComplete).toBe(false);
    expect(parseRecords('a,"b\nc"\n', ",", 1)).toEqual({ records: [["a", "b\nc"]], lastComplete: true });
  });
});
