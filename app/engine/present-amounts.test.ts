// An amount not every row has, asked to be there (made-up estate agency, neither a sample nor an evaluation
// database): "agents who earn a bonus" are those whose bonus is filled in — not every agent.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "agents",
    key: "agent_id",
    columns: [
      ["agent_id", "integer", "integer"],
      ["agent_name", "text", "text"],
      ["base_pay", "numeric", "decimal"],
      ["bonus_rate", "numeric", "decimal"],
    ],
    rows: Array.from({ length: 10 }, (_, i) => ({
      agent_id: i + 1,
      agent_name: `Agent ${i}`,
      base_pay: 2000 + 100 * i,
      bonus_rate: i % 3 ? null : 0.05 + i / 100,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("an optional amount asked to be there", () => {
  it("keeps the rows that have it", () => {
    expect(sql("How many agents earn a bonus?")).toMatch(/WHERE "bonus_rate" IS NOT NULL/);
    expect(sql("How many agents have a bonus?")).toMatch(/WHERE "bonus_rate" IS NOT NULL/);
    expect(sql("What percentage of agents get a bonus?")).toMatch(/"bonus_rate" IS NOT NULL/);
  });
});
