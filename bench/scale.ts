// npm run bench:scale — many connections and many users through the real HTTP API, queue and worker
// (issue #15). 1) --uploads CSV connections and --saved PostgreSQL connections, each asked once by
// 20 concurrent clients; 2) --users users (and then 20) asking distinct questions for --seconds.
// 3) --users users each asking every --paced seconds, whether or not the last answer came (open loop);
// 4) --flood questions from one user over a slow query while another tenant asks (bench/flood.ts, ADR 040).
// Prints peak sessions per server (sampled from pg_stat_activity), errors, throughput and p50/p95.
// Quick run: npm run bench:scale -- --uploads=100 --saved=20 --users=0; the flood alone: --uploads=0 --saved=0 --users=0
// Saved connections reach databases on the machine's PostgreSQL (USER_PG_URL, 127.0.0.1:5432 by
// default): the product refuses its own server (ADR 012).
import pg from "pg";
import { setup, teardown } from "../harness/global-setup";
import { startApp, type TestApp } from "../harness/app";
import type { Client } from "../harness/clients";
import { withDatabase } from "../harness/databases";
import { BOSS_SCHEMA } from "../app/jobs/boss.server";
import { QUEUES } from "../app/jobs/queues";
import { ecommerceQuestions } from "./ecommerce-questions";
import { runFlood } from "./flood";

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const UPLOADS = arg("uploads", 1000);
const SAVED = arg("saved", 200);
const USERS = arg("users", 100);
const SECONDS = arg("seconds", 60);
const FLOOD = arg("flood", 500);
/** Seconds between one user's questions in the open-loop phase (0 skips it). */
const PACED = arg("paced", 5);
const CONCURRENCY = 20;
const PREFIX = `bench_scale_${process.pid}`;

interface Sample {
  ms: number;
  ok: boolean;
  code?: string;
  message?: string;
  polls?: number;
}

// ---- sessions, sampled on both servers ----------------------------------------------------------

interface Peaks {
  product: number;
  byDatabase: Record<string, number>;
  byLogin: Record<string, number>;
  user: number;
}

class SessionMonitor {
  private peaks: Peaks = { product: 0, byDatabase: {}, byLogin: {}, user: 0 };
  private timer?: NodeJS.Timeout;
  private busy = false;

  constructor(
    private readonly product: pg.Client,
    private readonly user: pg.Client,
  ) {}

  start(): void {
    this.peaks = { product: 0, byDatabase: {}, byLogin: {}, user: 0 };
    this.timer = setInterval(() => void this.sample(), 200);
  }

  async stop(): Promise<Peaks> {
    clearInterval(this.timer);
    await this.sample();
    return this.peaks;
  }

