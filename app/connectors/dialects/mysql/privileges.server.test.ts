import { describe, expect, it } from "vitest";
import { grantFindings, readerSql } from "./privileges.server";

describe("readerSql (MySQL)", () => {
  it("gives MySQL SQL for a user with SELECT on the database only", () => {
    const sql = readerSql({ database: "shop", schemas: [] });
    expect(sql).toContain("CREATE USER 'askdata_reader'@'%' IDENTIFIED BY");
    expect(sql).toContain("GRANT SELECT, SHOW VIEW ON `shop`.* TO 'askdata_reader'@'%';");
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
