import { describe, expect, it } from "vitest";
import { connectionTypeLabel, DEFAULT_DIALECT, dialectOfConnection, dialectSchema, DIALECTS, isDialect } from ".";

describe("the dialect registry", () => {
  it("lists each dialect once, the default first", () => {
    const ids = DIALECTS.map((dialect) => dialect.id);
    expect(ids).toEqual(["postgresql", "mysql"]);
    expect(DEFAULT_DIALECT).toBe("postgresql");
  });

  it("accepts a registered id and refuses any other with the spec's message", () => {
    expect(dialectSchema.parse("mysql")).toBe("mysql");
    expect(isDialect("csv")).toBe(false);
    const refused = dialectSchema.safeParse("oracle");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].message).toBe("Connection type must be postgresql or mysql");
  });

  it("names a connection's type and reads an upload as PostgreSQL", () => {
    expect(connectionTypeLabel("mysql")).toBe("MySQL");
    expect(connectionTypeLabel("csv")).toBe("CSV");
    expect(connectionTypeLabel("oracle")).toBe("oracle");
    expect(dialectOfConnection("csv")).toBe("postgresql");
    expect(dialectOfConnection("mysql")).toBe("mysql");
  });
});
