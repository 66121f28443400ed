import { describe, expect, it } from "vitest";
import { connectionFailed } from "~/connectors/connection-errors";
import { AppError } from "~/lib/errors";
import { isTransient } from "./retry-policy";

const target = { host: "db.example.com", port: 5432 };
const failed = (error: unknown) => connectionFailed(error, target, 10_000)!;

describe("isTransient", () => {
  it.each([
    ["a refused connection", failed({ code: "ECONNREFUSED" })],
    ["a reset", failed({ code: "ECONNRESET" })],
    ["an administrator shutdown", failed({ code: "57P01", message: "terminating connection due to administrator command" })],
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
