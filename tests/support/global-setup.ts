// One real PostgreSQL for the whole suite: TEST_DATABASE_URL if given, else an embedded cluster under .data/.
import { startEmbeddedPostgres, type EmbeddedServer } from "../../db/embedded-postgres.server";

let server: EmbeddedServer | undefined;

export async function setup() {
  if (!process.env.TEST_DATABASE_URL) {
    server = await startEmbeddedPostgres({ dataDir: ".data/test-pg", port: Number(process.env.TEST_PG_PORT ?? 54339) });
    process.env.TEST_DATABASE_URL = server.url("postgres");
  }
  process.env.MYSQL_URL ??= "mysql://root@127.0.0.1:3306/test";
}

export async function teardown() {
  await server?.stop();
}
