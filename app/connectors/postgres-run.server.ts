// Running SQL on a user's PostgreSQL: always in a read-only transaction with a statement timeout.
import pg from "pg";
import Cursor from "pg-cursor";
import type { QueryResult, ResultColumn } from "~/lib/catalog";
import { AppError } from "~/lib/errors";
import { TIMEOUTS_MS } from "~/lib/limits";
import { PG_OID, PG_TYPE_NAMES, pgKind } from "./column-kinds";
import { DEADLINE_GRACE_MS, timeoutError, withDeadline } from "./connection-errors";
import { createGuardedSocket } from "./network-policy";
import { ResultBudget, WireLimitExceeded, cutAtWire, toQueryResult, watchWire } from "./result-budget";
import { naiveTimestampToIso, toSafeNumber, uniqueNames } from "./result-values";
import type { SessionBudget } from "./session-budget";
import { SessionPool } from "./session-pool.server";
import type { ConnectionCredentials, ExecuteOptions } from "./types";
import { followPgFrames } from "./wire-frames";

export interface TransactionOptions {
  timeoutMs: number;
  schema?: string;
  /** Taken with SET LOCAL ROLE: the pool's login is a gateway that is a member of it (ADR 018). */
  role?: string;
}

export interface RunOptions extends ExecuteOptions {
  schema?: string;
  role?: string;
}

const QUERY_CANCELED = "57014";

export function pgClientConfig(credentials: ConnectionCredentials, connectTimeoutMs: number): pg.ClientConfig {
  return {
    host: credentials.host,
    port: credentials.port,
    database: credentials.database,
    user: credentials.username,
    password: credentials.password,
    // Managed databases often present certificates from private CAs; the channel is still encrypted.
    ssl: credentials.ssl ? { rejectUnauthorized: false } : false,
    connectionTimeoutMillis: connectTimeoutMs,
    application_name: "askdata",
    ...(credentials.managed ? {} : { stream: () => createGuardedSocket() }),
  };
}

/** A pool of `max` sessions; with a budget, each new session also takes one of the budget's. */
export function createPgPool(credentials: ConnectionCredentials, max = 5, budget?: SessionBudget): SessionPool {
  const config = {
    ...pgClientConfig(credentials, TIMEOUTS_MS.databaseConnect),
    max,
    // A default for catalog queries; every transaction sets its own with SET LOCAL.
    statement_timeout: 30_000,
    idleTimeoutMillis: 60_000,
    allowExitOnIdle: true,
  };
  return new SessionPool(config, budget);
}

const RESULT_TYPES = {
  getTypeParser(oid: number, format?: string) {
    switch (oid) {
      case PG_OID.int8:
      case PG_OID.numeric:
        return toSafeNumber;
      case PG_OID.date:
      case PG_OID.interval:
      case PG_OID.time:
      case PG_OID.timetz:
        return (text: string) => text;
      case PG_OID.timestamp:
        return naiveTimestampToIso;
      default:
        return pg.types.getTypeParser(oid, format as "text") as (text: string) => unknown;
    }
  },
};

/** A PostgreSQL error as the product's error: a cancelled statement is the time limit. */
export function pgQueryError(error: unknown, timeoutMs: number): AppError {
  const { code, message, hint, position } = error as pg.DatabaseError;
  if (code === QUERY_CANCELED) return timeoutError(timeoutMs);
  return new AppError("QUERY_EXECUTION_ERROR", message ?? String(error), {
    sqlState: code,
    ...(hint ? { hint } : {}),
    ...(position ? { position: Number(position) } : {}),
  });
}

function beginStatements(options: TransactionOptions): string {
  const statements = ["BEGIN READ ONLY", `SET LOCAL statement_timeout = ${Math.max(1, Math.round(options.timeoutMs))}`];
  // Inside the transaction: ROLLBACK gives the pooled session back as the gateway, whatever ran.
  if (options.role) statements.push(`SET LOCAL ROLE ${pg.escapeIdentifier(options.role)}`);
  if (options.schema) statements.push(`SET LOCAL search_path = ${pg.escapeIdentifier(options.schema)}`);
  return statements.join("; ");
}

/**
 * Runs `work` inside BEGIN READ ONLY … ROLLBACK; a connection that overruns the deadline is destroyed.
 * Waiting for a session counts against the same time limit.
 */
export async function inReadOnlyTransaction<T>(
  pool: SessionPool,
  options: TransactionOptions,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const client = await pool.connect(options.timeoutMs, () => timeoutError(options.timeoutMs));
    let healthy = true;
    let begun = false;
    // A checked-out client whose socket dies emits 'error'; unheard, that would end the process. The
    // work fails with that error at once (a lost connection, retried), not at the deadline as a timeout.
    let lost: (error: unknown) => void = () => undefined;
    const dropped = new Promise<never>((_, reject) => (lost = reject));
    dropped.catch(() => undefined);
    const onError = (error: unknown) => {
      healthy = false;
      // a result cut for its size is the reader's to report ("a single row is over 64 MB"), not a lost connection
      if (!(error instanceof WireLimitExceeded)) lost(error);
    };
    client.on("error", onError);
    try {
      await client.query(beginStatements(options));
      begun = true;
      return await withDeadline(Promise.race([work(client), dropped]), options.timeoutMs + DEADLINE_GRACE_MS, () => {
        healthy = false;
        return timeoutError(options.timeoutMs);
      });
    } catch (error) {
      if (begun || !staleMembership(error, options) || attempt >= MEMBERSHIP_ATTEMPTS) throw error;
      healthy = false; // this server session keeps the stale memberships: the next attempt gets another
    } finally {
      if (healthy)
        healthy = await client.query("ROLLBACK").then(
          () => true,
          () => false,
        );
      client.off("error", onError);
      client.release(!healthy);
    }
  }
}

