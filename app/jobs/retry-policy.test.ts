import { describe, expect, it } from "vitest";
import { connectionFailed } from "~/connectors/connection-errors";
import { AppError } from "~/lib/errors";
import { isTransient, metadataUnavailable, willRetry } from "./retry-policy";

const target = { host: "db.example.com", port: 5432 };
const failed = (error: unknown) => connectionFailed(error, target, 10_000)!;

describe("isTransient", () => {
  it.each([
    ["a refused connection", failed({ code: "ECONNREFUSED" })],
    ["a reset", failed({ code: "ECONNRESET" })],
    [
      "an administrator shutdown",
      failed({ code: "57P01", message: "terminating connection due to administrator command" }),
    ],
    ["too many connections", failed({ code: "53300", message: "sorry, too many clients already" })],
    ["a connect timeout", failed(new Error("Connection terminated due to connection timeout"))],
    ["the metadata database", new AppError("DATABASE_ERROR")],
    ["an AI service at 503", new AppError("AI_SERVICE_ERROR", "down", { status: 503 })],
    ["an AI service at 429", new AppError("AI_SERVICE_ERROR", "quota", { status: 429 })],
  ])("retries %s", (_, error) => expect(isTransient(error)).toBe(true));

  it.each([
    ["a wrong password", failed({ code: "28P01", message: "password authentication failed" })],
    ["an unknown database", failed({ code: "3D000", message: 'database "x" does not exist' })],
    ["a refused host", new AppError("CONNECTION_FAILED", "Connections to this host are not allowed")],
    ["a guard refusal", new AppError("QUERY_EXECUTION_ERROR", "Refused: DROP")],
    ["a statement timeout", new AppError("TIMEOUT_ERROR", "Query exceeded the 15 s time limit")],
    ["a question it cannot understand", new AppError("TRANSLATION_ERROR")],
    ["an AI key that is wrong", new AppError("AI_SERVICE_ERROR", "bad key", { status: 401 })],
  ])("fails %s at once", (_, error) => expect(isTransient(error)).toBe(false));
});

// What Sequelize and pg throw when the metadata database restarts or is down.
const sequelizeError = (name: string, parent?: object) =>
  Object.assign(new Error("x"), { name, parent, original: parent });

describe("metadataUnavailable", () => {
  it.each([
    ["a refused connection", sequelizeError("SequelizeConnectionRefusedError", { code: "ECONNREFUSED" })],
    ["an exhausted pool", sequelizeError("SequelizeConnectionAcquireTimeoutError")],
    [
      "an administrator shutdown mid-query",
      sequelizeError("SequelizeDatabaseError", {
        code: "57P01",
        message: "terminating connection due to administrator command",
      }),
    ],
    ["a session that ended", sequelizeError("SequelizeDatabaseError", new Error("Connection terminated unexpectedly"))],
    [
      "a raw pg error (pg-boss, LISTEN)",
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
    ],
    ["the database starting up", Object.assign(new Error("the database system is starting up"), { code: "57P03" })],
  ])("is DATABASE_ERROR for %s, and transient", (_, error) => {
    expect(metadataUnavailable(error)?.toBody()).toEqual({
      code: "DATABASE_ERROR",
      message: "Database error occurred. Please try again or contact support.",
    });
    expect(isTransient(error)).toBe(true);
  });

  it.each([
    [
      "bad SQL of ours",
      sequelizeError("SequelizeDatabaseError", { code: "42703", message: 'column "x" does not exist' }),
    ],
    ["a unique violation", sequelizeError("SequelizeUniqueConstraintError")],
    ["a bug", new TypeError("cannot read properties of undefined")],
    ["an AppError", new AppError("TRANSLATION_ERROR")],
  ])("leaves %s alone", (_, error) => expect(metadataUnavailable(error)).toBeUndefined());
});

describe("willRetry", () => {
  const first = { retryCount: 0, retryLimit: 3 };
  const last = { retryCount: 3, retryLimit: 3 };
  it("retries transient failures and unexpected errors while attempts remain", () => {
    expect(willRetry(new AppError("DATABASE_ERROR"), first)).toBe(true);
    expect(willRetry(new Error("surprise"), first)).toBe(true);
    expect(willRetry(new AppError("DATABASE_ERROR"), last)).toBe(false);
  });
  it("never retries a user's mistake", () =>
    expect(willRetry(new AppError("QUERY_EXECUTION_ERROR", "Refused: DROP"), first)).toBe(false));
});
