import { describe, expect, it } from "vitest";
import type { CatalogColumn, CatalogTable, ColumnKind, Dialect, SchemaCatalog } from "~/lib/catalog";
import type { QueryIR } from "../ir";
import { filterableColumns, filterValuesQuery, withFieldFilter } from "./field-filters";
import { compileQuery } from "./period";

// A made-up garden centre: regions ← branches ← sales ← sale lines → plants; staff work at branches; holidays stand
// alone. Sales are orders (one-to-many to their lines), branches and regions are what they belong to.
type Spec = [name: string, kind: ColumnKind, extra?: Partial<CatalogColumn>];
const text = (values: string[]): Partial<CatalogColumn> => ({ sampleValues: values, distinctCount: values.length });

function table(name: string, rows: number, specs: Spec[], refs: Record<string, string> = {}): CatalogTable {
  return {
    schema: "public",
    name,
    rowEstimate: rows,
    primaryKey: ["id"],
    columns: specs.map(([column, kind, extra]) => ({
      name: column,
      dataType: kind === "text" ? "text" : kind === "date" ? "date" : kind === "decimal" ? "numeric(12,2)" : "integer",
      kind,
      nullable: column !== "id",
      isPrimaryKey: column === "id",
      ...extra,
    })),
    foreignKeys: Object.entries(refs).map(([column, target]) => ({
      columns: [column],
      referencedTable: target,
      referencedColumns: ["id"],
      inferred: false,
    })),
  };
}

function gardenCentre(dialect: Dialect = "postgresql"): SchemaCatalog {
  const plants = Array.from({ length: 40 }, (_, i) => `Plant ${i}`);
  return {
    dialect,
    introspectedAt: "2026-01-01T00:00:00Z",
    tables: [
      table("regions", 3, [
        ["id", "integer"],
        ["name", "text", text(["North", "South", "Coast"])],
      ]),
      table(
        "branches",
        8,
        [
          ["id", "integer"],
          ["name", "text", text(["Elm Road", "Quay", "Hilltop", "Old Mill", "Station", "Bridge", "Harbour", "Green"])],
          ["format", "text", text(["outlet", "superstore"])],
          ["region_id", "integer"],
          ["phone", "text", text(["01 234", "01 235"])],
        ],
        { region_id: "regions" },
      ),
      table(
        "staff",
        30,
        [
          ["id", "integer"],
          ["first_name", "text", text(["Ada", "Ben", "Cleo"])],
          ["last_name", "text", text(["Moss", "Fern", "Reed"])],
          ["email", "text", text(["a@x.test", "b@x.test"])],
          ["branch_id", "integer"],
        ],
        { branch_id: "branches" },
      ),
      table("plants", 40, [
        ["id", "integer"],
        ["name", "text", text(plants)],
        ["family", "text", text(["Rosaceae", "Lamiaceae", "Poaceae"])],
        ["price", "decimal"],
      ]),
      table(
        "sales",
        500,
        [
          ["id", "integer"],
          ["branch_id", "integer"],
          ["sold_on", "date"],
          ["channel", "text", text(["till", "web"])],
          ["total", "decimal"],
          ["note", "text", text(["gift", "repeat"])],
        ],
        { branch_id: "branches" },
      ),
      table(
        "sale_lines",
        1500,
        [
          ["id", "integer"],
          ["sale_id", "integer"],
          ["plant_id", "integer"],
          ["quantity", "integer"],
          ["unit_price", "decimal"],
        ],
        { sale_id: "sales", plant_id: "plants" },
      ),
      table("holidays", 12, [
        ["id", "integer"],
        ["day", "date"],
        ["name", "text", text(["New Year", "Midsummer"])],
      ]),
    ],
  };
}

const catalog = gardenCentre();
const ref = (t: string, c: string) => ({ table: t, column: c });
const salesByMonth: QueryIR = {
  table: "sales",
  select: [{ agg: "sum", column: ref("sales", "total"), alias: "revenue" }],
  dimensions: [{ column: ref("sales", "sold_on"), grain: "month", alias: "month" }],
  filters: [],
  order: [],
};
const plantsSold = (filters: QueryIR["filters"] = []): QueryIR => ({
  table: "sale_lines",
  select: [{ agg: "sum", column: ref("sale_lines", "quantity"), alias: "units" }],
  dimensions: [{ column: ref("plants", "family"), alias: "family" }],
  filters,
  order: [],
});
const region = (...values: string[]) => ({ column: ref("regions", "name"), values });
const family = (...values: string[]) => ({ column: ref("plants", "family"), values });

