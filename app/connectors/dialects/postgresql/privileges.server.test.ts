import { describe, expect, it } from "vitest";
import { readerSql } from "./privileges.server";

describe("readerSql (PostgreSQL)", () => {
  it("gives PostgreSQL SQL for a read-only role on each schema, quoting names", () => {
    const sql = readerSql({ database: 'My "Shop"', schemas: ["public", "Sales Data"] });
    expect(sql).toContain("CREATE ROLE askdata_reader LOGIN PASSWORD");
    expect(sql).toContain(`GRANT CONNECT ON DATABASE "My ""Shop""" TO askdata_reader;`);
    expect(sql).toContain(`GRANT SELECT ON ALL TABLES IN SCHEMA "Sales Data" TO askdata_reader;`);
    expect(sql).toContain(`ALTER DEFAULT PRIVILEGES IN SCHEMA "public" GRANT SELECT ON TABLES TO askdata_reader;`);
  });
});
