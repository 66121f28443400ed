// First line of the read-only rule: exactly one SELECT, nothing that writes, locks or stalls. The second line is
// execution inside a READ ONLY transaction. Callers run `GuardedSql.sql`, which is exactly the text checked here.
import sqlParser, { type TableColumnAst } from "node-sql-parser";
import type { Dialect } from "~/lib/catalog";
import { AppError } from "~/lib/errors";

export interface GuardedSql {
  /** The single statement, comments removed and trailing semicolons dropped. */
  sql: string;
  /** Tables read, as parsed: `schema.table` when qualified. */
  tables: string[];
}

const MAX_SQL_CHARS = 100_000;
// node-sql-parser backtracks exponentially on some malformed nested input (seconds for 40 characters).
const PARSE_BUDGET_MS = 500;
const UNPARSEABLE = "SQL that could not be parsed as a single SELECT";
const AMBIGUOUS_QUOTE = "backslash-escaped quote";

/** Leading keywords named in the refusal; any other non-SELECT start is refused as unparseable. */
const REFUSED_STATEMENTS = new Set(
  ("insert update delete merge upsert replace create alter drop truncate grant revoke comment vacuum analyze " +
    "analyse cluster reindex lock unlock call do execute exec prepare deallocate listen unlisten notify copy set " +
    "reset show begin start commit end rollback abort savepoint release handler load install uninstall shutdown " +
    "kill flush use rename optimize repair checkpoint declare fetch move close discard refresh reassign security " +
    "import explain describe desc table values purge change xa binlog cache checksum help").split(" "),
);
const DML_VERBS = new Set(["insert", "update", "delete", "merge", "replace", "upsert"]);

// Matched case-insensitively on the last part of the name, so `pg_catalog."PG_SLEEP"(1)` is caught too.
// current_setting and txid_current stay allowed: they only read. ts_stat and ts_rewrite run SQL given as text.
const DENIED_FUNCTIONS = new Set([
  "pg_stat_file", "pg_terminate_backend", "pg_cancel_backend", "pg_reload_conf", "pg_rotate_logfile", "pg_notify",
  "pg_switch_wal", "pg_switch_xlog", "pg_promote", "pg_backup_start", "pg_backup_stop", "pg_start_backup",
  "pg_stop_backup", "pg_import_system_collations", "pg_log_backend_memory_contexts", "pg_replication_slot_advance",
  "pg_stat_statements_reset", "loread", "lowrite", "set_config", "nextval", "setval", "ts_stat", "ts_rewrite",
  "sleep", "benchmark", "load_file", "get_lock", "release_lock", "release_all_locks", "sys_eval", "sys_set",
  "master_pos_wait", "source_pos_wait", "wait_for_executed_gtid_set", "wait_until_sql_thread_after_gtids",
]);
const DENIED_FUNCTION_PREFIXES = [
  "pg_sleep", "pg_advisory", "pg_try_advisory", "pg_ls_", "pg_read_", "pg_file_", "pg_stat_reset",
  "pg_create_", "pg_drop_replication", "pg_copy_", "pg_replication_origin", "pg_wal_replay", "pg_logical_",
  "lo_", "dblink", "query_to_xml", "cursor_to_xml", "database_to_xml",
];
const DENIED_FUNCTION_SUFFIXES = ["_exec"];

const WRITE_NODE_TYPES = new Set(
  ("insert update delete replace merge create alter drop truncate rename grant revoke lock unlock call set use " +
    "show exec execute transaction load_data declare deallocate prepare").split(" "),
);
const FUNCTION_NODE_TYPES = new Set(["function", "aggr_func", "window_func"]);
const LOCKING_CLAUSES = ["for update", "for share", "for no key update", "for key share", "lock in share mode"];

// node-sql-parser 5.4 rejects these read-only forms: it parses an equivalent shape while the server runs the original.
const PARSE_REWRITES: ReadonlyArray<{ dialect: Dialect; match: string[]; replace: string }> = [
  { dialect: "postgresql", match: ["is", "not", "distinct", "from"], replace: "=" },
  { dialect: "postgresql", match: ["is", "distinct", "from"], replace: "<>" },
  { dialect: "postgresql", match: ["fetch", "first|next", "#", "row|rows", "only"], replace: "limit 1" },
  { dialect: "postgresql", match: ["fetch", "first|next", "row|rows", "only"], replace: "limit 1" },
  { dialect: "postgresql", match: ["as", "not", "materialized"], replace: "as" },
  { dialect: "postgresql", match: ["as", "materialized"], replace: "as" },
  { dialect: "postgresql", match: ["cume_dist|percent_rank"], replace: "rank" },
  { dialect: "mysql", match: ["variance"], replace: "var_pop" },
  { dialect: "mysql", match: ["<=>"], replace: "=" },
];
/** Keyword-separated arguments (`substring(x FROM 2 FOR 3)`) that the parser only accepts comma-separated. */
const KEYWORD_ARGUMENTS: Record<string, string[]> = {
  substring: ["from", "for"],
  substr: ["from", "for"],
  overlay: ["placing", "from", "for"],
};

