import { describe, expect, it } from "vitest";
import { resultCsv } from "./export-csv";

// A made-up bakery's takings.
const columns = [
  { name: "month", label: "Month", semantic: { type: "date", grain: "month" } as const },
  { name: "takings", label: "Takings", semantic: { type: "currency", currency: "USD" } as const },
  { name: "loaves", label: "Number of loaves", semantic: { type: "count" } as const },
];
const rows = [
  { month: "2025-12-01T00:00:00.000Z", takings: "33569.9555", loaves: 1204 },
  { month: "2026-01-01T00:00:00.000Z", takings: 0.1 + 0.2, loaves: null },
];

describe("resultCsv", () => {
  it("formatted: what the table shows, under the labels", () => {
    expect(resultCsv(columns, rows, "formatted")).toBe(
      'Month,Takings,Number of loaves\r\nDec 2025,"$33,570","1,204"\r\nJan 2026,$0.30,\r\n',
    );
  });
  it("raw: numbers a spreadsheet reads, money to cents, dates as ISO days, under the names", () => {
    expect(resultCsv(columns, rows, "raw")).toBe(
      "month,takings,loaves\r\n2025-12-01,33569.96,1204\r\n2026-01-01,0.3,\r\n",
    );
  });
  it("infers the meaning of columns saved without one", () => {
    expect(resultCsv([{ name: "total_revenue" }], [{ total_revenue: 12.345 }], "formatted")).toBe(
      "total_revenue\r\n$12.35\r\n",
    );
  });
});
