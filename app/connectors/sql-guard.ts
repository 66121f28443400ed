// First line of the read-only rule: exactly one SELECT, nothing that writes, locks or stalls. The second line is
// execution inside a READ ONLY transaction, the third a login without write rights (checkPrivileges). Callers run
// `GuardedSql.sql`, which is exactly the text checked here (ADR 007).
import type { Dialect } from "~/lib/catalog";
import { checkMysql } from "./sql-guard-mysql";
import { checkPostgres } from "./sql-guard-postgres";
import { refuse } from "./sql-guard-rules";
import type { SealedScope } from "./sql-guard-sealed";
import { Lexer, statementTokens } from "./sql-lexer";

export interface GuardedSql {
  /** The single statement, comments removed and trailing semicolons dropped. */
  sql: string;
  /** Tables read, as parsed: `schema.table` when qualified. */
  tables: string[];
}

const MAX_SQL_CHARS = 100_000;

export interface GuardOptions {
  /** A CSV connection: only its upload's schema and common functions may be named (PostgreSQL only, ADR 041). */
  sealed?: SealedScope;
}

export function guardSql(sql: string, dialect: Dialect, options: GuardOptions = {}): GuardedSql {
  if (sql.length > MAX_SQL_CHARS) refuse(`SQL longer than ${MAX_SQL_CHARS} characters`);
  const { text, tokens } = new Lexer(sql, dialect).run();
  const body = statementTokens(tokens);
  const statement = text.slice(body[0].start, body[body.length - 1].end);
  if (options.sealed && dialect !== "postgresql") refuse("a sealed check of MySQL SQL", "uploads are PostgreSQL");
  const tables = dialect === "postgresql" ? checkPostgres(statement, body, options.sealed) : checkMysql(text, body);
  return { sql: statement, tables };
}