  private async sample(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      const own = "backend_type = 'client backend' AND pid <> pg_backend_pid()";
      const [product, user] = await Promise.all([
        this.product.query<{ login: string; db: string; n: number }>(
          `SELECT usename AS login, datname AS db, count(*)::int AS n FROM pg_stat_activity WHERE ${own} GROUP BY 1, 2`,
        ),
        this.user.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE ${own} AND datname LIKE $1`,
          [`${PREFIX}%`],
        ),
      ]);
      const sum = (rows: { n: number }[]) => rows.reduce((total, row) => total + row.n, 0);
      this.peaks.product = Math.max(this.peaks.product, sum(product.rows));
      this.peaks.user = Math.max(this.peaks.user, user.rows[0].n);
      for (const [key, group] of [
        ["byDatabase", "db"],
        ["byLogin", "login"],
      ] as const) {
        const totals: Record<string, number> = {};
        for (const row of product.rows) totals[row[group]] = (totals[row[group]] ?? 0) + row.n;
        for (const [name, n] of Object.entries(totals)) this.peaks[key][name] = Math.max(this.peaks[key][name] ?? 0, n);
      }
    } catch {
      // a sample missed under load is not a result
    } finally {
      this.busy = false;
    }
  }
}

// ---- the product's HTTP API ---------------------------------------------------------------------

async function signUpFrom(app: TestApp, n: number): Promise<Client> {
  // Sign-ups are limited per address: the app trusts X-Forwarded-For here, one address per ten users.
  const headers = { "x-forwarded-for": `192.0.2.${Math.floor(n / 10) + 1}` };
  const email = `bench-${n}-${process.pid}@example.com`;
  const { status, body } = await app.json("/auth/signup", {
    method: "POST",
    headers,
    body: { email, name: `Bench ${n}`, password: "Str0ng!Passw0rd" },
  });
  if (status !== 201) throw new Error(`signup failed: ${status} ${JSON.stringify(body)}`);
  const token = body.data.tokens.accessToken;
  return {
    user: body.data.user,
    tokens: body.data.tokens,
    api: (pathname, init = {}) =>
      app.json(pathname, { ...init, headers: { Authorization: `Bearer ${token}`, ...(init.headers ?? {}) } }),
  };
}

async function ask(client: Client, connectionId: string, query: string): Promise<Sample> {
  const started = performance.now();
  let polls = 0;
  const done = (ok: boolean, code?: string, message?: string) => ({
    ms: performance.now() - started,
    ok,
    code,
    message,
    polls,
  });
  const submitted = await client.api("/api/query/translate-and-visualize", {
    method: "POST",
    body: { connectionId, query },
  });
  if (submitted.status !== 202)
    return done(false, submitted.body?.error?.code ?? `HTTP ${submitted.status}`, submitted.body?.error?.message);
  if (submitted.body.data.cached) return done(true);
  for (let attempt = 0; attempt < 300; attempt++) {
    polls++;
    const { body } = await client.api(`/api/query/job/${submitted.body.data.jobId}`);
    if (body.data?.status === "completed") return done(true);
    if (body.data?.status === "failed") return done(false, body.data.error?.code, body.data.error?.message);
  }
  return done(false, "NO_ANSWER");
}

async function timed(
  work: () => Promise<{ status: number; body: any }>,
  expected: number,
): Promise<Sample & { body: any }> {
  const started = performance.now();
  const { status, body } = await work().catch((error) => ({ status: 0, body: { error: { code: String(error) } } }));
  const ok = status === expected;
  return {
    ms: performance.now() - started,
    ok,
    code: ok ? undefined : (body?.error?.code ?? `HTTP ${status}`),
    message: ok ? undefined : body?.error?.message,
    body,
  };
}

async function uploadCsv(client: Client, projectId: string, n: number): Promise<Sample & { connectionId?: string }> {
  const rows = Array.from(
    { length: 20 },
    (_, i) => `${["Paris", "Lyon", "Nice", "Lille"][i % 4]},${n + i},2026-0${1 + (i % 9)}-1${i % 10}`,
  );
  const form = new FormData();
  form.append("project_id", projectId);
  form.append("csvFile", new Blob([`city,visits,day\n${rows.join("\n")}\n`], { type: "text/csv" }), `visits_${n}.csv`);
  const result = await timed(() => client.api("/api/database/connect/csv", { method: "POST", body: form }), 201);
  return { ...result, connectionId: result.body?.data?.connectionId };
}

async function saveConnection(
  client: Client,
  projectId: string,
  userServer: URL,
  n: number,
): Promise<Sample & { connectionId?: string }> {
  const credentials = {
    host: userServer.hostname,
    port: Number(userServer.port || 5432),
    database: `${PREFIX}_${n}`,
    username: decodeURIComponent(userServer.username),
    password: decodeURIComponent(userServer.password) || "unused-with-trust",
  };
  const result = await timed(
    () =>
      client.api("/api/connections", {
        method: "POST",
        body: { name: `Shop ${n}`, type: "postgresql", credentials, project_id: projectId },
      }),
    201,
  );
  return { ...result, connectionId: result.body?.data?.id };
}

// ---- load shapes ----------------------------------------------------------------------------------

async function inParallel<T>(count: number, concurrency: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await work(i);
      }
    }),
  );
  return results;
}

function report(label: string, samples: Sample[], seconds: number) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0);
  const failures = samples.filter((s) => !s.ok);
  const codes: Record<string, number> = {};
  for (const failure of failures) codes[failure.code ?? "?"] = (codes[failure.code ?? "?"] ?? 0) + 1;
  const rate = samples.length / seconds;
  const messages = [...new Set(failures.map((f) => `${f.code}: ${f.message ?? ""}`))].slice(0, 5);
  console.log(
    `${label.padEnd(34)} n=${String(samples.length).padStart(5)}  errors=${failures.length}${failures.length ? ` ${JSON.stringify(codes)}` : ""}  ` +
      `${rate.toFixed(1)}/s  p50=${at(0.5).toFixed(0)} ms  p95=${at(0.95).toFixed(0)} ms  max=${(sorted.at(-1) ?? 0).toFixed(0)} ms` +
      (samples.some((s) => s.polls !== undefined)
        ? `  status polls per answer ${(samples.reduce((n, s) => n + (s.polls ?? 0), 0) / samples.length).toFixed(1)}`
        : ""),
  );
  for (const message of messages) console.log(`${"".padEnd(36)}e.g. ${message.slice(0, 300)}`);
}

/** Where an answer's time went, from pg-boss's own record of the phase's jobs: waiting in the queue, then running. */
async function reportQueue(label: string, databaseUrl: string, since: Date) {
  const metadata = new pg.Client({ connectionString: databaseUrl });
  await metadata.connect();
  const {
    rows: [q],
  } = await metadata
    .query<Record<string, number>>(
      `SELECT count(*)::int AS n,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM started_on - created_on)) * 1000 AS wait50,
       percentile_cont(0.95) WITHIN GROUP (ORDER BY extract(epoch FROM started_on - created_on)) * 1000 AS wait95,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM completed_on - started_on)) * 1000 AS run50,
       percentile_cont(0.95) WITHIN GROUP (ORDER BY extract(epoch FROM completed_on - started_on)) * 1000 AS run95
     FROM ${BOSS_SCHEMA}.job WHERE name = $1 AND created_on >= $2 AND completed_on IS NOT NULL`,
      [QUEUES.query, since],
    )
    .finally(() => metadata.end());
  const ms = (value: number) => `${Math.round(value ?? 0)} ms`;
  console.log(
    `${label.padEnd(34)} queue: ${q.n} jobs, waited p50 ${ms(q.wait50)} / p95 ${ms(q.wait95)}, ran p50 ${ms(q.run50)} / p95 ${ms(q.run95)}`,
  );
}

function reportSessions(label: string, peaks: Peaks) {
  const named = (record: Record<string, number>) =>
    Object.entries(record)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${v}`)
      .join(", ");
  console.log(
    `${label.padEnd(34)} peak sessions: product server ${peaks.product} (by database: ${named(peaks.byDatabase)}; by login: ${named(peaks.byLogin)}); users' server ${peaks.user}`,
  );
}

