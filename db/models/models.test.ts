// Issue 19: the migrations own the metadata schema; each Sequelize model must say the same as its migrated table —
// the same columns, a NOT NULL wherever the model requires a value, and a compatible type.
import { Model, QueryTypes, type ModelStatic } from "sequelize";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateMetadata } from "~db/migrate.server";
import * as models from "~db/models";
import { createSequelize } from "~db/sequelize.server";
import { createTestDatabase } from "../../harness/databases";

type Sequelize = ReturnType<typeof createSequelize>;
interface Column {
  column_name: string;
  data_type: string;
  is_nullable: "YES" | "NO";
}

// Sequelize's type key → information_schema.columns.data_type it is stored as.
const STORED_AS: Record<string, string[]> = {
  UUID: ["uuid"],
  TEXT: ["text"],
  STRING: ["text", "character varying"],
  BOOLEAN: ["boolean"],
  INTEGER: ["integer"],
  BIGINT: ["bigint"],
  DATE: ["timestamp with time zone"],
  JSONB: ["jsonb"],
};

const MODEL_NAMES = Object.values(models).flatMap((value) =>
  typeof value === "function" && value.prototype instanceof Model ? [value.name] : [],
);

// Tables the product reads and writes with plain SQL, outside the ORM.
const PLAIN_SQL_TABLES = ["schema_migrations", "rate_limiter", "worker_heartbeats"];

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let sequelize: Sequelize;

beforeAll(async () => {
  db = await createTestDatabase("models");
  sequelize = createSequelize(db.url, { poolMax: 2 });
  await migrateMetadata(sequelize);
});

afterAll(async () => {
  await sequelize?.close();
  await db?.drop();
});

async function columnsOf(table: string): Promise<Column[]> {
  return sequelize.query<Column>(
    "SELECT column_name, data_type, is_nullable FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1",
    { bind: [table], type: QueryTypes.SELECT },
  );
}

describe("each model matches the table its migration creates", () => {
  it("has a model for every table but those kept in plain SQL", async () => {
    // aliased: Sequelize takes a query starting "SELECT table_name FROM" for its own table listing and reshapes the rows
    const rows = await sequelize.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
      { type: QueryTypes.SELECT },
    );
    const tables = rows.map((r) => r.name).filter((t) => !PLAIN_SQL_TABLES.includes(t));
    const modelled = MODEL_NAMES.map((name) => sequelize.models[name].getTableName() as string);
    expect(modelled.sort()).toEqual(tables.sort());
  });

  it.each(MODEL_NAMES)("%s", async (name) => {
    const model: ModelStatic<Model> = sequelize.models[name];
    const columns = await columnsOf(model.getTableName() as string);
    const attributes = model.getAttributes();
    expect(Object.keys(attributes).sort(), "columns").toEqual(columns.map((c) => c.column_name).sort());
    for (const column of columns) {
      const attribute = attributes[column.column_name];
      const key = (attribute.type as { key: string }).key;
      expect(STORED_AS[key] ?? [key], `${column.column_name} type`).toContain(column.data_type);
      if (attribute.allowNull === false || attribute.primaryKey)
        expect(column.is_nullable, `${column.column_name} nullability`).toBe("NO");
    }
  });
});
