import { describe, expect, it } from "vitest";
import type { CatalogColumn, CatalogTable } from "~/lib/catalog";
import {
  SAMPLE,
  categoryColumns,
  withRareValues,
  addInferredForeignKeys,
  addInferredKeys,
  completeValueLimit,
  describeSample,
  distinctFromStats,
  isNumericText,
  keyCandidates,
  looksNumeric,
  pickSampledColumns,
  relationshipCandidates,
  type ColumnFacts,
  type InclusionFacts,
  type RelationshipCandidate,
} from "./catalog-inference";

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
const byName = (tables: CatalogTable[], name: string) => tables.find((t) => t.name === name)!;
const arrows = (candidates: RelationshipCandidate[]) =>
  candidates.map((c) => `${c.table.name}.${c.column} → ${c.target.name}.${c.targetColumn} (${c.rule})`);
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

describe("relationshipCandidates", () => {
  const keyed = (name: string, key: CatalogColumn, rest: CatalogColumn[] = [], inferred = true) =>
    table(name, [{ ...key, isPrimaryKey: true }, ...rest], inferred ? { primaryKeyInferred: true } : {});

  it("relates a column to the table whose (declared or inferred) key has its name, and `*_id` to the table it names", () => {
    const tables = [
      keyed("clinics", column("clinic_code")),
      keyed("vets", int("vid"), [column("clinic_code"), column("name"), int("year"), column("city")]),
      keyed("owners", int("id"), [column("name"), column("city")], false),
      keyed("appointments", int("appt_no"), [int("vid"), int("owner_id"), column("city"), int("year")]),
    ];
    expect(arrows(relationshipCandidates(tables, () => false))).toEqual([
      "vets.clinic_code → clinics.clinic_code (same-name)",
      "appointments.vid → vets.vid (same-name)",
      "appointments.owner_id → owners.id (id-name)",
    ]);
  });

  it("never relates two tables by their own `id`, or by a name two unrelated tables hold as key", () => {
    const tables = [
      keyed("crates", int("id"), [int("tag_no")]),
      keyed("leashes", int("id")),
      keyed("collars", column("tag_no"), [], true),
      keyed("harnesses", int("tag_no")),
    ];
    expect(relationshipCandidates(tables, () => false)).toEqual([]);
  });

  it("orients a name two tables hold as key towards the table named after it (one-to-one)", () => {
    const tables = [keyed("pet_profiles", int("pet_no")), keyed("pet", int("pet_no"))];
    expect(arrows(relationshipCandidates(tables, () => false))).toEqual([
      "pet_profiles.pet_no → pet.pet_no (same-name)",
    ]);
  });

  it("finds self-references, key-name suffixes (past a shared table prefix) and skips declared or incomparable columns", () => {
    const declared = {
      columns: ["kennel_id"],
      referencedTable: "kennels",
      referencedColumns: ["kennel_id"],
      inferred: false,
    };
    const tables = [
      keyed("kvKennel", int("kvKennelId"), [int("kvParentKennelId"), column("kvSupervisorRef")]),
      keyed("kvTransfer", int("kvTransferId"), [int("kvFromKennelId"), int("kvToKennelId"), column("kvKennelId")]),
      keyed("kvStaff", int("kvStaffId"), [int("kvReportsTo"), int("kvManagerId")]),
    ];
    expect(arrows(relationshipCandidates(tables, () => false))).toEqual([
      "kvKennel.kvParentKennelId → kvKennel.kvKennelId (self)",
      "kvTransfer.kvFromKennelId → kvKennel.kvKennelId (suffix)",
      "kvTransfer.kvToKennelId → kvKennel.kvKennelId (suffix)",
      "kvStaff.kvReportsTo → kvStaff.kvStaffId (self)",
      "kvStaff.kvManagerId → kvStaff.kvStaffId (self)",
    ]);
    const withDeclared = [
      keyed("kennels", int("kennel_id")),
      table("runs", [int("kennel_id")], { foreignKeys: [declared] }),
    ];
    expect(relationshipCandidates(withDeclared)).toEqual([]);
  });

  it("matches a four-letter compound key name at the end of a column, not a four-letter word", () => {
    const tables = [
      keyed("wh_mst", int("wh_id")),
      keyed("labels", column("text")),
      keyed("loads", int("load_id"), [int("orig_wh_id"), column("context")]),
    ];
    expect(arrows(relationshipCandidates(tables, () => false))).toEqual(["loads.orig_wh_id → wh_mst.wh_id (suffix)"]);
  });

  it("relates a column named after another table, whole or by its last word, to that table's verified key", () => {
    const tables = [
      keyed("terms", int("term_id")),
      keyed("carrier", column("carrier_code")),
      keyed("lessons", int("lesson_id"), [int("term"), column("lesson_carrier"), column("carrier_note_id")]),
    ];
    expect(arrows(relationshipCandidates(tables, () => false))).toEqual([
      "lessons.term → terms.term_id (table-name)",
      "lessons.lesson_carrier → carrier.carrier_code (table-name)",
    ]);
  });

  it("falls back to an `id` column only for tables the data could not key", () => {
    const tables = [table("crates", [int("id")]), table("loads", [int("crate_id")])];
    expect(arrows(relationshipCandidates(tables, () => true))).toEqual(["loads.crate_id → crates.id (id-name)"]);
    expect(relationshipCandidates(tables, () => false)).toEqual([]);
  });
});