async function phase<T>(
  monitor: SessionMonitor,
  run: () => Promise<T>,
): Promise<{ result: T; seconds: number; peaks: Peaks }> {
  monitor.start();
  const started = performance.now();
  const result = await run();
  return { result, seconds: (performance.now() - started) / 1000, peaks: await monitor.stop() };
}

async function askForSeconds(
  users: { client: Client; connectionId: string }[],
  seconds: number,
  variant: string,
): Promise<Sample[]> {
  const questions = ecommerceQuestions();
  const samples: Sample[] = [];
  const until = performance.now() + seconds * 1000;
  // Users start evenly spread over the list, so 20 and 100 users ask the same mix of cheap and costly questions.
  await Promise.all(
    users.map(async ({ client, connectionId }, u) => {
      const offset = Math.floor((u * questions.length) / users.length);
      for (let k = 0; performance.now() < until; k++) {
        samples.push(await ask(client, connectionId, `${questions[(offset + k) % questions.length]}${variant}`));
      }
    }),
  );
  return samples;
}

/**
 * Open loop: each user asks every `every` s whether or not the last answer came, the users' first questions spread
 * evenly over the first interval — users ÷ every questions a second are offered however slow the answers are.
 */
async function askPaced(
  users: { client: Client; connectionId: string }[],
  seconds: number,
  every: number,
  variant: string,
): Promise<Sample[]> {
  const questions = ecommerceQuestions();
  const started = performance.now();
  const asked: Promise<Sample>[] = [];
  await Promise.all(
    users.map(async ({ client, connectionId }, u) => {
      const offset = Math.floor((u * questions.length) / users.length);
      for (let k = 0; ; k++) {
        const at = started + (u / users.length + k) * every * 1000;
        if (at >= started + seconds * 1000) return;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));
        asked.push(ask(client, connectionId, `${questions[(offset + k) % questions.length]}${variant}`));
      }
    }),
  );
  return Promise.all(asked);
}

// ---- main -----------------------------------------------------------------------------------------

async function createUserDatabases(admin: pg.Client, count: number): Promise<void> {
  const template = `${PREFIX}_template`;
  await admin.query(`CREATE DATABASE ${template}`);
  const client = new pg.Client({ connectionString: withDatabase(process.env.USER_PG_URL!, template) });
  await client.connect();
  await client.query(`CREATE TABLE orders (id serial PRIMARY KEY, city text NOT NULL, amount numeric(10,2) NOT NULL, ordered_on date NOT NULL);
    INSERT INTO orders (city, amount, ordered_on) SELECT (ARRAY['Paris','Lyon','Nice','Lille'])[1 + g % 4], g * 1.5, DATE '2026-01-01' + g FROM generate_series(1, 50) g`);
  await client.end();
  for (let i = 0; i < count; i++) await admin.query(`CREATE DATABASE ${PREFIX}_${i} TEMPLATE ${template}`);
}

async function dropUserDatabases(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ name: string }>(
    "SELECT datname AS name FROM pg_database WHERE datname LIKE $1",
    [`${PREFIX}%`],
  );
  for (const { name } of rows) await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
}

