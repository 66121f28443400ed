// "Who" over rows keyed to a table of people (made-up Q&A forum, neither a sample nor an evaluation database): replies
// carry an author key to members and an author name column the forum seldom fills. The people are named by the
// members' own label, through the key.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "members",
    key: "id",
    columns: [
      ["id", "integer", "integer"],
      ["nickname", "text", "text"],
      ["joined", "date", "date"],
    ],
    rows: Array.from({ length: 15 }, (_, i) => ({ id: i + 1, nickname: `birder${i + 1}`, joined: "2024-02-01" })),
  },
  {
    name: "replies",
    key: "id",
    columns: [
      ["id", "integer", "integer"],
      ["memberid", "integer", "integer"],
      ["membername", "text", "text"],
      ["body", "text", "text"],
      ["posted", "date", "date"],
    ],
    foreignKeys: [{ column: "memberid", table: "members" }],
    rows: Array.from({ length: 60 }, (_, i) => ({
      id: i + 1,
      memberid: (i % 15) + 1,
      membername: i === 7 ? "guest" : null,
      body: `Reply number ${i + 1} about herons`,
      posted: `2024-03-${String(1 + (i % 28)).padStart(2, "0")}`,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);

describe("who, over rows keyed to people", () => {
  it("names the people by their table's label, through the key", () => {
    const sql = translate("Who has replied the most?", { catalog }).sql.replace(/\s+/g, " ");
    expect(sql).toMatch(/"members"\."nickname"/);
    expect(sql).toMatch(/JOIN "members" ON "replies"\."memberid" = "members"\."id"/);
  });
});
