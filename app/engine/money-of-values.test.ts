// Money asked of the rows a value names (made-up savings club, neither a sample nor an evaluation database): "how much
// money came in as deposits" sums the amount of the ledger's deposit rows — the value names the table whose money is
// meant, as a table's own name would.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "ledger_entries",
    key: "entry_id",
    columns: [
      ["entry_id", "integer", "integer"],
      ["entry_kind", "text", "text"],
      ["entry_amount", "numeric", "decimal"],
      ["entry_note", "text", "text"],
    ],
    rows: Array.from({ length: 12 }, (_, i) => ({
      entry_id: i + 1,
      entry_kind: i % 3 ? "Deposit" : "Withdrawal",
      entry_amount: 10 * (i + 1),
      entry_note: `note ${i}`,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);

describe("money of the rows a value names", () => {
  it("sums the amount of the rows the value names", () => {
    const got = translate("How much money came in as deposits?", { catalog }).sql.replace(/\s+/g, " ");
    expect(got).toMatch(/SUM\("entry_amount"\)/);
    expect(got).toMatch(/"entry_kind" = 'Deposit'/);
  });
});