// Each failed attempt closes its session, so past the pool's size one is sure to be new.
const MEMBERSHIP_ATTEMPTS = 6;

/**
 * SET ROLE refused for a role the gateway was just granted: a server session may cache its role
 * memberships from a lookup that raced with the GRANT, and keeps them (seen on PostgreSQL 18).
 */
function staleMembership(error: unknown, options: TransactionOptions): boolean {
  return Boolean(options.role) && (error as { code?: string }).code === "42501";
}

function readBatch(cursor: Cursor, count: number): Promise<{ rows: unknown[][]; fields: pg.FieldDef[] }> {
  return new Promise((resolve, reject) => {
    cursor.read(count, (error, rows, result) =>
      error ? reject(error) : resolve({ rows, fields: result?.fields ?? [] }),
    );
  });
}

function socketOf(client: pg.PoolClient): import("node:net").Socket | undefined {
  return (client as unknown as { connection?: { stream?: import("node:net").Socket } }).connection?.stream;
}

/** Reads in batches sized to the byte budget, so neither rows nor bytes can exceed their limits. */
async function readRows(
  client: pg.PoolClient,
  sql: string,
  maxRows: number,
): Promise<{ budget: ResultBudget; fields: pg.FieldDef[] }> {
  const cursor = client.query(new Cursor(sql, null, { rowMode: "array", types: RESULT_TYPES }));
  const budget = new ResultBudget(maxRows);
  // attached between statements, so the first byte it sees starts a message
  const wire = watchWire(socketOf(client), { frames: followPgFrames() });
  let fields: pg.FieldDef[] = [];
  try {
    for (;;) {
      const batch = await readBatch(cursor, budget.nextBatch());
      if (batch.fields.length) fields = batch.fields;
      if (batch.rows.length === 0 || !budget.add(batch.rows)) break;
    }
    await cursor.close();
  } catch (error) {
    if (!wire.exceeded) throw error;
    cutAtWire(budget, budget.rows.length > 0);
  } finally {
    wire.stop();
  }
  return { budget, fields };
}

type TypeInfo = { name: string; category: string };
const typeCache = new WeakMap<SessionPool, Map<number, TypeInfo>>();

async function lookUpTypes(pool: SessionPool, client: pg.PoolClient, oids: number[]): Promise<Map<number, TypeInfo>> {
  const cache = typeCache.get(pool) ?? new Map<number, TypeInfo>();
  typeCache.set(pool, cache);
  const missing = oids.filter((oid) => !PG_TYPE_NAMES.has(oid) && !cache.has(oid));
  if (missing.length > 0) {
    const { rows } = await client.query<{ oid: string; name: string; category: string }>(
      "SELECT oid::text AS oid, typname AS name, typcategory AS category FROM pg_type WHERE oid = ANY($1::oid[])",
      [missing],
    );
    for (const row of rows) cache.set(Number(row.oid), { name: row.name, category: row.category });
  }
  return cache;
}

async function describeColumns(
  pool: SessionPool,
  client: pg.PoolClient,
  fields: pg.FieldDef[],
): Promise<ResultColumn[]> {
  // After a cut connection only the known type names are used.
  const types = await lookUpTypes(
    pool,
    client,
    fields.map((field) => field.dataTypeID),
  ).catch(() => new Map<number, TypeInfo>());
  const names = uniqueNames(fields.map((field) => field.name));
  return fields.map((field, index) => {
    const info = types.get(field.dataTypeID);
    return {
      name: names[index],
      kind: pgKind(field.dataTypeID, info?.category),
      dataType: PG_TYPE_NAMES.get(field.dataTypeID) ?? info?.name ?? `oid:${field.dataTypeID}`,
    };
  });
}

/**
 * Executes SQL that has ALREADY been guarded, reading at most maxRows + 1 rows through a cursor.
 * Exported so tests can prove the database itself refuses writes that slip past the guard.
 */
export async function runReadOnly(pool: SessionPool, sql: string, options: RunOptions): Promise<QueryResult> {
  const started = performance.now();
  const { budget, columns } = await inReadOnlyTransaction(pool, options, async (client) => {
    const read = await readRows(client, sql, options.maxRows);
    // An upload's role may not read pg_type (ADR 041): unusual result types are named as the login.
    if (options.role && options.schema) await client.query("SET LOCAL ROLE NONE").catch(() => undefined);
    return { budget: read.budget, columns: await describeColumns(pool, client, read.fields) };
  });
  return toQueryResult(columns, budget.rows, budget, started);
}
