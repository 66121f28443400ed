// "Per decade": rows bucketed by the decade's first year (1990 for 1990–1999), from a year number or a date, on the
// made-up lending library of the engine's tests.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, LIBRARY } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const sql = (question: string, dialect: "postgresql" | "mysql" = "postgresql") =>
  translate(question, { catalog: fixtureCatalog(LIBRARY, dialect) }).sql.replace(/\s+/g, " ");

describe("decades", () => {
  it("buckets a year number by its decade", () => {
    const s = sql("How many books were published per decade?");
    expect(s).toMatch(/^SELECT FLOOR\("published_year" \/ 10\) \* 10 AS "decade", COUNT\(\*\)/);
    expect(s).toMatch(/GROUP BY FLOOR\("published_year" \/ 10\) \* 10/);
  });

  it("buckets a date by the decade of its year, in each dialect", () => {
    expect(sql("How many members joined in each decade?")).toMatch(
      /FLOOR\(EXTRACT\(YEAR FROM "joined_at"\) \/ 10\) \* 10/,
    );
    expect(sql("How many members joined in each decade?", "mysql")).toMatch(/FLOOR\(YEAR\(`joined_at`\) \/ 10\) \* 10/);
  });
});
