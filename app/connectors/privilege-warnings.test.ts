import { describe, expect, it } from "vitest";
import { grantFindings } from "./mysql-privileges.server";
import { describeCounts, privilegeWarnings } from "./privilege-warnings";

describe("privilegeWarnings", () => {
  it("gives no warning for a login that can only read", () => {
    expect(privilegeWarnings("postgresql", [], { database: "shop", schemas: ["public"] })).toEqual([]);
  });

  it("says what the login can do and what to do about it", () => {
    const [warning] = privilegeWarnings("postgresql", [{ risk: "write", detail: "INSERT on 12 tables" }], {
      database: "shop",
      schemas: ["public"],
    });
    expect(warning.message).toBe(
      "This login can write to the database (INSERT on 12 tables) — connect with a read-only user.",
    );
  });

  it("gives PostgreSQL SQL for a read-only role on each schema, quoting names", () => {
    const [warning] = privilegeWarnings("postgresql", [{ risk: "superuser", detail: "SUPERUSER" }], {
      database: 'My "Shop"',
      schemas: ["public", "Sales Data"],
    });
    expect(warning.readOnlySql).toContain("CREATE ROLE askdata_reader LOGIN PASSWORD");
    expect(warning.readOnlySql).toContain(`GRANT CONNECT ON DATABASE "My ""Shop""" TO askdata_reader;`);
    expect(warning.readOnlySql).toContain(`GRANT SELECT ON ALL TABLES IN SCHEMA "Sales Data" TO askdata_reader;`);
    expect(warning.readOnlySql).toContain(
      `ALTER DEFAULT PRIVILEGES IN SCHEMA "public" GRANT SELECT ON TABLES TO askdata_reader;`,
    );
  });

  it("gives MySQL SQL for a user with SELECT on the database only", () => {
    const [warning] = privilegeWarnings("mysql", [{ risk: "file", detail: "FILE" }], { database: "shop", schemas: [] });
    expect(warning.readOnlySql).toContain("CREATE USER 'askdata_reader'@'%' IDENTIFIED BY");
    expect(warning.readOnlySql).toContain("GRANT SELECT, SHOW VIEW ON `shop`.* TO 'askdata_reader'@'%';");
  });
});

describe("describeCounts", () => {
  it("groups privileges with the same count", () => {
    const counts = [
      { privilege: "INSERT", count: 12 },
      { privilege: "UPDATE", count: 12 },
      { privilege: "TRUNCATE", count: 1 },
    ];
    expect(describeCounts(counts, "table")).toBe("INSERT, UPDATE on 12 tables; TRUNCATE on 1 table");
  });
});

describe("grantFindings (MySQL)", () => {
  it.each<[string, { privilege: string; level: "global" | "schema" | "table"; object: string }[], string[]]>([
    ["USAGE only", [{ privilege: "USAGE", level: "global", object: "" }], []],
    ["SELECT on a database", [{ privilege: "SELECT", level: "schema", object: "shop" }], []],
    [
      "SUPER and FILE",
      [
        { privilege: "SUPER", level: "global", object: "" },
        { privilege: "FILE", level: "global", object: "" },
      ],
      ["super: SUPER", "file: FILE"],
    ],
    [
      "writes at every level",
      [
        { privilege: "INSERT", level: "global", object: "" },
        { privilege: "DELETE", level: "schema", object: "shop" },
        { privilege: "UPDATE", level: "table", object: "shop.orders" },
        { privilege: "UPDATE", level: "table", object: "shop.items" },
      ],
      ["write: INSERT on every database; DELETE on database shop; UPDATE on 2 tables"],
    ],
    [
      "schema changes",
      [
        { privilege: "DROP", level: "schema", object: "shop" },
        { privilege: "CREATE", level: "schema", object: "shop" },
      ],
      ["schema-change: CREATE, DROP on database shop"],
    ],
  ])("%s", (_, rows, expected) => {
    expect(grantFindings(rows).map((finding) => `${finding.risk}: ${finding.detail}`)).toEqual(expected);
  });
});