const parser = new sqlParser.Parser();

export function guardSql(sql: string, dialect: Dialect): GuardedSql {
  if (sql.length > MAX_SQL_CHARS) refuse(`SQL longer than ${MAX_SQL_CHARS} characters`);
  const { text, tokens } = new Lexer(sql, dialect).run();
  const body = checkTokens(tokens, dialect);
  const statement = text.slice(body[0].start, body[body.length - 1].end);
  const parsed = parseSelect(parseText(text, body, dialect), dialect);
  return { sql: statement, tables: checkAst(parsed) };
}

function refuse(refused: string, detail?: string): never {
  const reason = detail ? `${refused} (${detail})` : refused;
  const message = `Refused: ${reason}. Only a single read-only SELECT statement can run.`;
  throw new AppError("QUERY_EXECUTION_ERROR", message, { refused });
}

// ---------------------------------------------------------------------------------------------------------------
// Lexing: the server's own rules for comments, quotes and identifiers, so the checks below see what it will run.

type TokenKind = "word" | "ident" | "string" | "number" | "param" | "op";
interface Token {
  kind: TokenKind;
  text: string;
  /** Lower-cased word, or the unquoted content of a quoted token. */
  value: string;
  /** Offsets in the comment-free text. */
  start: number;
  end: number;
}