describe("filterableColumns", () => {
  it("offers names of things and short lists of categories, never keys, contacts, prose or name parts", () => {
    const offered = filterableColumns(catalog).map((c) => `${c.table}.${c.column} ${c.kind} ${c.label}`);
    expect(offered).toEqual(
      expect.arrayContaining([
        "regions.name entity Region",
        "branches.name entity Branch",
        "branches.format category Format",
        "plants.name entity Plant",
        "plants.family category Family",
        "sales.channel category Channel",
        "staff.full_name entity Staff",
      ]),
    );
    const columns = offered.map((line) => line.split(" ")[0]);
    for (const never of [
      "branches.region_id",
      "branches.phone",
      "staff.email",
      "staff.first_name",
      "sales.note",
      "sales.total",
      "sales.sold_on",
    ])
      expect(columns).not.toContain(never);
  });

  it("tells apart two dimensions of one name by their table", () => {
    const withCountries: SchemaCatalog = {
      ...catalog,
      tables: catalog.tables.map((t) =>
        t.name === "sales" || t.name === "branches"
          ? { ...t, columns: [...t.columns, ...table("x", 1, [["country", "text", text(["NO", "CL"])]]).columns] }
          : t,
      ),
    };
    const labels = filterableColumns(withCountries)
      .filter((c) => c.column === "country")
      .map((c) => c.label);
    expect(labels.sort()).toEqual(["Country of branches", "Country of sales"]);
  });

  it("leaves out a text column with too many values to pick from", () => {
    const many = table("tags", 5000, [
      ["id", "integer"],
      ["kind", "text", { distinctCount: 4000 }],
    ]);
    const offered = filterableColumns({ ...catalog, tables: [...catalog.tables, many] });
    expect(offered.some((c) => c.table === "tags" && c.column === "kind")).toBe(false);
  });
});

describe("withFieldFilter", () => {
  it("narrows a question to the values chosen through many-to-one joins, ORed in one condition", () => {
    const result = withFieldFilter(salesByMonth, catalog, region("North", "Coast"));
    expect(result.blocked).toBeUndefined();
    const sql = compileQuery(result.ir!, catalog);
    expect(sql).toContain(`JOIN "branches" ON "sales"."branch_id" = "branches"."id"`);
    expect(sql).toContain(`JOIN "regions" ON "branches"."region_id" = "regions"."id"`);
    expect(sql).toContain(`("regions"."name" = 'North' OR "regions"."name" = 'Coast')`);
    expect(sql).not.toContain("DISTINCT");
  });

  it("refuses a dimension behind a one-to-many join: the sale would be counted once per line", () => {
    expect(withFieldFilter(salesByMonth, catalog, family("Rosaceae")).blocked).toBe("fan-out");
  });

  it("refuses a dimension no key leads to", () => {
    const holidays: QueryIR = {
      table: "holidays",
      select: [{ agg: "count", alias: "count" }],
      dimensions: [],
      filters: [],
      order: [],
    };
    expect(withFieldFilter(holidays, catalog, region("North")).blocked).toBe("no-path");
  });

  it("filters lines by their own plant's family and their sale's region, both at once", () => {
    const byFamily = withFieldFilter(plantsSold(), catalog, family("Rosaceae", "Poaceae"));
    const both = withFieldFilter(byFamily.ir!, catalog, region("South"));
    const sql = compileQuery(both.ir!, catalog);
    expect(sql).toContain(`("plants"."family" = 'Rosaceae' OR "plants"."family" = 'Poaceae')`);
    expect(sql).toContain(`AND "regions"."name" = 'South'`);
  });

  it("keeps the question's own choice of values where it meets the filter's", () => {
    const own = plantsSold([{ column: ref("plants", "family"), op: "eq", value: "Rosaceae" }]);
    const kept = compileQuery(withFieldFilter(own, catalog, family("Rosaceae", "Poaceae")).ir!, catalog);
    expect(kept).toContain(`"plants"."family" = 'Rosaceae'`);
    expect(kept).not.toContain("Poaceae");
    // nothing in common: no row can match
    const none = compileQuery(withFieldFilter(own, catalog, family("Poaceae")).ir!, catalog);
    expect(none).toContain(`"plants"."family" IS NULL AND "plants"."family" IS NOT NULL`);
  });

  it("does not combine a list with the question's own words about that column", () => {
    const own = plantsSold([{ column: ref("plants", "family"), op: "contains", value: "aceae" }]);
    expect(withFieldFilter(own, catalog, family("Rosaceae")).blocked).toBe("own-filter");
  });

  it("quotes values as the dialect writes strings", () => {
    const mysql = gardenCentre("mysql");
    const sql = compileQuery(withFieldFilter(salesByMonth, mysql, region("O'Neill's \\")).ir!, mysql);
    expect(sql).toContain("`regions`.`name` = 'O''Neill''s \\\\'");
  });
});

describe("filterValuesQuery", () => {
  it("lists a column's distinct values in order, containing the search, at most a hundred", () => {
    expect(filterValuesQuery(catalog, ref("plants", "family"), "ros")).toBe(
      [
        `SELECT DISTINCT "family" AS "value"`,
        `FROM "plants"`,
        `WHERE "family" IS NOT NULL AND "family" ILIKE '%ros%'`,
        "ORDER BY 1",
        "LIMIT 100",
      ].join("\n"),
    );
  });

  it("lists a person by their whole name and escapes a search's wildcards and quotes", () => {
    const sql = filterValuesQuery(gardenCentre("mysql"), ref("staff", "full_name"), "o'_%", 20);
    expect(sql).toContain("SELECT DISTINCT CONCAT(`first_name`, ' ', `last_name`) AS `value`");
    expect(sql).toMatch(/LIKE '%o''\\+_\\+%%'/);
    expect(sql).toContain("LIMIT 20");
  });
});
