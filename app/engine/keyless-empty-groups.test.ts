// Groups with none over a table without a key (made-up film club, neither a sample nor an evaluation database): the
// reviews are pairs of a film and a critic with no key of their own; an average per film still counts the films
// nobody reviewed as zero, and "include those with none" keeps them, on PostgreSQL and MySQL/MariaDB.
import { afterAll, describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { fixtureServers, normaliseRows, type FixtureServer } from "../../tests/fixtures/engine/servers";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "film",
    key: "fid",
    columns: [
      ["fid", "integer", "integer"],
      ["title", "text", "text"],
    ],
    rows: ["Dusk", "Ember", "Fathom", "Gale"].map((title, i) => ({ fid: i + 1, title })),
  },
  {
    name: "review",
    columns: [
      ["fid", "integer", "integer"],
      ["critic", "text", "text"],
      ["stars", "integer", "integer"],
    ],
    foreignKeys: [{ column: "fid", table: "film" }],
    // Dusk 3 reviews, Ember 1, Fathom and Gale none: 4 reviews over 4 films
    rows: [1, 1, 1, 2].map((fid, i) => ({ fid, critic: `Critic ${i + 1}`, stars: 2 + i })),
  },
];

const catalog = fixtureCatalog(TABLES);
const servers = await fixtureServers(TABLES, "engine_keyless_empty");

describe("groups with none over a table without a key", () => {
  it("joins the groups' side first", () => {
    const sql = translate("On average, how many reviews does a film get?", { catalog }).sql.replace(/\s+/g, " ");
    expect(sql).toMatch(/FROM "film" LEFT JOIN "review"/);
  });

  describe.each(servers)("on %s", (_, start) => {
    let server: FixtureServer;
    afterAll(async () => server?.close());
    it("counts the films nobody reviewed", async () => {
      server = await start();
      const ask = async (question: string) => {
        const t = translate(question, { catalog: fixtureCatalog(TABLES, server.dialect) });
        return normaliseRows((await server.run(t.sql)).rows);
      };
      expect(await ask("On average, how many reviews does a film get?")).toEqual(["1"]);
      expect(await ask("How many reviews does each film have? Include films with none.")).toEqual([
        "0|Fathom",
        "0|Gale",
        "1|Ember",
        "3|Dusk",
      ]);
    });
  });
});
