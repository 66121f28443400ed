// Applies the metadata migrations once, under an advisory lock, each inside a transaction (ADR 002).
import { Umzug, SequelizeStorage } from "umzug";
import type { Sequelize } from "sequelize";
import { MIGRATIONS } from "./migrations";

const MIGRATION_LOCK = 7_402_118; // any constant shared by every process of this product

export async function migrateMetadata(sequelize: Sequelize): Promise<string[]> {
  return withAdvisoryLock(sequelize, MIGRATION_LOCK, async () => {
    const umzug = new Umzug({
      migrations: MIGRATIONS.map((migration) => ({
        name: migration.name,
        up: () => sequelize.transaction((transaction) => sequelize.query(migration.up, { transaction })),
        down: () => sequelize.transaction((transaction) => sequelize.query(migration.down, { transaction })),
      })),
      storage: new SequelizeStorage({ sequelize, tableName: "schema_migrations" }),
      logger: undefined,
    });
    const applied = await umzug.up();
    return applied.map((migration) => migration.name);
  });
}

/** Session-level advisory lock held on one dedicated connection for the duration of `work`. */
export async function withAdvisoryLock<T>(sequelize: Sequelize, key: number, work: () => Promise<T>): Promise<T> {
  const pool = sequelize.connectionManager as unknown as {
    getConnection: () => Promise<unknown>;
    releaseConnection: (c: unknown) => Promise<void>;
  };
  const connection = (await pool.getConnection()) as { query: (sql: string, params?: unknown[]) => Promise<unknown> };
  try {
    await connection.query("SELECT pg_advisory_lock($1)", [key]);
    try {
      return await work();
    } finally {
      await connection.query("SELECT pg_advisory_unlock($1)", [key]);
    }
  } finally {
    await pool.releaseConnection(connection);
  }
}
