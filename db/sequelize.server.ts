// One Sequelize instance per process, on the metadata database.
import { Sequelize } from "sequelize";
import pg from "pg";
import { initModels } from "./models";
import { installProcessStats } from "./process-stats.server";

// Timestamps and bigints come back as JS values the services expect.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

let instance: Sequelize | undefined;

// Web and worker both load this module at start: with PROCESS_STATS=true (bench:latency) they count their statements.
if (process.env.DATABASE_URL) installProcessStats(process.env.DATABASE_URL);

export function createSequelize(url: string, options: { poolMax?: number } = {}): Sequelize {
  const sequelize = new Sequelize(url, {
    dialect: "postgres",
    dialectModule: pg,
    logging: false,
    pool: { max: options.poolMax ?? 10, min: 0, idle: 10_000 },
    define: { underscored: true, timestamps: true, createdAt: "created_at", updatedAt: "updated_at" },
  });
  initModels(sequelize);
  return sequelize;
}

/** The process-wide instance, created on first use from DATABASE_URL. */
export function db(): Sequelize {
  if (!instance) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is not set");
    instance = createSequelize(url);
  }
  return instance;
}

export async function closeDb(): Promise<void> {
  await instance?.close();
  instance = undefined;
}
