// The contract every database connector fulfils (PostgreSQL, MySQL/MariaDB).
import type { Dialect, QueryResult, SchemaCatalog } from "~/lib/catalog";
import type { PrivilegeWarning } from "~/lib/privileges";

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
