// Money named by a verb through the nouns WordNet makes from it (made-up allotment society, neither a sample nor an
// evaluation database): "how much was each plot holder paid" sums the payouts' payment (pay → payment), "how much
// did each patron donate" the gifts' donation (donate → donation) — and never a person's own money (pay → payer).
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { nounsOfVerb } from "./schema/wordnet";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "payers",
    key: "payer_id",
    columns: [
      ["payer_id", "integer", "integer"],
      ["payer_name", "text", "text"],
      ["balance", "numeric", "decimal"],
    ],
    rows: Array.from({ length: 4 }, (_, i) => ({ payer_id: i + 1, payer_name: `Payer ${i + 1}`, balance: 100 * i })),
  },
  {
    name: "holders",
    key: "holder_id",
    columns: [
      ["holder_id", "integer", "integer"],
      ["holder_name", "text", "text"],
    ],
    rows: Array.from({ length: 5 }, (_, i) => ({ holder_id: i + 1, holder_name: `Holder ${i + 1}` })),
  },
  {
    name: "payouts",
    key: "payout_id",
    columns: [
      ["payout_id", "integer", "integer"],
      ["holder_id", "integer", "integer"],
      ["payment", "numeric", "decimal"],
    ],
    foreignKeys: [{ column: "holder_id", table: "holders" }],
    rows: Array.from({ length: 9 }, (_, i) => ({ payout_id: i + 1, holder_id: (i % 5) + 1, payment: 15 + i })),
  },
  {
    name: "patrons",
    key: "patron_id",
    columns: [
      ["patron_id", "integer", "integer"],
      ["patron_name", "text", "text"],
    ],
    rows: Array.from({ length: 3 }, (_, i) => ({ patron_id: i + 1, patron_name: `Patron ${i + 1}` })),
  },
  {
    name: "gifts",
    key: "gift_id",
    columns: [
      ["gift_id", "integer", "integer"],
      ["patron_id", "integer", "integer"],
      ["donation", "numeric", "decimal"],
    ],
    foreignKeys: [{ column: "patron_id", table: "patrons" }],
    rows: Array.from({ length: 6 }, (_, i) => ({ gift_id: i + 1, patron_id: (i % 3) + 1, donation: 40 + i })),
  },
];
const catalog = fixtureCatalog(TABLES);

describe("nouns made from verbs", () => {
  it("reads WordNet's nouns of a verb", () => {
    expect([...nounsOfVerb("pay")]).toEqual(expect.arrayContaining(["payment", "payer"]));
    expect([...nounsOfVerb("donate")]).toContain("donation");
  });

  it("sums the money column the verb's noun names", () => {
    const paid = translate("How much was each holder paid?", { catalog });
    expect(paid.sql).toMatch(/SUM\("payouts"\."payment"\)/);
    expect(paid.sql).not.toMatch(/balance/);
    expect(translate("How much did each patron donate?", { catalog }).sql).toMatch(/SUM\("gifts"\."donation"\)/);
  });
});
