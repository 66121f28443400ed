import { describe, expect, it } from "vitest";
import { applyColumnChanges, conversionError } from "./csv-column-changes";

const header = [
  { name: "store", label: "Store" },
  { name: "zip", label: "Zip" },
  { name: "code", label: "Code" },
];

describe("applyColumnChanges", () => {
  it("renames by position, keeping the typed name as the label, and records chosen types", () => {
    const { columns, chosen } = applyColumnChanges(header, [
      { index: 2, name: "Store number", type: "bigint" },
      { index: 1, type: "text" },
    ]);
    expect(columns).toEqual([
      { name: "store", label: "Store" },
      { name: "zip", label: "Zip" },
      { name: "store_number", label: "Store number" },
    ]);
    expect(chosen).toEqual([undefined, "text", "bigint"]);
  });

  it("leaves a column alone when its name is sent unchanged", () => {
    expect(applyColumnChanges(header, [{ index: 0, name: " Store " }]).columns[0]).toEqual({
      name: "store",
      label: "Store",
    });
  });

  it("refuses a position the file does not have, a name without letters and two equal names", () => {
    expect(() => applyColumnChanges(header, [{ index: 3, type: "text" }])).toThrow(
      "The file has no column 4; it has 3",
    );
    expect(() => applyColumnChanges(header, [{ index: 0, name: "!!!" }])).toThrow("cannot be a column name");
    expect(() => applyColumnChanges(header, [{ index: 0, name: "Zip" }])).toThrow("Two columns would be named “zip”");
  });
});

describe("conversionError", () => {
  it("names the column, the row and the value, cut at 60 characters", () => {
    const error = conversionError({ name: "zip", label: "Zip" }, "bigint", 12, "x".repeat(80));
    expect(error.message).toBe(
      `Column “Zip”, row 12: “${"x".repeat(60)}…” is not a whole number. Nothing was changed: choose to leave such values empty, or keep the column as text.`,
    );
    expect(error.details).toEqual(expect.objectContaining({ column: "zip", row: 12 }));
  });
});
