// What one SQL dialect tells the rest of the product, as plain data and pure functions (ADR 059): the browser, the
// engine and the server all read it, so it imports nothing that runs only on a server. What a dialect does on a
// server (driver, catalog, privileges, guard) is its ConnectorDialect, listed in registry.server.ts.

/** How the guard's lexer reads quotes and comments: each server's own rules, so the text checked is the text run. */
export interface LexerRules {
  /** `'…'` takes backslash escapes (MySQL), so a backslash before a quote depends on NO_BACKSLASH_ESCAPES. */
  backslashEscapes: boolean;
  /** `"…"` is a string (MySQL) rather than a quoted identifier. */
  doubleQuotedStrings: boolean;
  /** `` `…` `` quotes an identifier. */
  backtickIdentifiers: boolean;
  /** `$1` parameters and `$tag$ … $tag$` strings; otherwise `$` is a word character. */
  dollarQuotes: boolean;
  /** `#` starts a line comment. */
  hashComments: boolean;
  /** `--` starts a comment only before a space or a control character. */
  dashCommentNeedsSpace: boolean;
  /** Block comments nest. */
  nestedComments: boolean;
  /** `/*! … *\/` is run by the server, not skipped: refused. */
  executableComments: boolean;
  /** `E'…'` escape strings and `U&"…"` identifiers (refused). */
  prefixedLiterals: boolean;
}

export interface DialectSpec {
  /** Stored as the connection's type and sent by forms and the API. */
  readonly id: string;
  /** The name people know it by: tabs, badges, the form's name, the model's prompt. */
  readonly label: string;
  /** What the connection form fills in for it (spec §4: choosing the type sets the port). */
  readonly form: { readonly defaultPort: number };
  /** The `@codemirror/lang-sql` dialect of the Edit SQL editor. */
  readonly editor: "PostgreSQL" | "MySQL" | "MariaSQL" | "SQLite" | "MSSQL" | "StandardSQL";
  /** The grammar node-sql-parser reads it with, for the plain-words description of a query. */
  readonly parserDatabase: string;
  readonly lexer: LexerRules;
  /** What the language model is told about writing it. */
  readonly prompt: { readonly quote: string; readonly hints: string };
}
