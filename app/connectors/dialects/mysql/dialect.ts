// MySQL and MariaDB as the browser, the engine and the prompts know them (ADR 059); the server side is
// connector.server.ts.
import type { DialectSpec } from "../spec";
import { mysqlSql } from "./sql";

export const mysql = {
  id: "mysql",
  label: "MySQL",
  form: { defaultPort: 3306 },
  editor: "MySQL",
  parserDatabase: "mysql",
  lexer: {
    backslashEscapes: true,
    doubleQuotedStrings: true,
    backtickIdentifiers: true,
    dollarQuotes: false,
    hashComments: true,
    dashCommentNeedsSpace: true,
    nestedComments: false,
    executableComments: true,
    prefixedLiterals: false,
  },
  prompt: {
    quote: "backticks (`orders`.`created_at`)",
    hints: "DATE_FORMAT(col, '%Y-%m') for periods, LIKE for matching, no FULL OUTER JOIN.",
  },
  sql: mysqlSql,
} as const satisfies DialectSpec;
