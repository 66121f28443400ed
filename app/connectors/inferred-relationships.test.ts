import { describe, expect, it } from "vitest";
import type { CatalogColumn, CatalogTable } from "~/lib/catalog";
import {
  addInferredForeignKeys,
  relationshipCandidates,
  type InclusionFacts,
  type RelationshipCandidate,
} from "./inferred-relationships";

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
const byName = (tables: CatalogTable[], name: string) => tables.find((t) => t.name === name)!;
const arrows = (candidates: RelationshipCandidate[]) =>
  candidates.map((c) => `${c.table.name}.${c.column} → ${c.target.name}.${c.targetColumn} (${c.rule})`);

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

  it("relates a column whose number is abbreviated (`dno`, `dnum`, `pno`) to the table keyed by it spelled out", () => {
    const tables = [
      keyed("department", int("dnumber"), [column("dname")]),
      keyed("staff", int("ssn"), [int("dno"), column("phone_no")]),
      keyed("project", int("pnumber"), [int("dnum")]),
      keyed("assignment", int("asg_id"), [int("pno")]),
    ];
    expect(arrows(relationshipCandidates(tables, () => false))).toEqual([
      "staff.dno → department.dnumber (same-name)",
      "project.dnum → department.dnumber (same-name)",
      "assignment.pno → project.pnumber (same-name)",
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

  it("orients a name several tables hold as key towards the largest, whose rows the others extend", () => {
    const people = keyed("people", column("pid"), [column("fullname")]);
    const photos = keyed("people_photos", column("pid"), [column("url")]);
    const visits = table("visits", [column("pid"), column("visited_on", { kind: "date", dataType: "date" })]);
    const tables = [
      { ...photos, rowEstimate: 40 },
      { ...people, rowEstimate: 120 },
      { ...visits, rowEstimate: 900 },
    ];
    expect(arrows(relationshipCandidates(tables, () => false))).toEqual([
      "people_photos.pid → people.pid (same-name)",
      "visits.pid → people.pid (same-name)",
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

  it("matches a short one-word key name as the last word of a column, in either role, not inside a word", () => {
    const tables = [
      keyed("stations", int("stid"), [column("name")]),
      keyed("legs", int("lgid"), [int("from_stid"), int("to_stid"), int("capstid"), column("notes")]),
    ];
    expect(arrows(relationshipCandidates(tables, () => false))).toEqual([
      "legs.from_stid → stations.stid (suffix)",
      "legs.to_stid → stations.stid (suffix)",
    ]);
  });

  it("relates a role before another table's `*id` name to that table, keyed by `id`", () => {
    const tables = [
      keyed("members", int("id"), [column("handle")]),
      keyed("threads", int("id"), [int("creatormemberid"), int("lastReplyMemberId"), column("subject")]),
    ];
    expect(arrows(relationshipCandidates(tables, () => false))).toEqual([
      "threads.creatormemberid → members.id (suffix)",
      "threads.lastReplyMemberId → members.id (suffix)",
    ]);
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
