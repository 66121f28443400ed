import { describe, expect, it } from "vitest";
import type { CatalogColumn, CatalogTable } from "~/lib/catalog";
import { addInferredKeys, keyCandidates, type ColumnFacts } from "./inferred-keys";

const column = (name: string, extra: Partial<CatalogColumn> = {}): CatalogColumn => ({
  name,
  dataType: "text",
  kind: "text",
  nullable: true,
  isPrimaryKey: false,
  ...extra,
});
const table = (name: string, columns: CatalogColumn[], extra: Partial<CatalogTable> = {}): CatalogTable => ({
  schema: "public",
  name,
  rowEstimate: 10,
  columns,
  primaryKey: columns.filter((c) => c.isPrimaryKey).map((c) => c.name),
  foreignKeys: [],
  ...extra,
});

const int = (name: string, extra: Partial<CatalogColumn> = {}) =>
  column(name, { kind: "integer", dataType: "bigint", ...extra });
const notNull = { nullable: false };
const unique = (rows: number): ColumnFacts => ({ rows, nonNull: rows, distinct: rows });

describe("keyCandidates", () => {
  const names = (tables: CatalogTable[]) =>
    Object.fromEntries([...keyCandidates(tables)].map(([t, cols]) => [t.name, cols]));

  it("tries `id`, then names after the table, then the first id-like column, NOT NULL ones first", () => {
    expect(
      names([
        table("kennels", [column("label"), int("kennel_no"), int("id")]),
        table("vet", [column("full_name"), int("vetid"), int("clinic_code")]),
        table("boarding", [column("notes"), int("bay_code"), int("stay_id", notNull)]),
        table("ports", [column("port_name"), column("country")]),
      ]),
    ).toEqual({ kennels: ["id", "kennel_no"], vet: ["vetid"], boarding: ["stay_id"], ports: ["port_name"] });
  });

  it("leaves declared keys, link tables, references to other tables and people's names alone", () => {
    expect(
      names([
        table("pets", [int("pet_no", { isPrimaryKey: true }), int("owner_ref_id")]),
        table("owners", [int("owner_id", { isPrimaryKey: true })]),
        table("pet_owner", [int("pet_no"), int("owner_id")]),
        table("vaccinations", [int("pet_no", notNull), column("vaccine"), column("given_on")]),
        table("groomers", [column("first_name"), column("salon")]),
        table("flags", [column("flag_id", { kind: "boolean" })]),
      ]),
    ).toEqual({});
  });

  it("leaves a shared id-like name to the table that holds it first and NOT NULL", () => {
    expect(
      names([
        table("clinics", [int("cid", notNull), column("city")]),
        table("visits", [column("reason"), int("cid"), int("vid", notNull)]),
      ]),
    ).toEqual({ clinics: ["cid"], visits: ["vid"] });
  });
});

describe("addInferredKeys", () => {
  it("keys a table by its first candidate the data shows unique and never null, and marks it inferred", () => {
    const kennels = table("kennels", [int("id"), int("kennel_no"), column("label")]);
    const runs = table("runs", [int("run_id"), column("surface")]);
    const cages = table("cages", [int("cage_id", { isPrimaryKey: true })]);
    const facts = new Map([
      [
        kennels,
        new Map([
          ["id", { rows: 40, nonNull: 39, distinct: 39 }],
          ["kennel_no", unique(40)],
        ]),
      ],
      [runs, new Map([["run_id", { rows: 40, nonNull: 40, distinct: 12 }]])],
    ]);
    const [keyed, unkeyed, declared] = addInferredKeys([kennels, runs, cages], facts);
    expect(keyed).toMatchObject({ primaryKey: ["kennel_no"], primaryKeyInferred: true });
    expect(keyed.columns.filter((c) => c.isPrimaryKey).map((c) => c.name)).toEqual(["kennel_no"]);
    expect(unkeyed).toBe(runs);
    expect(declared).toBe(cages);
  });
});
