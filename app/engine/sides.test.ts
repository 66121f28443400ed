// A row keyed twice to one table (made-up shuttle network, neither a sample nor an evaluation database): a shuttle run
// leaves one yard and reaches another. "Outgoing runs", "arriving runs" say which key joins the yard.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "yards",
    key: "yardid",
    columns: [
      ["yardid", "integer", "integer"],
      ["yardname", "text", "text"],
    ],
    rows: ["Kestrel", "Marlow", "Pinfold", "Sallow"].map((yardname, i) => ({ yardid: i + 1, yardname })),
  },
  {
    name: "runs",
    key: "runid",
    columns: [
      ["runid", "integer", "integer"],
      ["origin_yardid", "integer", "integer"],
      ["dest_yardid", "integer", "integer"],
      ["ranon", "date", "date"],
    ],
    foreignKeys: [
      { column: "origin_yardid", table: "yards" },
      { column: "dest_yardid", table: "yards" },
    ],
    rows: Array.from({ length: 30 }, (_, i) => ({
      runid: i + 1,
      origin_yardid: (i % 4) + 1,
      dest_yardid: ((i + 1) % 4) + 1,
      ranon: `2024-0${1 + (i % 9)}-1${i % 9}`,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("the side a word names", () => {
  it("joins through the origin for outgoing rows", () => {
    expect(sql("Which 2 yards have the most outgoing runs?")).toMatch(/JOIN "yards" ON "runs"\."origin_yardid"/);
  });

  it("joins through the destination for arriving rows", () => {
    expect(sql("How many arriving runs does each yard have?")).toMatch(/JOIN "yards" ON "runs"\."dest_yardid"/);
  });
});
