// Running SQL on a user's MySQL or MariaDB: read-only session and transaction, a server-side
// statement limit, and a client-side KILL QUERY so a slow query never hangs a request.
import mysql from "mysql2";
import type { FieldPacket, Pool, PoolConnection } from "mysql2";
import { BudgetedPool } from "../../budgeted-pool";
import type { ColumnKind, QueryResult, ResultColumn } from "~/lib/catalog";
import { AppError } from "~/lib/errors";
import { TIMEOUTS_MS } from "~/lib/limits";
import { mysqlFieldKind } from "../../column-kinds";
import { DEADLINE_GRACE_MS, timeoutError, withDeadline } from "../../connection-errors";
import { createGuardedSocket } from "../../network-policy";
import { ResultBudget, cutAtWire, toQueryResult, watchWire } from "../../result-budget";
import { naiveTimestampToIso, toSafeNumber, uniqueNames } from "../../result-values";
import type { SessionBudget } from "../../session-budget";
import type { ConnectionCredentials, ExecuteOptions } from "../../types";

export type Flavour = "mysql" | "mariadb";

/** mysql2's pool behind a BudgetedPool (ADR 018). */
export class MysqlSessionPool extends BudgetedPool<Pool, PoolConnection> {
  constructor(
    private readonly options: mysql.PoolOptions & { connectionLimit: number },
    budget?: SessionBudget,
  ) {
    super(options.connectionLimit, budget);
  }

  protected open(sessionClosed: () => void): Pool {
    const pool = mysql.createPool(this.options);
    pool.on("connection", (conn) =>
      (conn as unknown as { stream: NodeJS.EventEmitter }).stream.once("close", sessionClosed),
    );
    return pool;
  }

  protected total(pool: Pool): number {
    return (pool as unknown as { _allConnections: { length: number } })._allConnections.length;
  }

  protected checkOut(pool: Pool): Promise<PoolConnection> {
    return new Promise((resolve, reject) =>
      pool.getConnection((error, conn) => (error ? reject(error) : resolve(conn))),
    );
  }

  protected checkIn(_pool: Pool, conn: PoolConnection, destroy: boolean): void {
    if (destroy) conn.destroy();
    else conn.release();
  }

  protected close(pool: Pool): Promise<void> {
    return new Promise((resolve) => pool.end(() => resolve()));
  }
}

export interface MysqlHandle {
  pool: MysqlSessionPool;
  credentials: ConnectionCredentials;
  flavour?: Promise<Flavour>;
}

/** KILL QUERY goes out this long after the server-side limit should have fired; the socket is dropped later still. */
const KILL_AFTER_MS = 1_000;
const TIMEOUT_ERRNOS = new Set([1317, 1969, 3024]); // interrupted, MariaDB max_statement_time, MySQL max_execution_time

export function mysqlConnectionOptions(
  credentials: ConnectionCredentials,
  connectTimeoutMs: number,
): mysql.ConnectionOptions {
  return {
    host: credentials.host,
    port: credentials.port,
    // For MySQL a schema is a database: restricting to one means connecting to it.
    database: credentials.schema ?? credentials.database,
    user: credentials.username,
    password: credentials.password,
    ssl: credentials.ssl ? { rejectUnauthorized: false } : undefined,
    connectTimeout: connectTimeoutMs,
    dateStrings: true,
    supportBigNumbers: true,
    multipleStatements: false,
    flags: ["-LOCAL_FILES"], // a hostile server must not be able to ask for our files
    ...(credentials.managed
      ? {}
      : {
          stream: ({ config }: { config: { port: number; host: string } }) =>
            createGuardedSocket().connect(config.port, config.host),
        }),
  };
}

export function createMysqlHandle(credentials: ConnectionCredentials, max = 5, budget?: SessionBudget): MysqlHandle {
  const options = {
    ...mysqlConnectionOptions(credentials, TIMEOUTS_MS.databaseConnect),
    connectionLimit: max,
    maxIdle: max,
    idleTimeout: 60_000,
    enableKeepAlive: true,
  };
  return { pool: new MysqlSessionPool(options, budget), credentials };
}

/** A MySQL/MariaDB error as the product's error: an interrupted statement is the time limit. */
export function mysqlQueryError(error: unknown, timeoutMs: number): AppError {
  const { errno, sqlState, sqlMessage, message } = error as mysql.QueryError & { sqlMessage?: string };
  if (errno && TIMEOUT_ERRNOS.has(errno)) return timeoutError(timeoutMs);
  return new AppError("QUERY_EXECUTION_ERROR", sqlMessage ?? message ?? String(error), { errno, sqlState });
}

export function queryOn<T = unknown>(
  conn: PoolConnection | mysql.Connection,
  sql: string,
  values?: unknown[],
): Promise<T> {
  return new Promise((resolve, reject) => {
    conn.query(sql, values, (error, rows) => (error ? reject(error) : resolve(rows as T)));
  });
}

/** MySQL and MariaDB name their statement time limit differently: detected once per pool. */
function flavourOf(handle: MysqlHandle, conn: PoolConnection): Promise<Flavour> {
  if (handle.flavour) return handle.flavour;
  const flavour = queryOn<{ v: string }[]>(conn, "SELECT VERSION() AS v").then((rows) =>
    /mariadb/i.test(rows[0].v) ? ("mariadb" as const) : ("mysql" as const),
  );
  flavour.catch(() => {
    if (handle.flavour === flavour) handle.flavour = undefined;
  });
  handle.flavour = flavour;
  return flavour;
}