describe("addInferredForeignKeys", () => {
  const id = int("id", { isPrimaryKey: true });

  it("links *_id columns to a plural, singular or -ies table by its key, on names alone", () => {
    const tables = addInferredForeignKeys([
      table("customers", [id]),
      table("category", [column("id", { kind: "integer" })]),
      table("companies", [column("code", { isPrimaryKey: true })]),
      table("orders", [id, int("customer_id"), int("category_id"), column("company_id"), int("ghost_id")]),
    ]);
    const naming = { inferred: true, evidence: "naming" };
    expect(byName(tables, "orders").foreignKeys).toEqual([
      { columns: ["customer_id"], referencedTable: "customers", referencedColumns: ["id"], ...naming },
      { columns: ["category_id"], referencedTable: "category", referencedColumns: ["id"], ...naming },
      { columns: ["company_id"], referencedTable: "companies", referencedColumns: ["code"], ...naming },
    ]);
  });

  it("keeps declared keys and does not duplicate them", () => {
    const declared = {
      columns: ["customer_id"],
      referencedTable: "clients",
      referencedColumns: ["id"],
      inferred: false,
    };
    const [orders] = addInferredForeignKeys([
      table("orders", [id, int("customer_id")], { foreignKeys: [declared] }),
      table("customers", [id]),
    ]);
    expect(orders.foreignKeys).toEqual([declared]);
  });

  it("does not link a table to itself or across schemas", () => {
    const tables = addInferredForeignKeys([
      table("customer", [int("customer_id", { isPrimaryKey: true })]),
      table("users", [id], { schema: "auth" }),
      table("posts", [id, int("user_id")]),
    ]);
    expect(tables.flatMap((t) => t.foreignKeys)).toEqual([]);
  });

  describe("with inclusion checks", () => {
    const shipping = () => [
      table("depots", [int("depot_no", { isPrimaryKey: true }), column("city")], { primaryKeyInferred: true }),
      table("parcels", [int("parcel_id", { isPrimaryKey: true }), int("depot_no")]),
      table("labels", [int("parcel_id", { isPrimaryKey: true })], { primaryKeyInferred: true }),
      table("returns", [int("return_id", { isPrimaryKey: true }), int("original_parcel_id")]),
    ];
    const decide = (tables: CatalogTable[], facts: (c: RelationshipCandidate) => InclusionFacts | undefined) => {
      const candidates = relationshipCandidates(tables, () => false);
      const checked = new Map(candidates.flatMap((c) => (facts(c) ? [[c, facts(c)!] as const] : [])));
      return addInferredForeignKeys(tables, candidates, checked).flatMap((t) =>
        t.foreignKeys.map(
          (fk) => `${t.name}.${fk.columns} → ${fk.referencedTable} ${fk.evidence}${fk.oneToOne ? " 1:1" : ""}`,
        ),
      );
    };

    it("keeps what the data confirms, tolerating 1 % orphans, and tells one-to-one from many-to-one", () => {
      expect(
        decide(shipping(), (c) => ({ rows: 1000, distinct: c.table.name === "returns" ? 999 : 40, missing: 10 })),
      ).toEqual([
        "parcels.depot_no → depots data",
        "labels.parcel_id → parcels data 1:1",
        "returns.original_parcel_id → parcels data",
      ]);
      const smallAndUnique = decide(shipping(), () => ({ rows: 120, distinct: 120, missing: 0 }));
      expect(smallAndUnique).toContain("returns.original_parcel_id → parcels data 1:1");
    });

    it("refuses references whose values are missing on the other side", () => {
      expect(decide(shipping(), () => ({ rows: 1000, distinct: 40, missing: 11 }))).toEqual([]);
    });

    it("keeps only `*_id` naming when the data could not be read", () => {
      expect(decide(shipping(), () => undefined)).toEqual(["labels.parcel_id → parcels naming"]);
      expect(decide(shipping(), () => ({ rows: 0, distinct: 0, missing: 0 }))).toEqual([
        "labels.parcel_id → parcels naming",
      ]);
    });

    it("keeps at most one reference per column: the first candidate the data confirms", () => {
      const tables = [
        table("handlers", [int("id", { isPrimaryKey: true })]),
        table("crew", [int("crew_no", { isPrimaryKey: true }), int("handler_id"), int("supervisor_id")]),
        table("supervisors", [int("id", { isPrimaryKey: true })]),
      ];
      expect(arrows(relationshipCandidates(tables, () => false))).toEqual([
        "crew.handler_id → handlers.id (id-name)",
        "crew.supervisor_id → supervisors.id (id-name)",
        "crew.supervisor_id → crew.crew_no (self)",
      ]);
      const confirmAll = () => ({ rows: 50, distinct: 5, missing: 0 });
      expect(decide(tables, confirmAll)).toEqual([
        "crew.handler_id → handlers data",
        "crew.supervisor_id → supervisors data",
      ]);
      const refuseSupervisors = (c: RelationshipCandidate) => ({
        rows: 50,
        distinct: 5,
        missing: c.target.name === "supervisors" ? 50 : 0,
      });
      expect(decide(tables, refuseSupervisors)).toEqual([
        "crew.handler_id → handlers data",
        "crew.supervisor_id → crew data",
      ]);
    });
  });
});

