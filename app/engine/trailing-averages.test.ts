// "On average" said last (made-up ferry line, neither a sample nor an evaluation database): nothing follows the cue,
// so what is averaged was named before it — "what is a crossing's fare on average" averages the fare column, "what
// is a refund on average" the refunds' own amount.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "crossings",
    key: "crossing_id",
    columns: [
      ["crossing_id", "integer", "integer"],
      ["route_name", "text", "text"],
      ["fare", "numeric", "decimal"],
    ],
    rows: Array.from({ length: 8 }, (_, i) => ({ crossing_id: i + 1, route_name: `Route ${i % 3}`, fare: 20 + i })),
  },
  {
    name: "refunds",
    key: "refund_id",
    columns: [
      ["refund_id", "integer", "integer"],
      ["crossing_id", "integer", "integer"],
      ["refund_amount", "numeric", "decimal"],
    ],
    foreignKeys: [{ column: "crossing_id", table: "crossings" }],
    rows: Array.from({ length: 6 }, (_, i) => ({ refund_id: i + 1, crossing_id: i + 1, refund_amount: 5 + i })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("'on average' said last", () => {
  it("averages the number named before the cue", () => {
    expect(sql("What is a crossing's fare on average?")).toMatch(/AVG\("fare"\)/);
  });

  it("averages the value of the rows named before the cue", () => {
    expect(sql("What is a refund on average?")).toMatch(/AVG\("refund_amount"\)/);
  });
});
