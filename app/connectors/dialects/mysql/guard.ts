// The guard for MySQL and MariaDB: checks on the lexer's tokens, then node-sql-parser (a MySQL grammar) with a time
// budget, and the same rules again on its syntax tree (ADR 007).
import sqlParser, { type TableColumnAst } from "node-sql-parser";
import { isDeniedFunction, refuse, REFUSED_STATEMENTS, TOO_COMPLEX, UNPARSEABLE } from "../../sql-guard-rules";
import { leadingWord, statementTokens, type Token } from "../../sql-lexer";

// node-sql-parser backtracks exponentially on some malformed nested input (seconds for 40 characters). The budget is
// this thread's CPU time, not the clock's: on a busy machine a valid statement's first, still unoptimised parse waited
// past 500 ms of wall time for a core and was refused as too complex.
const PARSE_BUDGET_MS = 500;
const DML_VERBS = new Set(["insert", "update", "delete", "merge", "replace", "upsert"]);
const WRITE_NODE_TYPES = new Set(
  (
    "insert update delete replace merge create alter drop truncate rename grant revoke lock unlock call set use " +
    "show exec execute transaction load_data declare deallocate prepare"
  ).split(" "),
);
const FUNCTION_NODE_TYPES = new Set(["function", "aggr_func", "window_func"]);
const LOCKING_CLAUSES = ["for update", "for share", "for no key update", "for key share", "lock in share mode"];

// node-sql-parser 5.4 rejects these read-only forms: it parses an equivalent shape while the server runs the original.
const PARSE_REWRITES: ReadonlyArray<{ match: string[]; replace: string }> = [
  { match: ["variance"], replace: "var_pop" },
  { match: ["<=>"], replace: "=" },
];
/** Keyword-separated arguments (`substring(x FROM 2 FOR 3)`) that the parser only accepts comma-separated. */
const KEYWORD_ARGUMENTS: Record<string, string[]> = {
  substring: ["from", "for"],
  substr: ["from", "for"],
};

const parser = new sqlParser.Parser();

/** `text` is the lexer's comment-free text; returns the tables read. */
export function checkMysql(text: string, tokens: Token[]): string[] {
  const body = checkTokens(tokens);
  return checkAst(parseSelect(parseText(text, body)));
}

// Token checks: precise refusals, and a defence that does not depend on how the parser reads the text.

function checkTokens(tokens: Token[]): Token[] {
  const body = statementTokens(tokens);
  const first = leadingWord(body);
  if (first !== "select" && first !== "with") {
    refuse(first && REFUSED_STATEMENTS.has(first) ? `${first.toUpperCase()} statement` : UNPARSEABLE);
  }
  body.forEach((_, i) => checkTokenAt(body, i));
  return body;
}

function checkTokenAt(tokens: Token[], i: number) {
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
  if (token.text === ":=") refuse("variable assignment :=");
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

// Parsing with a time budget, then the same rules again on the tree.

/**
 * The text the parser sees: string literals blanked (so it cannot disagree with the server about where they end),
 * then the PARSE_REWRITES and KEYWORD_ARGUMENTS applied.
 */
function parseText(text: string, tokens: Token[]): string {
  const edits = [...stringEdits(tokens), ...rewriteEdits(tokens), ...keywordArgumentEdits(tokens)];
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

function rewriteEdits(tokens: Token[]): Edit[] {
  const edits: Edit[] = [];
  tokens.forEach((_, i) => {
    const rule = PARSE_REWRITES.find((rewrite) => rewrite.match.every((pattern, k) => matches(tokens[i + k], pattern)));
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

function threadCpuMs(): number {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
}

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
    if ((++this.steps & 1023) === 0 && threadCpuMs() > this.deadline) throw new ParseBudgetExceeded();
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

function parseSelect(text: string): TableColumnAst {
  const input = new BudgetedInput(text, threadCpuMs() + PARSE_BUDGET_MS) as unknown as string;
  try {
    return parser.parse(input, { database: "mysql", trimQuery: false });
  } catch (error) {
    if (error instanceof ParseBudgetExceeded) refuse(TOO_COMPLEX, `over ${PARSE_BUDGET_MS} ms to parse`);
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
