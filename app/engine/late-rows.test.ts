// "Late" rows happened after their due date (made-up utility billing, neither a sample nor an evaluation database):
// the adjective before the counted noun is a condition, while a column named with it ("late fee") is only a column.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { WHOLESALER } from "../../tests/fixtures/engine/wholesaler";
import type { AppError } from "~/lib/errors";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "meter_bills",
    key: "bill_id",
    columns: [
      ["bill_id", "integer", "integer"],
      ["due_date", "date", "date"],
      ["paid_on", "date", "date"],
      ["amount", "numeric(8,2)", "decimal"],
      ["late_fee", "numeric(6,2)", "decimal"],
    ],
    rows: Array.from({ length: 24 }, (_, i) => ({
      bill_id: i + 1,
      due_date: `2024-${String((i % 12) + 1).padStart(2, "0")}-10`,
      paid_on: `2024-${String((i % 12) + 1).padStart(2, "0")}-${i % 3 ? "05" : "20"}`,
      amount: 40 + i,
      late_fee: i % 3 ? 0 : 5,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("late rows", () => {
  it("reads the adjective before the counted noun as a condition", () => {
    for (const q of ["How many late meter bills were there?", "How many meter bills were late?"])
      expect(sql(q), q).toMatch(/WHERE "paid_on" > "due_date"/);
  });

  it("reads it after the verb of the event the due date is kept for", () => {
    expect(sql("How many meter bills were paid late?")).toMatch(/WHERE "paid_on" > "due_date"/);
  });

  it("leaves the deadline alone when the verb names another event", () => {
    // the wholesaler's deliveries are due by a date; nothing records when a shop pays
    const wholesale = fixtureCatalog(WHOLESALER);
    let read = "";
    try {
      read = translate("Which shops pay their bills late most often?", { catalog: wholesale }).sql;
    } catch (error) {
      // refusing is as good an answer as any here — but only a refusal
      expect((error as AppError).code).toBe("TRANSLATION_ERROR");
    }
    expect(read).not.toMatch(/"delivered_on" > "(deliveries"\.")?due_on"/);
  });

  it("leaves a column named with the word alone", () => {
    const s = sql("What was the total in late fees on bills due in 2024?");
    expect(s).toMatch(/SUM\("late_fee"\)/);
    expect(s).not.toMatch(/"paid_on" > "due_date"/);
  });
});
