// A short list of kinds kept in a table of its own (made-up service desk, neither a sample nor an evaluation database):
// "incidents" is the name of one kind of ticket, so counting incidents keeps the tickets of that kind.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const KINDS = ["Incident", "Request", "Change", "Problem", "Outage review", "Access review"];
const TABLES: FixtureTable[] = [
  {
    name: "ticketkinds",
    key: "id",
    columns: [
      ["id", "integer", "integer"],
      ["name", "text", "text"],
    ],
    rows: KINDS.map((name, i) => ({ id: i + 1, name })),
  },
  {
    name: "tickets",
    key: "ticketid",
    columns: [
      ["ticketid", "integer", "integer"],
      ["ticketkindid", "integer", "integer"],
      ["subject", "text", "text"],
      ["openeddate", "date", "date"],
      ["priority", "integer", "integer"],
    ],
    foreignKeys: [{ column: "ticketkindid", table: "ticketkinds" }],
    rows: Array.from({ length: 60 }, (_, i) => ({
      ticketid: i + 1,
      ticketkindid: (i % KINDS.length) + 1,
      subject: `Subject number ${i}`,
      openeddate: `2024-${String(1 + (i % 12)).padStart(2, "0")}-05`,
      priority: 1 + (i % 4),
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("a list of kinds", () => {
  it("keeps the rows of the kind a plural noun names", () => {
    const got = sql("How many incidents were opened in each month?");
    expect(got).toMatch(/"ticketkinds"\."name" = 'Incident'/);
    expect(got).toMatch(/date_trunc\('month'/);
  });
});
