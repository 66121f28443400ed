// Join paths (made-up fruit co-operative, neither a sample nor an evaluation database): crates and shipments both
// belong to a farm, and a table of pairs says which crates went in which shipment. Between two paths of equal length,
// the one through the pairs joins a crate to its own shipments; the one up to the farm and down again joins it to
// every shipment of its farm.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../../tests/fixtures/engine/library";
import { planJoins } from "./join-planner";
import { translate } from "../index";

const table = (name: string, key: string, columns: string[], refs: Record<string, string> = {}): FixtureTable => ({
  name,
  key,
  columns: [key, ...columns].map((c) => [c, "integer", "integer"]),
  foreignKeys: Object.entries(refs).map(([column, to]) => ({ column, table: to })),
  rows: Array.from({ length: 6 }, (_, i) => Object.fromEntries([key, ...columns].map((c) => [c, (i % 3) + 1]))),
});

// the farm key comes first on each table, so the path through the farm is found first
const TABLES: FixtureTable[] = [
  table("farms", "farm_id", ["acres"]),
  table("crates", "crate_id", ["farm_id", "weight_kg"], { farm_id: "farms" }),
  table("shipments", "shipment_id", ["farm_id", "shipment_value"], { farm_id: "farms" }),
  table("shipment_crates", "shipment_crate_id", ["crate_id", "shipment_id"], {
    crate_id: "crates",
    shipment_id: "shipments",
  }),
];
const catalog = fixtureCatalog(TABLES);

describe("join paths", () => {
  it("joins crates to shipments through the pairs, not through the farm both belong to", () => {
    expect(planJoins(catalog, "crates", ["shipments"])?.map((s) => s.table)).toEqual(["shipment_crates", "shipments"]);
    expect(planJoins(catalog, "shipments", ["crates"])?.map((s) => s.table)).toEqual(["shipment_crates", "crates"]);
  });

  it("joins a row to the row it refers to, not to the one-to-one row that refers back to it", () => {
    // (the department's reference is listed first, so its way back is found first)
    const staffed = fixtureCatalog([
      table("department", "dnumber", ["mgr_ssn"], { mgr_ssn: "staff" }),
      table("staff", "ssn", ["dno"], { dno: "department" }),
    ]);
    for (const t of staffed.tables) for (const fk of t.foreignKeys) if (t.name === "department") fk.oneToOne = true;
    expect(planJoins(staffed, "staff", ["department"])?.[0].on[0]).toMatchObject({ leftColumn: "dno" });
  });

  it("still goes up to a shared parent when nothing else joins", () => {
    expect(planJoins(catalog, "crates", ["farms"])?.map((s) => s.table)).toEqual(["farms"]);
  });

  it("sums the shipments a crate went in, not its farm's", () => {
    const sql = translate("total shipment value for each crate", { catalog }).sql.replace(/\s+/g, " ");
    expect(sql).toMatch(/JOIN "shipment_crates"/);
    expect(sql).not.toMatch(/JOIN "farms"/);
  });
});
