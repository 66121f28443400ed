import { describe, expect, it } from "vitest";
import { describeCounts, privilegeWarnings } from "./privilege-warnings";

describe("privilegeWarnings", () => {
  it("gives no warning for a login that can only read", () => {
    expect(privilegeWarnings([], "-- SQL for a reader")).toEqual([]);
  });

  it("says what the login can do and what to do about it", () => {
    const [warning] = privilegeWarnings([{ risk: "write", detail: "INSERT on 12 tables" }], "-- SQL for a reader");
    expect(warning.readOnlySql).toBe("-- SQL for a reader");
    expect(warning.message).toBe(
      "This login can write to the database (INSERT on 12 tables) — connect with a read-only user.",
    );
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
