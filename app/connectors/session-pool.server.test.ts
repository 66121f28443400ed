// A session the server ends while it is checked out (a restart between two statements of a transaction) fails the
// caller's next query, never the process; it is closed when given back, and the pool goes on.
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { SessionPool } from "./session-pool.server";

const PG_URL = process.env.USER_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const pool = new SessionPool({ connectionString: PG_URL, max: 2 });
afterAll(() => pool.end());

describe("SessionPool", () => {
  it("survives the server ending a checked-out session", async () => {
    const uncaught: unknown[] = [];
    const note = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", note);
    try {
      const client = await pool.connect(5_000, () => new Error("timeout"));
      const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query("SELECT pg_terminate_backend($1)", [rows[0].pid]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      await expect(client.query("SELECT 1")).rejects.toThrow();
      client.release();
      const fresh = await pool.connect(5_000, () => new Error("timeout"));
      await expect(fresh.query("SELECT 1 AS one")).resolves.toMatchObject({ rows: [{ one: 1 }] });
      fresh.release();
      expect(uncaught).toEqual([]);
    } finally {
      process.off("uncaughtException", note);
    }
  });
});
