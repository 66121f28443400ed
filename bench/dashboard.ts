// `npm run bench:dashboard`: AI dashboard generation on each sample with the local provider.
// Targets (issue 8): under 10 s per sample, quality ≥ 80 on every sample, every widget non-empty.
import pg from "pg";
import { createConnector } from "~/connectors/registry.server";
import { QUALITY_BAR } from "~/answer/dashboard-quality";
import { generateDashboardContent, type GeneratedDashboard } from "~/services/dashboard-generation.server";
import { SAMPLE_DATABASES } from "~db/samples";
import { loadSamples } from "~db/samples/load.server";

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const TARGET_MS = 10_000;
const only = process.argv
  .slice(2)
  .find((a) => a.startsWith("--only="))
  ?.slice(7);

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function admin<T>(run: (client: pg.Client) => Promise<T>, url = ADMIN_URL): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

interface Row {
  sample: string;
  ms: number;
  dashboard: GeneratedDashboard;
}

async function generate(url: string, schema: string): Promise<{ ms: number; dashboard: GeneratedDashboard }> {
  const parsed = new URL(url);
  const connector = createConnector("postgresql", {
    host: parsed.hostname,
    port: Number(parsed.port || 5432),
    database: decodeURIComponent(parsed.pathname.slice(1)),
    username: decodeURIComponent(parsed.username || "postgres"),
    password: decodeURIComponent(parsed.password),
    schema,
    // The samples sit on the product's own server here, which only its own roles may reach (ADR 012).
    managed: true,
  });
  try {
    const started = performance.now();
    const catalog = await connector.introspect();
    const dashboard = await generateDashboardContent({
      catalog,
      dialect: "postgresql",
      run: (sql) => connector.execute(sql, { timeoutMs: 15_000, maxRows: 10_000 }),
    });
    return { ms: Math.round(performance.now() - started), dashboard };
  } finally {
    await connector.close();
  }
}

function print(rows: Row[]): boolean {
  console.log("\nsample      time (ms)  quality  iterations  widgets  empty  domain");
  let ok = true;
  for (const { sample, ms, dashboard } of rows) {
    const empty = dashboard.widgets.filter((w) => w.data.rowCount === 0).length;
    const pass =
      ms < TARGET_MS && dashboard.qualityScore >= QUALITY_BAR && empty === 0 && dashboard.widgets.length >= 6;
    ok &&= pass;
    const cells = [
      sample.padEnd(10),
      String(ms).padStart(9),
      String(dashboard.qualityScore).padStart(8),
      `${dashboard.performance.iterationCount}/2`.padStart(11),
      String(dashboard.widgets.length).padStart(8),
      String(empty).padStart(6),
    ];
    console.log(`${cells.join("  ")}  ${dashboard.businessDomain.name}${pass ? "" : "   << below target"}`);
  }
  for (const { sample, dashboard } of rows) {
    console.log(`\n== ${sample}: ${dashboard.title} (${JSON.stringify(dashboard.quality.parts)})`);
    for (const w of dashboard.widgets)
      console.log(`  [${w.chartType.padEnd(5)}] ${w.title} — ${w.data.rowCount} rows — "${w.question}"`);
    if (dashboard.quality.weak.length)
      console.log(`  weak after the last iteration: ${JSON.stringify(dashboard.quality.weak)}`);
  }
  return ok;
}

async function main() {
  const database = `dashboard_bench_${process.pid}`;
  const url = withDatabase(ADMIN_URL, database);
  // The services read a validated environment; the bench needs only the local provider and no metadata database.
  process.env.DATABASE_URL ??= url;
  process.env.APP_SECRET ??= "dashboard-bench-secret-0123456789abcdef";
  process.env.AI_PROVIDER = "local";
  await admin((c) => c.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`));
  const rows: Row[] = [];
  try {
    const loadStarted = performance.now();
    await admin((c) => loadSamples(c), url);
    console.log(`samples loaded in ${Math.round(performance.now() - loadStarted)} ms`);
    for (const sample of SAMPLE_DATABASES.filter((s) => !only || s.id === only)) {
      rows.push({ sample: sample.id, ...(await generate(url, sample.schema)) });
    }
  } finally {
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(database)} WITH (FORCE)`));
  }
  if (!print(rows)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