describe("looksNumeric", () => {
  it.each(["7,169", "$1.2m", "12 (3)", "45%", "3.5 kg", "-12", "1 234", "€ 12.50", "0.5", "12k"])(
    "%s is numeric",
    (value) => expect(looksNumeric(value)).toBe(true),
  );
  it.each(["abc", "", "2024-01-01", "A12", "12 hours", "N/A", "1-800-FLOWERS", "-"])("%s is not", (value) =>
    expect(looksNumeric(value)).toBe(false),
  );
});

describe("isNumericText", () => {
  it("weighs values by how often they occur", () => {
    expect(
      isNumericText([
        { value: "1,200", count: 90 },
        { value: "n/a", count: 10 },
      ]),
    ).toBe(true);
    expect(
      isNumericText([
        { value: "1,200", count: 10 },
        { value: "n/a", count: 90 },
      ]),
    ).toBe(false);
    expect(isNumericText([])).toBe(false);
  });
});

describe("describeSample", () => {
  const values = (n: number) => Array.from({ length: n }, (_, i) => ({ value: `v${i}`, count: 3 }));

  it("keeps the values of a low-cardinality column", () => {
    expect(describeSample({ values: values(4), distinct: 4, nonNull: 12 }, true)).toEqual({
      distinctCount: 4,
      sampleValues: ["v0", "v1", "v2", "v3"],
    });
  });

  it("drops values of a column that is nearly unique", () => {
    expect(describeSample({ values: values(120), distinct: 120, nonNull: 120 }, true)).toEqual({ distinctCount: 120 });
  });

  it("keeps every value of a nearly unique column when the probe listed them all", () => {
    const result = describeSample(
      { values: values(120), distinct: 120, nonNull: 120 },
      true,
      undefined,
      SAMPLE.completeValuesPerColumn,
    );
    expect(result.sampleValues).toHaveLength(120);
  });

  it("keeps no values of a nearly unique column the probe could not list completely", () => {
    expect(describeSample({ values: values(120), distinct: 900, nonNull: 900 }, true, undefined, 120)).toEqual({
      distinctCount: 900,
    });
    expect(describeSample({ values: values(120), distinct: 120, nonNull: 120 }, false, 5000, 2000)).toEqual({
      distinctCount: 5000,
    });
  });

  it("drops values when there are more than the bound", () => {
    const result = describeSample(
      { values: values(SAMPLE.valuesPerColumn + 1), distinct: 900, nonNull: 10_000 },
      false,
      5000,
    );
    expect(result).toEqual({ distinctCount: 5000 });
  });

  it("skips very long values", () => {
    const long = "x".repeat(SAMPLE.maxValueLength + 1);
    const result = describeSample(
      {
        values: [
          { value: long, count: 5 },
          { value: "ok", count: 5 },
        ],
        distinct: 2,
        nonNull: 10,
      },
      true,
    );
    expect(result.sampleValues).toEqual(["ok"]);
  });

  it("flags numbers written as text", () => {
    const sample = {
      values: [
        { value: "$1,200", count: 2 },
        { value: "7,169", count: 2 },
      ],
      distinct: 2,
      nonNull: 4,
    };
    expect(describeSample(sample, true).numericText).toBe(true);
  });
});

