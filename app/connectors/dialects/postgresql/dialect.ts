// PostgreSQL as the browser, the engine and the prompts know it (ADR 059); the server side is connector.server.ts.
import type { DialectSpec } from "../spec";
import { postgresqlSql } from "./sql";

export const postgresql = {
  id: "postgresql",
  label: "PostgreSQL",
  form: { defaultPort: 5432 },
  editor: "PostgreSQL",
  parserDatabase: "postgresql",
  lexer: {
    backslashEscapes: false,
    doubleQuotedStrings: false,
    backtickIdentifiers: false,
    dollarQuotes: true,
    hashComments: false,
    dashCommentNeedsSpace: false,
    nestedComments: true,
    executableComments: false,
    prefixedLiterals: true,
  },
  prompt: {
    quote: 'double quotes ("orders"."created_at")',
    hints: "date_trunc('month', col) for periods, ILIKE for case-insensitive matching, ::numeric before ROUND.",
  },
  sql: postgresqlSql,
} as const satisfies DialectSpec;
