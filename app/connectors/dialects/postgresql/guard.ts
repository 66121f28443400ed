// The guard for PostgreSQL: the server's own parser (libpg-query, compiled to WebAssembly) reads the statement, and
// the rules are checked on every node of its tree, wherever a function call, a table or a write hides (ADR 007).
import v8 from "node:v8";
import { loadModule, parseSync, type RawStmt } from "libpg-query";
import { checkSealedNode } from "./guard-sealed";
import {
  isDeniedFunction,
  PRODUCT_SCHEMAS,
  refuse,
  REFUSED_STATEMENTS,
  type SealedScope,
  TOO_COMPLEX,
  UNPARSEABLE,
} from "../../sql-guard-rules";
import { leadingWord, type Token } from "../../sql-lexer";

// V8 would optimise the parser a statement into each process's life: ~1 s and ~600 MB for its largest function,
// enough to take the web or the worker down on a 1 GB machine; the baseline code costs ~8 µs more per statement
// (ADR 068). Both flags are needed (dynamic tiering ignores the second alone); unlike --liftoff-only they hold when
// set at run time, as long as it is before the parser's first statement.
v8.setFlagsFromString("--no-wasm-dynamic-tiering");
v8.setFlagsFromString("--no-wasm-tier-up");

// The WebAssembly module compiles asynchronously (~15 ms); every importer waits for it once, so guardSql stays
// synchronous for its callers.
await loadModule();

// Past these the parser's recursion can overflow the JavaScript stack (a chain of ~10,000 `+1` did), which is slow
// and leaks WebAssembly memory; no query a person or the engine writes comes near them.
const MAX_TOKENS = 8_000;
const MAX_NESTING = 200;

const WRITE_STATEMENTS: Record<string, string> = {
  InsertStmt: "INSERT",
  UpdateStmt: "UPDATE",
  DeleteStmt: "DELETE",
  MergeStmt: "MERGE",
};
const LOCK_STRENGTHS: Record<string, string> = {
  LCS_FORUPDATE: "FOR UPDATE",
  LCS_FORNOKEYUPDATE: "FOR NO KEY UPDATE",
  LCS_FORSHARE: "FOR SHARE",
  LCS_FORKEYSHARE: "FOR KEY SHARE",
};

type Node = Record<string, unknown>;
interface Walk {
  tables: string[];
  cteNames: Set<string>;
  /** A CSV connection's upload: only its schema and common functions (ADR 041). */
  sealed?: SealedScope;
}

/** `statement` is the lexer's comment-free text of one statement; returns the tables read. */
export function checkPostgres(statement: string, tokens: Token[], sealed?: SealedScope): string[] {
  checkSize(tokens);
  const stmts = parseStatement(statement, tokens);
  if (stmts.length !== 1) refuse(stmts.length === 0 ? "empty query" : "more than one statement");
  const [[type, root]] = Object.entries(stmts[0].stmt as Node) as [string, Node][];
  if (type !== "SelectStmt") refuse(statementRefusal(type, tokens));
  const walk: Walk = { tables: [], cteNames: new Set(), sealed };
  visit(root, "SelectStmt", walk);
  return [...new Set(walk.tables.filter((table) => !walk.cteNames.has(table)))];
}

function checkSize(tokens: Token[]) {
  if (tokens.length > MAX_TOKENS) refuse(TOO_COMPLEX, `over ${MAX_TOKENS} tokens`);
  let depth = 0;
  for (const token of tokens) {
    depth += token.text === "(" || token.text === "[" ? 1 : token.text === ")" || token.text === "]" ? -1 : 0;
    if (depth > MAX_NESTING) refuse(TOO_COMPLEX, `nested over ${MAX_NESTING} levels`);
  }
}

function parseStatement(statement: string, tokens: Token[]): RawStmt[] {
  try {
    return parseSync(statement).stmts ?? [];
  } catch (error) {
    if (error instanceof RangeError) refuse(TOO_COMPLEX);
    const word = leadingWord(tokens);
    if (word && word !== "select" && word !== "with" && REFUSED_STATEMENTS.has(word))
      refuse(`${word.toUpperCase()} statement`);
    const position = (error as { sqlDetails?: { cursorPosition?: number } }).sqlDetails?.cursorPosition;
    return refuse(
      UNPARSEABLE,
      position === undefined ? (error as Error).message : `${(error as Error).message}, at character ${position + 1}`,
    );
  }
}

/** `WITH … DELETE` is named as the write it is; any other statement by its first keyword (SET, COPY, …). */
function statementRefusal(type: string, tokens: Token[]): string {
  const word = leadingWord(tokens);
  if (WRITE_STATEMENTS[type] && word === "with") return `data-modifying ${WRITE_STATEMENTS[type]} inside the query`;
  return `${(word ?? type.replace(/Stmt$/, "")).toUpperCase()} statement`;
}

/** Visits every node of the tree: libpg-query wraps each node as `{ NodeType: fields }`. */
function visit(value: unknown, type: string | undefined, walk: Walk) {
  if (Array.isArray(value)) return value.forEach((item) => visit(item, undefined, walk));
  if (!value || typeof value !== "object") return;
  const node = value as Node;
  if (type) checkNode(type, node, walk);
  for (const [key, child] of Object.entries(node)) {
    // Keys that start with a capital are node wrappers; the others are fields holding nodes or scalars.
    if (/^[A-Z]/.test(key)) visit(child, key, walk);
    else if (key === "relation" || key === "rel") visit(child, "RangeVar", walk);
    else if (key === "typeName") visit(child, "TypeName", walk);
    else visit(child, undefined, walk);
  }
}

function checkNode(type: string, node: Node, walk: Walk) {
  if (WRITE_STATEMENTS[type]) refuse(`data-modifying ${WRITE_STATEMENTS[type]} inside the query`, "writable CTE");
  if (type.endsWith("Stmt") && type !== "SelectStmt")
    refuse(`${type.replace(/Stmt$/, "").toUpperCase()} inside the query`);
  if (type === "SelectStmt" && node.intoClause) refuse("SELECT … INTO table");
  if (type === "LockingClause") refuse(`locking clause ${LOCK_STRENGTHS[String(node.strength)] ?? "FOR UPDATE"}`);
  if (type === "FuncCall") checkFunction(nameParts(node.funcname));
  if (type === "RangeVar") walk.tables.push(checkRelation(node));
  if (type === "CommonTableExpr") walk.cteNames.add(String(node.ctename));
  if (walk.sealed) checkSealedNode(type, node, walk.sealed);
}

function nameParts(list: unknown): string[] {
  return ((list as Node[] | undefined) ?? []).map((part) => String((part.String as Node | undefined)?.sval ?? ""));
}

function checkFunction(parts: string[]) {
  const name = parts[parts.length - 1].toLowerCase();
  const schema = parts.length > 1 ? parts[parts.length - 2] : undefined;
  if (schema && PRODUCT_SCHEMAS.has(schema.toLowerCase()))
    refuse(`function ${schema}.${name}()`, `${schema} is Askdata's own schema`);
  if (isDeniedFunction(name)) refuse(`function ${name}()`);
}

function checkRelation(node: Node): string {
  const schema = node.schemaname ? String(node.schemaname) : undefined;
  const table = String(node.relname);
  if (schema && PRODUCT_SCHEMAS.has(schema.toLowerCase()))
    refuse(`table ${schema}.${table}`, `${schema} is Askdata's own schema`);
  return schema ? `${schema}.${table}` : table;
}