describe("distinctFromStats", () => {
  it("reads counts and fractions", () => {
    expect(distinctFromStats(12, 1000)).toBe(12);
    expect(distinctFromStats(-0.5, 1000)).toBe(500);
    expect(distinctFromStats(null, 1000)).toBeUndefined();
    expect(distinctFromStats(0, 1000)).toBeUndefined();
  });
});

describe("completeValueLimit", () => {
  it("lists every value of small tables, sharing the catalog's budget between their columns", () => {
    const small = table("small", [column("a")], { rowEstimate: 300 });
    const large = table("large", [column("b")], { rowEstimate: 1_000_000 });
    const limits = completeValueLimit(
      new Map([
        [small, small.columns],
        [large, large.columns],
      ]),
    );
    expect(limits.get(small)).toBe(SAMPLE.completeValuesPerColumn);
    expect(limits.has(large)).toBe(false);
    const wide = table(
      "wide",
      Array.from({ length: 50 }, (_, i) => column(`c${i}`)),
      { rowEstimate: 300 },
    );
    expect(completeValueLimit(new Map([[wide, wide.columns]])).get(wide)! * 50).toBeLessThanOrEqual(
      SAMPLE.completeValuesPerCatalog,
    );
  });
});

describe("pickSampledColumns", () => {
  it("samples at most the per-schema budget and never primary keys", () => {
    const wide = table("wide", [
      column("pk", { isPrimaryKey: true }),
      ...Array.from({ length: SAMPLE.columnsPerSchema + 10 }, (_, i) => column(`c${i}`)),
    ]);
    const other = table("other", [column("x")], { schema: "second" });
    const picked = pickSampledColumns([wide, other], () => true);
    expect(picked.get(wide)).toHaveLength(SAMPLE.columnsPerSchema);
    expect(picked.get(wide)!.some((c) => c.name === "pk")).toBe(false);
    expect(picked.get(other)).toHaveLength(1);
  });

  it("shares the budget round-robin, so a wide table early in the schema leaves later tables their first columns", () => {
    const wide = table(
      "aaa_wide",
      Array.from({ length: SAMPLE.columnsPerSchema }, (_, i) => column(`c${i}`)),
    );
    const late = table("zzz_late", [column("origin"), column("destination")]);
    const picked = pickSampledColumns([wide, late], () => true);
    expect(picked.get(late)!.map((c) => c.name)).toEqual(["origin", "destination"]);
    expect(picked.get(wide)).toHaveLength(SAMPLE.columnsPerSchema - 2);
  });
});

describe("categories read whole", () => {
  const sample = { values: [{ value: "closed", count: 4990 }], distinct: 1, nonNull: 4990 };
  it("picks the few-valued columns of a table bigger than its sample", () => {
    const names = {
      values: Array.from({ length: 80 }, (_, i) => ({ value: `n${i}`, count: 1 })),
      distinct: 80,
      nonNull: 80,
    };
    expect(categoryColumns([sample, names], false)).toEqual([0]);
    expect(categoryColumns([sample, names], true)).toEqual([]);
  });
  it("adds the rare values a whole read finds, unless it finds more than a category holds", () => {
    expect(withRareValues(sample, ["closed", "open"])).toEqual({
      values: [
        { value: "closed", count: 4990 },
        { value: "open", count: 1 },
      ],
      distinct: 2,
      nonNull: 4991,
    });
    expect(
      withRareValues(
        sample,
        Array.from({ length: 51 }, (_, i) => `v${i}`),
      ),
    ).toBe(sample);
  });
});
