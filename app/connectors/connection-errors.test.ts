import { describe, expect, it } from "vitest";
import { AppError } from "~/lib/errors";
import { connectionFailureReason, testFailureReason, timeoutError, withDeadline } from "./connection-errors";

const target = { host: "db.example.com", port: 5432 };
const reason = (error: unknown) => connectionFailureReason(error, target, 10_000);

describe("connectionFailureReason", () => {
  it("names refused, unknown and silent hosts", () => {
    expect(reason({ code: "ECONNREFUSED", message: "connect ECONNREFUSED" })).toBe(
      "connection refused at db.example.com:5432",
    );
    expect(reason({ code: "ENOTFOUND" })).toBe('host "db.example.com" could not be resolved');
    expect(reason(new Error("Connection terminated due to connection timeout"))).toBe(
      "timeout after 10 s connecting to db.example.com:5432",
    );
    expect(reason(new Error("Connection terminated unexpectedly"))).toBe(
      "the server at db.example.com:5432 closed the connection unexpectedly",
    );
    expect(reason(new Error("The server does not support SSL connections"))).toBe(
      "The server does not support SSL connections",
    );
  });

  it("passes the database's own words for authentication and missing databases", () => {
    expect(reason({ code: "28P01", message: 'password authentication failed for user "x"' })).toBe(
      'password authentication failed for user "x"',
    );
    expect(reason({ code: "3D000", message: 'database "x" does not exist' })).toBe('database "x" does not exist');
    expect(reason({ code: "ER_ACCESS_DENIED_ERROR", message: "Access denied for user 'x'@'y'" })).toBe(
      "Access denied for user 'x'@'y'",
    );
  });

  it("leaves SQL errors alone", () => {
    expect(reason({ code: "42703", message: 'column "x" does not exist' })).toBeUndefined();
    expect(reason({ code: "ER_BAD_FIELD_ERROR", message: "Unknown column" })).toBeUndefined();
    expect(reason(new AppError("QUERY_EXECUTION_ERROR", "no"))).toBeUndefined();
  });
});

describe("internal addresses", () => {
  const internal = { host: "127.0.0.1", port: 6379 };
  const internalReason = (error: unknown) => testFailureReason(error, internal, 10_000);

  it("say only that no database answered, whatever happened below the database protocol", () => {
    const same = "no database server answered at 127.0.0.1:6379";
    expect(internalReason({ code: "ECONNREFUSED" })).toBe(same);
    expect(internalReason(new Error("Connection terminated due to connection timeout"))).toBe(same);
    expect(internalReason(new Error("Connection terminated unexpectedly"))).toBe(same);
    expect(internalReason({ code: "PROTOCOL_CONNECTION_LOST", message: "Connection lost" })).toBe(same);
    expect(internalReason(new Error("received invalid response: 2d"))).toBe(same);
    expect(testFailureReason({ code: "ECONNREFUSED" }, { host: "10.1.2.3", port: 22 }, 10_000)).toBe(
      "no database server answered at 10.1.2.3:22",
    );
  });

  it("still pass on what a database said (wrong password, unknown database)", () => {
    expect(internalReason({ code: "28P01", message: 'password authentication failed for user "x"' })).toBe(
      'password authentication failed for user "x"',
    );
    expect(internalReason({ code: "ER_BAD_DB_ERROR", message: "Unknown database 'x'" })).toBe("Unknown database 'x'");
  });
});

describe("withDeadline", () => {
  it("rejects with the expiry error when work is too slow", async () => {
    const slow = new Promise((resolve) => setTimeout(resolve, 200));
    await expect(withDeadline(slow, 10, () => timeoutError(10))).rejects.toMatchObject({ code: "TIMEOUT_ERROR" });
  });

  it("passes results through", async () => {
    await expect(withDeadline(Promise.resolve(3), 100, () => new Error("late"))).resolves.toBe(3);
  });
});
