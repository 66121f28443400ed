// First line of the read-only rule: exactly one SELECT, nothing that writes, locks or stalls. The second line is
// execution inside a READ ONLY transaction, the third a login without write rights (checkPrivileges). Callers run
// `GuardedSql.sql`, which is exactly the text checked here (ADR 007).
import type { Dialect } from "~/lib/catalog";
import { dialectSpec } from "./dialects";
import { connectorDialect } from "./dialects/registry.server";
import { refuse, type SealedScope } from "./sql-guard-rules";
import { Lexer, statementTokens } from "./sql-lexer";
import type { ConnectorDialect } from "./types";

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
  return guardWith(connectorDialect(dialect), sql, options);
}

/** The guard with the checks of the dialect a connector was made with. */
export function guardWith(
  dialect: Pick<ConnectorDialect<unknown>, "name" | "guard">,
  sql: string,
  options: GuardOptions = {},
): GuardedSql {
  if (sql.length > MAX_SQL_CHARS) refuse(`SQL longer than ${MAX_SQL_CHARS} characters`);
  const { text, tokens } = new Lexer(sql, dialectSpec(dialect.name).lexer).run();
  const body = statementTokens(tokens);
  const statement = text.slice(body[0].start, body[body.length - 1].end);
  const tables = dialect.guard({ text, statement, tokens: body, sealed: options.sealed });
  return { sql: statement, tables };
}
