// The contract every database connector fulfils, and what each dialect's folder supplies for it (ADR 059).
import type { Dialect, QueryResult, SchemaCatalog } from "~/lib/catalog";
import type { AppError } from "~/lib/errors";
import type { PrivilegeWarning } from "~/lib/privileges";
import type { SessionBudget } from "./session-budget";
import type { SealedScope } from "./sql-guard-rules";
import type { Token } from "./sql-lexer";

export interface ConnectionCredentials {
  host: string;
  port: number;
  database: string;
  username: string;
  password: string;
  ssl?: boolean;
  /** Restricts introspection and the search path to one schema (sample and CSV connections). */
  schema?: string;
  /** The product's own sample/upload role (set by the product, never from input): may reach its servers. */
  managed?: boolean;
  /** Managed only: the role each transaction takes (SET LOCAL ROLE); the login is the uploads gateway. */
  role?: string;
}

/** spec §3: Connection test result. */
export interface TestResult {
  isValid: boolean;
  error: string | null;
  tableCount: number;
  connectionTime: number;
  /** What the login may do beyond reading (superuser, writes, server files, …); absent when not checked. */
  warnings?: PrivilegeWarning[];
  /** For a failed test: the part of the form the failure points at (a wrong password is not a wrong host). */
  failedField?: FailedField;
}

export type FailedField = "host" | "credentials" | "database";

export interface ExecuteOptions {
  timeoutMs: number;
  maxRows: number;
}

export interface Connector {
  readonly dialect: Dialect;
  test(): Promise<TestResult>;
  introspect(): Promise<SchemaCatalog>;
  execute(sql: string, options: ExecuteOptions): Promise<QueryResult>;
  /** The plan as text. */
  explain(sql: string, options: ExecuteOptions): Promise<string>;
  /** Rights of the login beyond reading: the guard and READ ONLY transactions are no substitute for a read-only user. */
  checkPrivileges(): Promise<PrivilegeWarning[]>;
  close(): Promise<void>;
}

/** A login of its own, outside the pool: the connection test proves the credentials with it. */
export interface TestSession {
  countTables(): Promise<number>;
  close(): void | Promise<void>;
}

/** One statement as the guard's lexer read it with the dialect's rules (sql-guard.ts, ADR 007). */
export interface GuardInput {
  /** The whole text, comments removed. */
  text: string;
  /** The statement alone: trailing semicolons dropped. */
  statement: string;
  tokens: Token[];
  /** Only this schema may be named (an upload's connection, ADR 041); a dialect that cannot check it refuses. */
  sealed?: SealedScope;
}

/** What a dialect does on a server (its folder's connector.server.ts); SqlConnector does the rest. */
export interface ConnectorDialect<Pool> {
  readonly name: Dialect;
  /** The dialect's own checks of one statement the shared guard has read: the tables it reads, or a refusal. */
  guard(input: GuardInput): string[];
  /** A pool of `max` sessions for a user's database; each new session also takes one of the budget's. */
  openPool(credentials: ConnectionCredentials, max: number, budget?: SessionBudget): Pool;
  /** The product's own databases are read through a shared pool that outlives its connectors (ADR 018). */
  managedPool?(credentials: ConnectionCredentials): Pool;
  closePool(pool: Pool): Promise<void>;
  /** The connection test of a managed connection, through its shared pool. */
  countTablesInPool?(pool: Pool, credentials: ConnectionCredentials, timeoutMs: number): Promise<number>;
  openTestSession(credentials: ConnectionCredentials, timeoutMs: number): TestSession;
  introspect(pool: Pool, credentials: ConnectionCredentials): Promise<SchemaCatalog>;
  /** Runs guarded SQL read-only within the options' time and row limits. */
  run(pool: Pool, sql: string, options: ExecuteOptions, credentials: ConnectionCredentials): Promise<QueryResult>;
  explain(pool: Pool, sql: string, options: ExecuteOptions, credentials: ConnectionCredentials): Promise<string>;
  checkPrivileges(pool: Pool, credentials: ConnectionCredentials): Promise<PrivilegeWarning[]>;
  /** How long the privilege check may take. */
  readonly privilegesTimeoutMs: number;
  /** The database's own error (not a connection failure) in the product's words. */
  queryError(error: unknown, timeoutMs: number): AppError;
}
