import { describe, expect, it } from "vitest";
import pg from "pg";
import { createTestDatabase } from "../../harness/databases";

describe("test infrastructure", () => {
  it("gives each file its own real PostgreSQL database", async () => {
    const db = await createTestDatabase();
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query("SELECT current_database() AS name");
    await client.end();
    await db.drop();
    expect(rows[0].name).toBe(db.name);
  });
});