async function main() {
  process.env.USER_PG_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";
  const userAdmin = new pg.Client({ connectionString: process.env.USER_PG_URL });
  await userAdmin.connect();
  await setup();
  let app: TestApp | undefined;
  const product = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  try {
    const created = performance.now();
    await createUserDatabases(userAdmin, SAVED);
    console.log(
      `created ${SAVED} databases on the users' server in ${((performance.now() - created) / 1000).toFixed(1)} s`,
    );
    // the owner stands for CONCURRENCY clients asking at once: their limit of unfinished questions (ADR 040) matches
    app = await startApp({ env: { TRUST_PROXY: "x-forwarded-for", USER_MAX_QUESTIONS: String(CONCURRENCY) } });
    await product.connect();
    const monitor = new SessionMonitor(product, userAdmin);
    const owner = await signUpFrom(app, 0);
    const projectId = (await owner.api("/api/projects/personal")).body.data.id;
    console.log(
      `\nbench:scale — ${UPLOADS} uploads, ${SAVED} saved connections, ${CONCURRENCY} concurrent clients, local provider, ${new Date().toISOString()}`,
    );

    const uploads = await phase(monitor, () =>
      inParallel(UPLOADS, CONCURRENCY, async (n) => {
        const upload = await uploadCsv(owner, projectId, n);
        const question = upload.connectionId
          ? await ask(owner, upload.connectionId, "total visits by city")
          : { ms: 0, ok: false, code: "NOT_UPLOADED" };
        return { upload, question };
      }),
    );
    report(
      `${UPLOADS} CSV uploads`,
      uploads.result.map((r) => r.upload),
      uploads.seconds,
    );
    report(
      `  a question on each`,
      uploads.result.map((r) => r.question),
      uploads.seconds,
    );
    reportSessions("  uploads phase", uploads.peaks);

    const userServer = new URL(process.env.USER_PG_URL);
    const saved = await phase(monitor, () =>
      inParallel(SAVED, CONCURRENCY, async (n) => {
        const connection = await saveConnection(owner, projectId, userServer, n);
        const question = connection.connectionId
          ? await ask(owner, connection.connectionId, "total amount by city")
          : { ms: 0, ok: false, code: "NOT_SAVED" };
        return { connection, question };
      }),
    );
    report(
      `${SAVED} saved PostgreSQL connections`,
      saved.result.map((r) => r.connection),
      saved.seconds,
    );
    report(
      `  a question on each`,
      saved.result.map((r) => r.question),
      saved.seconds,
    );
    reportSessions("  saved-connections phase", saved.peaks);

    const again = await phase(monitor, () =>
      inParallel(UPLOADS + SAVED, CONCURRENCY, (i) => {
        const connectionId =
          i < UPLOADS ? uploads.result[i].upload.connectionId : saved.result[i - UPLOADS].connection.connectionId;
        return connectionId
          ? ask(owner, connectionId, i < UPLOADS ? "average visits per city" : "average amount per city")
          : Promise.resolve({ ms: 0, ok: false, code: "NO_CONNECTION" });
      }),
    );
    report(`all ${UPLOADS + SAVED} asked again, mixed`, again.result, again.seconds);
    reportSessions("  mixed phase", again.peaks);

    if (USERS > 0) {
      const users = await inParallel(USERS, 5, async (n) => {
        const client = n === 0 ? owner : await signUpFrom(app!, n);
        const personal = (await client.api("/api/projects/personal")).body.data.id;
        const connected = await client.api("/api/database/samples/ecommerce/connect", {
          method: "POST",
          body: { project_id: personal },
        });
        return { client, connectionId: connected.body.data.connectionId as string };
      });
      for (const [count, variant] of [
        [USERS, ""],
        [Math.min(20, USERS), " please"],
      ] as const) {
        const since = new Date();
        const run = await phase(monitor, () => askForSeconds(users.slice(0, count), SECONDS, variant));
        report(`${count} users, distinct questions, ${SECONDS} s`, run.result, run.seconds);
        reportSessions(`  ${count} users`, run.peaks);
        await reportQueue(`  ${count} users`, app!.databaseUrl, since);
      }
      if (PACED > 0) {
        // "?" keeps the questions' meaning and their answers out of the cache the phases above filled
        const since = new Date();
        const label = `${USERS} users, one question each ${PACED} s (${(USERS / PACED).toFixed(0)}/s offered), ${SECONDS} s`;
        const run = await phase(monitor, () => askPaced(users, SECONDS, PACED, "?"));
        report(label, run.result, run.seconds);
        reportSessions(`  ${USERS} users, paced`, run.peaks);
        await reportQueue(`  ${USERS} users, paced`, app!.databaseUrl, since);
      }
    }
    await app.stop();
    app = undefined;
    if (FLOOD > 0) await runFlood(userAdmin, PREFIX, FLOOD, report);
  } finally {
    await app?.stop();
    await product.end().catch(() => undefined);
    await teardown();
    await dropUserDatabases(userAdmin).catch((error) => console.error(`could not drop the bench databases: ${error}`));
    await userAdmin.end();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
