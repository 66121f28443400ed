// POST /api/query/explain: what a query does in plain language, and what the database plans to do.
import nodeSqlParser from "node-sql-parser";
import type { Connection } from "~db/models";
import { dialectOfConnection, dialectSpec } from "~/connectors/dialects";
import { guardSql } from "~/connectors/sql-guard";
import { translate } from "~/engine";
import type { Dialect } from "~/lib/catalog";
import { isAppError } from "~/lib/errors";
import { getEngineCatalog } from "./definitions.server";
import { getLlmProvider } from "./llm.server";
import { explainSql } from "./queries.server";

const parser = new nodeSqlParser.Parser();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- EXPLAIN's JSON plan: nodes of many shapes, read field by field
type Node = Record<string, any>;

function list(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function columnName(expr: Node | undefined): string {
  if (!expr) return "?";
  if (expr.type === "column_ref")
    return typeof expr.column === "string" ? expr.column : (expr.column?.expr?.value ?? "?");
  if (expr.type === "aggr_func")
    return `${String(expr.name).toLowerCase()} of ${expr.args?.expr?.type === "star" ? "rows" : columnName(expr.args?.expr)}`;
  if (expr.type === "function") return `${expr.name?.name?.[0]?.value ?? "a function"}(…)`;
  return "an expression";
}

/** A sentence or two describing a single SELECT, from its syntax tree. */
export function describeSql(sql: string, dialect: Dialect): string {
  let ast: Node;
  try {
    const tree = parser.astify(sql, { database: dialectSpec(dialect).parserDatabase });
    ast = (Array.isArray(tree) ? tree[0] : tree) as Node;
  } catch {
    return "This query reads data from the database.";
  }
  const tables = (ast.from ?? []).map((from: Node) => from.table).filter(Boolean);
  const columns = (ast.columns === "*" ? [] : (ast.columns ?? [])) as Node[];
  const aggregates = columns
    .filter((column) => column.expr?.type === "aggr_func")
    .map((column) => columnName(column.expr));
  const groups = (ast.groupby?.columns ?? ast.groupby ?? []).map?.((expr: Node) => columnName(expr)) ?? [];
  const parts = [
    `It reads ${tables.length ? list(tables) : "data"}${tables.length > 1 ? ", joined on their keys" : ""}`,
  ];
  if (ast.where) parts.push("keeps only the rows matching its conditions");
  if (aggregates.length) parts.push(`computes the ${list(aggregates)}`);
  else if (columns.length)
    parts.push(`returns ${list(columns.slice(0, 5).map((column) => column.as ?? columnName(column.expr)))}`);
  if (groups.length) parts.push(`for each ${list(groups)}`);
  if (ast.orderby?.length)
    parts.push(
      `sorted by ${list(ast.orderby.map((order: Node) => `${columnName(order.expr)} (${order.type === "DESC" ? "highest" : "lowest"} first)`))}`,
    );
  const limit = ast.limit?.value?.[0]?.value;
  if (limit) parts.push(`limited to ${limit} rows`);
  return `${parts.join(", ")}.`;
}

/** The top of the plan, read by a person: the main operations and the estimated rows. */
export function summarisePlan(plan: string): string {
  const lines = plan
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const operations = lines
    .map((line) => line.replace(/^->\s*/, "").match(/^([A-Za-z][A-Za-z ]+?)(?: on (\S+))?\s+\(cost/))
    .filter((match): match is RegExpMatchArray => Boolean(match))
    .map((match) => (match[2] ? `${match[1]} on ${match[2]}` : match[1]));
  const rows = lines[0]?.match(/rows=(\d+)/)?.[1];
  if (!operations.length) return lines.slice(0, 3).join(" ");
  return `The database plans: ${[...new Set(operations)].slice(0, 5).join(" → ")}${rows ? ` (about ${Number(rows).toLocaleString("en-US")} result rows estimated)` : ""}.`;
}

export async function explainQuery(connection: Connection, query: string) {
  const dialect = dialectOfConnection(connection.type);
  let sql: string;
  try {
    sql = guardSql(query, dialect).sql;
  } catch (error) {
    // Not SQL (or refused): read it as a question and explain the SQL it becomes.
    if (!isAppError(error)) throw error;
    if (/^\s*(select|with)\b/i.test(query)) throw error;
    const { catalog, definitions } = await getEngineCatalog(connection);
    sql = translate(query, { catalog, definitions, now: new Date() }).sql;
  }
  const plan = await explainSql(connection, sql);
  const llm = getLlmProvider();
  const explanation = llm
    ? await llm.explain({ sql, plan, dialect }).catch(() => describeSql(sql, dialect))
    : describeSql(sql, dialect);
  return { sql, explanation, planSummary: summarisePlan(plan), plan };
}