const ASCII_SPACE = /[ \t\n\r\f\v]/;
const UNICODE_SPACE = /[\p{Zs}\u2028\u2029\u0085]/u;
const INVISIBLE = /[\p{Cc}\p{Cf}]/u;
const NUMBER = /0[xX][0-9a-fA-F]+|\d+\.?\d*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?/y;
const MULTI_CHAR_OP = /:=|::|<=>|<>|<=|>=|!=|\|\||->>|->/y;
const DOLLAR_TAG = /\$(?:[A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/y;

/**
 * How a quoted token treats backslashes. "standard" and "mysql" refuse the one spelling whose end depends on
 * server settings (standard_conforming_strings, NO_BACKSLASH_ESCAPES): a backslash right before a quote.
 */
type QuoteMode = "plain" | "standard" | "escape" | "mysql";

function lineEnd(src: string, from: number): number {
  const offset = src.slice(from).search(/[\r\n]/);
  return offset < 0 ? src.length : from + offset;
}

function codePoint(ch: string): string {
  return ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0");
}

function isWordChar(ch: string): boolean {
  return /[A-Za-z0-9_$]/.test(ch) || (ch >= "\u0080" && !UNICODE_SPACE.test(ch) && !INVISIBLE.test(ch));
}

class Lexer {
  private pos = 0;
  private out = "";
  private readonly tokens: Token[] = [];

  constructor(
    private readonly src: string,
    private readonly dialect: Dialect,
  ) {}

  run(): { text: string; tokens: Token[] } {
    while (this.pos < this.src.length) this.step(this.src[this.pos]);
    return { text: this.out, tokens: this.tokens };
  }

  private step(ch: string) {
    const mysql = this.dialect === "mysql";
    if (ASCII_SPACE.test(ch) || UNICODE_SPACE.test(ch)) return this.space(ch);
    if (INVISIBLE.test(ch)) refuse(`invisible character U+${codePoint(ch)}`);
    if (this.comment()) return;
    if (ch === "'") return this.quoted(this.pos, this.pos, mysql ? "mysql" : "standard", "string");
    if (ch === '"') return this.quoted(this.pos, this.pos, mysql ? "mysql" : "plain", mysql ? "string" : "ident");
    if (ch === "`" && mysql) return this.quoted(this.pos, this.pos, "plain", "ident");
    if (ch === "$" && !mysql) return this.dollar();
    if (/\d/.test(ch) || (ch === "." && /\d/.test(this.src[this.pos + 1] ?? ""))) return this.number();
    if (/[A-Za-z_]/.test(ch) || (ch === "$" && mysql) || (ch >= "\u0080" && isWordChar(ch))) return this.word();
    MULTI_CHAR_OP.lastIndex = this.pos;
    const op = MULTI_CHAR_OP.exec(this.src)?.[0] ?? ch;
    this.emit("op", op, op, this.pos + op.length);
  }

  private emit(kind: TokenKind, text: string, value: string, next: number) {
    this.tokens.push({ kind, text, value, start: this.out.length, end: this.out.length + text.length });
    this.out += text;
    this.pos = next;
  }

  /** Unicode spaces become plain spaces: the text run is the text checked, and no server reads them as spaces. */
  private space(ch: string) {
    this.out += ASCII_SPACE.test(ch) ? ch : " ";
    this.pos++;
  }

  /** Comments are dropped from the text that runs, which removes every comment trick (MySQL `/*!` is refused). */
  private comment(): boolean {
    const { src, pos, dialect } = this;
    const lineComment =
      (src.startsWith("--", pos) && (dialect === "postgresql" || /^[\s\x00-\x1f]?$/.test(src[pos + 2] ?? ""))) ||
      (dialect === "mysql" && src[pos] === "#");
    if (src.startsWith("/*", pos)) this.pos = this.blockCommentEnd();
    else if (lineComment) this.pos = lineEnd(src, pos);
    else return false;
    this.out += " ";
    return true;
  }

  private blockCommentEnd(): number {
    const { src, dialect } = this;
    if (dialect === "mysql" && src[this.pos + 2] === "!") refuse("MySQL executable comment /*! … */");
    const nests = dialect === "postgresql";
    let depth = 0;
    for (let i = this.pos; i < src.length; i++) {
      if (src.startsWith("/*", i) && (depth === 0 || nests)) {
        depth++;
        i++;
      } else if (src.startsWith("*/", i)) {
        depth--;
        i++;
        if (depth === 0) return i + 1;
      }
    }
    return refuse("unterminated comment");
  }

  private quoted(start: number, open: number, mode: QuoteMode, kind: TokenKind) {
    const { src } = this;
    const quote = src[open];
    let value = "";
    let backslashes = 0;
    for (let i = open + 1; i < src.length; i++) {
      const ch = src[i];
      if (ch === "\\" && (mode === "escape" || mode === "mysql")) {
        if (mode === "mysql" && src[i + 1] === quote) refuse(AMBIGUOUS_QUOTE, "write the quote twice instead");
        value += src.slice(i, i + 2);
        i++;
      } else if (ch === quote) {
        if (mode === "standard" && backslashes % 2 === 1) refuse(AMBIGUOUS_QUOTE, "write the quote twice instead");
        if (src[i + 1] !== quote) return this.emit(kind, src.slice(start, i + 1), value.toLowerCase(), i + 1);
        value += quote;
        i++;
      } else value += ch;
      backslashes = ch === "\\" ? backslashes + 1 : 0;
    }
    refuse(`unterminated ${kind === "ident" ? "quoted identifier" : "string literal"}`);
  }

  /** PostgreSQL: `$1` parameters and `$tag$ … $tag$` strings. */
  private dollar() {
    const { src, pos } = this;
    const param = /\$\d+/y;
    param.lastIndex = DOLLAR_TAG.lastIndex = pos;
    const number = param.exec(src)?.[0];
    if (number) return this.emit("param", number, number, pos + number.length);
    const tag = DOLLAR_TAG.exec(src)?.[0];
    if (!tag) return this.emit("op", "$", "$", pos + 1);
    const close = src.indexOf(tag, pos + tag.length);
    if (close < 0) refuse("unterminated dollar-quoted string");
    this.emit("string", src.slice(pos, close + tag.length), src.slice(pos + tag.length, close), close + tag.length);
  }

  private number() {
    NUMBER.lastIndex = this.pos;
    const text = NUMBER.exec(this.src)![0];
    this.emit("number", text, text, this.pos + text.length);
  }

  private word() {
    const { src, pos } = this;
    let end = pos;
    while (end < src.length && isWordChar(src[end])) end++;
    const text = src.slice(pos, end);
    const postgres = this.dialect === "postgresql";
    if (postgres && /^[eE]$/.test(text) && src[end] === "'") return this.quoted(pos, end, "escape", "string");
    if (postgres && /^[uU]$/.test(text) && src.startsWith('&"', end)) refuse('unicode-escaped identifier U&"…"');
    this.emit("word", text, text.toLowerCase(), end);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Token checks: precise refusals, and a defence that does not depend on how the parser reads the text.

function checkTokens(tokens: Token[], dialect: Dialect): Token[] {
  let last = tokens.length;
  while (last > 0 && tokens[last - 1].text === ";") last--;
  const body = tokens.slice(0, last);
  if (body.length === 0) refuse("empty query");
  if (body.some((token) => token.text === ";")) refuse("more than one statement");
  checkLeadingKeyword(body);
  body.forEach((_, i) => checkTokenAt(body, i, dialect));
  return body;
}

function checkLeadingKeyword(tokens: Token[]) {
  const first = tokens.find((token) => token.text !== "(");
  if (first?.kind === "word" && (first.value === "select" || first.value === "with")) return;
  if (first?.kind === "word" && REFUSED_STATEMENTS.has(first.value)) refuse(`${first.value.toUpperCase()} statement`);
  refuse(UNPARSEABLE);
}

function checkTokenAt(tokens: Token[], i: number, dialect: Dialect) {
  const token = tokens[i];
  const next = tokens[i + 1];
  if ((token.text === "(" || token.text === ")") && isDmlAt(tokens, i + 1)) {
    refuse(`data-modifying ${next.value.toUpperCase()} inside the query`, "writable CTE");
  }
  if (token.kind === "word" && token.value === "into") refuse(intoClause(next));
  const lock = LOCKING_CLAUSES.find((clause) => wordsAt(tokens, i, clause.split(" ").length) === clause);
  if (lock) refuse(`locking clause ${lock.toUpperCase()}`);
  const named = token.kind === "word" || token.kind === "ident" || token.kind === "string";
  if (named && next?.text === "(" && isDeniedFunction(token.value)) refuse(`function ${token.value}()`);
  if (dialect === "mysql" && token.text === ":=") refuse("variable assignment :=");
}

function isDmlAt(tokens: Token[], i: number): boolean {
  const verb = tokens[i];
  const object = tokens[i + 1];
  return verb?.kind === "word" && DML_VERBS.has(verb.value) && (object?.kind === "word" || object?.kind === "ident");
}

function intoClause(next: Token | undefined): string {
  if (next?.value === "outfile" || next?.value === "dumpfile") return `SELECT … INTO ${next.value.toUpperCase()}`;
  if (next?.text === "@") return "SELECT … INTO @variable";
  return "SELECT … INTO table";
}

function wordsAt(tokens: Token[], i: number, count: number): string {
  const words = tokens.slice(i, i + count);
  return words.every((token) => token.kind === "word") ? words.map((token) => token.value).join(" ") : "";
}

function isDeniedFunction(name: string): boolean {
  return (
    DENIED_FUNCTIONS.has(name) ||
    DENIED_FUNCTION_PREFIXES.some((prefix) => name.startsWith(prefix)) ||
    DENIED_FUNCTION_SUFFIXES.some((suffix) => name.endsWith(suffix))
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Parsing with a time budget, then the same rules again on the tree.

/**
 * The text the parser sees: string literals blanked (so it cannot disagree with the server about where they end,
 * and E'…' and $$…$$ strings it mis-reads still parse), then the PARSE_REWRITES and KEYWORD_ARGUMENTS applied.
 */
function parseText(text: string, tokens: Token[], dialect: Dialect): string {
  const edits = [...stringEdits(tokens), ...rewriteEdits(tokens, dialect), ...keywordArgumentEdits(tokens)];
  edits.sort((a, b) => a.start - b.start);
  let result = "";
  let at = tokens[0].start;
  for (const edit of edits) {
    if (edit.start < at) continue;
    result += text.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return result + text.slice(at, tokens[tokens.length - 1].end);
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Same length and line breaks, so parser positions still point into the original text. */
function stringEdits(tokens: Token[]): Edit[] {
  return tokens
    .filter((token) => token.kind === "string")
    .map(({ start, end, text }) => ({ start, end, text: `'${text.slice(1, -1).replace(/[^\n]/g, " ")}'` }));
}

function rewriteEdits(tokens: Token[], dialect: Dialect): Edit[] {
  const edits: Edit[] = [];
  tokens.forEach((_, i) => {
    const rule = PARSE_REWRITES.find(
      (rewrite) => rewrite.dialect === dialect && rewrite.match.every((pattern, k) => matches(tokens[i + k], pattern)),
    );
    if (rule) edits.push({ start: tokens[i].start, end: tokens[i + rule.match.length - 1].end, text: rule.replace });
  });
  return edits;
}

function matches(token: Token | undefined, pattern: string): boolean {
  if (!token) return false;
  if (pattern === "#") return token.kind === "number";
  return (token.kind === "word" || token.kind === "op") && pattern.split("|").includes(token.value);
}

function keywordArgumentEdits(tokens: Token[]): Edit[] {
  const edits: Edit[] = [];
  tokens.forEach((token, i) => {
    const keywords = token.kind === "word" && tokens[i + 1]?.text === "(" ? KEYWORD_ARGUMENTS[token.value] : undefined;
    for (let k = i + 2, depth = 1; keywords && k < tokens.length && depth > 0; k++) {
      depth += tokens[k].text === "(" ? 1 : tokens[k].text === ")" ? -1 : 0;
      const separator = depth === 1 && tokens[k].kind === "word" && keywords.includes(tokens[k].value);
      if (separator) edits.push({ start: tokens[k].start, end: tokens[k].end, text: "," });
    }
  });
  return edits;
}

class ParseBudgetExceeded extends Error {}

/** The parser reads its input through these methods, so they are where a runaway parse can be stopped. */
class BudgetedInput extends String {
  private steps = 0;

  constructor(
    text: string,
    private readonly deadline: number,
  ) {
    super(text);
  }

  private tick() {
    if ((++this.steps & 1023) === 0 && performance.now() > this.deadline) throw new ParseBudgetExceeded();
  }

  override charAt(pos: number): string {
    this.tick();
    return super.charAt(pos);
  }

  override charCodeAt(index: number): number {
    this.tick();
    return super.charCodeAt(index);
  }

  override substr(from: number, length?: number): string {
    this.tick();
    return super.substr(from, length);
  }
}

function parseSelect(text: string, dialect: Dialect): TableColumnAst {
  const input = new BudgetedInput(text, performance.now() + PARSE_BUDGET_MS) as unknown as string;
  try {
    return parser.parse(input, { database: dialect, trimQuery: false });
  } catch (error) {
    if (error instanceof ParseBudgetExceeded) refuse("SQL too complex to check", `over ${PARSE_BUDGET_MS} ms to parse`);
    const start = (error as { location?: { start?: { line: number; column: number } } }).location?.start;
    return refuse(UNPARSEABLE, start ? `line ${start.line}, column ${start.column}` : undefined);
  }
}

type AstNode = Record<string, unknown>;

function checkAst(parsed: TableColumnAst): string[] {
  const statements = Array.isArray(parsed.ast) ? parsed.ast : [parsed.ast];
  if (statements.length !== 1) refuse("more than one statement");
  const type = String(statements[0].type);
  if (type !== "select") refuse(`${type.toUpperCase()} statement`);
  const cteNames = new Set<string>();
  walk(statements[0], (node) => checkNode(node, cteNames));
  return tablesRead(parsed.tableList, cteNames);
}

function walk(node: unknown, visit: (node: AstNode) => void) {
  if (Array.isArray(node)) return node.forEach((child) => walk(child, visit));
  if (!node || typeof node !== "object") return;
  visit(node as AstNode);
  for (const child of Object.values(node)) walk(child, visit);
}

function checkNode(node: AstNode, cteNames: Set<string>) {
  const type = typeof node.type === "string" ? node.type.toLowerCase() : "";
  if (WRITE_NODE_TYPES.has(type)) refuse(`data-modifying ${type.toUpperCase()} inside the query`);
  if (type === "assign") refuse("variable assignment :=");
  if (FUNCTION_NODE_TYPES.has(type) && isDeniedFunction(functionName(node))) refuse(`function ${functionName(node)}()`);
  if (type !== "select") return;
  const into = node.into as AstNode | undefined;
  if (into?.position || into?.expr) refuse("SELECT … INTO");
  if (node.locking_read) refuse(`locking clause ${String(node.locking_read)}`);
  for (const cte of (node.with as AstNode[] | null) ?? []) cteNames.add(nameOf(cte.name));
}

function functionName(node: AstNode): string {
  const name = node.name as { name?: { value?: string }[] } | string | undefined;
  if (typeof name === "string") return name.toLowerCase();
  return String(name?.name?.[name.name.length - 1]?.value ?? "").toLowerCase();
}

function nameOf(name: unknown): string {
  return typeof name === "object" && name !== null ? String((name as AstNode).value) : String(name);
}

function tablesRead(tableList: string[], cteNames: Set<string>): string[] {
  const tables = new Set<string>();
  for (const entry of tableList) {
    const [action, db, ...rest] = entry.split("::");
    const table = rest.join("::");
    if (action.toLowerCase() !== "select") refuse(`data-modifying ${action.toUpperCase()} inside the query`);
    if (db === "null" && cteNames.has(table)) continue;
    tables.add(db === "null" ? table : `${db}.${table}`);
  }
  return [...tables];
}