const readOnlySessions = new WeakSet<PoolConnection>();

function limitStatement(flavour: Flavour, timeoutMs: number): string {
  const ms = Math.max(1, Math.round(timeoutMs));
  return flavour === "mariadb"
    ? `SET SESSION max_statement_time = ${ms / 1000}`
    : `SET SESSION max_execution_time = ${ms}`;
}

async function prepareSession(handle: MysqlHandle, conn: PoolConnection, timeoutMs: number): Promise<void> {
  const flavour = await flavourOf(handle, conn);
  // START TRANSACTION READ ONLY alone lets DDL through (its implicit commit ends the transaction).
  if (!readOnlySessions.has(conn)) {
    await queryOn(conn, "SET SESSION TRANSACTION READ ONLY");
    readOnlySessions.add(conn);
  }
  await queryOn(conn, limitStatement(flavour, timeoutMs));
  await queryOn(conn, "START TRANSACTION READ ONLY");
}

async function killQuery(credentials: ConnectionCredentials, threadId: number): Promise<void> {
  const killer = mysql.createConnection(mysqlConnectionOptions(credentials, 5_000));
  killer.on("error", () => undefined);
  await queryOn(killer, `KILL QUERY ${Number(threadId)}`).catch(() => undefined);
  killer.destroy();
}

export interface Session {
  conn: PoolConnection;
  /** The connection must not go back to the pool (e.g. a result was abandoned mid-stream). */
  discard(): void;
}

/** Runs `work` in a read-only transaction; a query still running past its limit is killed, then abandoned. */
export async function inReadOnlyTransaction<T>(
  handle: MysqlHandle,
  timeoutMs: number,
  work: (session: Session) => Promise<T>,
): Promise<T> {
  const conn = await handle.pool.connect(timeoutMs, () => timeoutError(timeoutMs));
  let healthy = true;
  const session: Session = { conn, discard: () => (healthy = false) };
  // A connection whose socket dies may emit 'error'; unheard, that would end the process.
  const onError = () => (healthy = false);
  conn.on("error", onError);
  const killer = setTimeout(() => void killQuery(handle.credentials, conn.threadId), timeoutMs + KILL_AFTER_MS);
  try {
    await prepareSession(handle, conn, timeoutMs);
    return await withDeadline(work(session), timeoutMs + DEADLINE_GRACE_MS, () => {
      healthy = false;
      return timeoutError(timeoutMs);
    });
  } finally {
    clearTimeout(killer);
    if (healthy)
      healthy = await queryOn(conn, "ROLLBACK").then(
        () => true,
        () => false,
      );
    conn.off("error", onError);
    handle.pool.giveBack(conn, !healthy);
  }
}

/** Streams rows into the byte and row budget; past it the connection is dropped rather than drained. */
async function streamRows(
  session: Session,
  sql: string,
  maxRows: number,
): Promise<{ budget: ResultBudget; fields: FieldPacket[] }> {
  const budget = new ResultBudget(maxRows);
  const wire = watchWire((session.conn as unknown as { stream?: import("node:net").Socket }).stream);
  const stream = session.conn.query({ sql, rowsAsArray: true }).stream();
  let fields: FieldPacket[] = [];
  stream.on("fields", (received: FieldPacket[]) => (fields = received));
  // mysql2 tells only the connection that its socket died: the stream would wait for the deadline
  const lost = (error: Error) => stream.destroy(error);
  session.conn.on("error", lost);
  try {
    for await (const row of stream) {
      if (!budget.add([row as unknown[]])) {
        session.discard();
        break;
      }
    }
  } catch (error) {
    if (!wire.exceeded) throw error;
    session.discard();
    // rows arrive one at a time: none read means the first alone passed the limit
    cutAtWire(budget, budget.rows.length > 0);
  } finally {
    wire.stop();
    session.conn.off("error", lost);
  }
  return { budget, fields };
}

function convertValue(kind: ColumnKind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (kind === "boolean" && (value === 0 || value === 1)) return value === 1;
  if (typeof value !== "string") return value;
  if (kind === "decimal" || kind === "integer") return toSafeNumber(value);
  if (kind === "timestamp") return naiveTimestampToIso(value);
  return value;
}

const TYPE_NAMES = new Map(
  Object.entries(mysql.Types as unknown as Record<string, unknown>)
    .filter((entry): entry is [string, number] => typeof entry[1] === "number")
    .map(([name, code]) => [code, name.toLowerCase()]),
);

function describeFields(fields: FieldPacket[]): ResultColumn[] {
  const names = uniqueNames(fields.map((field) => field.name));
  return fields.map((field, index) => ({
    name: names[index],
    kind: mysqlFieldKind(field),
    dataType: field.extendedTypeName || TYPE_NAMES.get(field.columnType ?? -1) || `type:${field.columnType}`,
  }));
}

/**
 * Executes SQL that has ALREADY been guarded, streaming at most maxRows + 1 rows.
 * Exported so tests can prove the database itself refuses writes that slip past the guard.
 */
export async function runReadOnly(handle: MysqlHandle, sql: string, options: ExecuteOptions): Promise<QueryResult> {
  const started = performance.now();
  const { budget, fields } = await inReadOnlyTransaction(handle, options.timeoutMs, (session) =>
    streamRows(session, sql, options.maxRows),
  );
  const columns = describeFields(fields);
  const kept = budget.rows.map((row) => row.map((value, index) => convertValue(columns[index].kind, value)));
  return toQueryResult(columns, kept, budget, started);
}
