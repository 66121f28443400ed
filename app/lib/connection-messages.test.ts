import { describe, expect, it } from "vitest";
import { testResultMessage } from "./connection-messages";

describe("testResultMessage", () => {
  it("reports tables and time on success", () => {
    expect(testResultMessage({ isValid: true, error: null, tableCount: 6, connectionTime: 41.6 })).toBe(
      "Connection successful! Found 6 tables (42 ms)",
    );
  });

  it("reports the reason, or 'Unknown error', on failure", () => {
    expect(testResultMessage({ isValid: false, error: "connection refused", tableCount: 0, connectionTime: 3 })).toBe(
      "Connection failed: connection refused",
    );
    expect(testResultMessage({ isValid: false, error: null, tableCount: 0, connectionTime: 3 })).toBe(
      "Connection failed: Unknown error",
    );
  });
});
