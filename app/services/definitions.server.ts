// Definitions (issue 18): what a team says once about a connection's data — metrics, segments, glossary terms, how
// tables and columns are called, relationships no key declares. Each is checked on save against the connection's
// catalog and, where it holds SQL, compiled into a `LIMIT 0` query run through the guard, read-only (ADR 030).
import { fn, col, Op, where as whereSql, type WhereOptions } from "sequelize";
import { Definition as DefinitionRow, type Connection } from "~db/models";
import { db } from "~db/sequelize.server";
import { Lexer } from "~/connectors/sql-lexer";
import { definitionProbe, suggestDefinitions, withDefinitions } from "~/engine";
import { dialectSpec } from "~/connectors/dialects";
import type { CatalogTable, SchemaCatalog } from "~/lib/catalog";
import type { Definition, DefinitionInput } from "~/lib/definitions";
import { AppError, isAppError } from "~/lib/errors";
import { isUuid } from "~/lib/ids";
import { getConnectionCatalog } from "./connection-catalogs.server";
import { tableRef } from "./data-model.server";
import { runSql } from "./queries.server";
import { withFormats } from "~/answer/definition-formats";

type StoredInput = DefinitionInput & { id: string };

/** A stored row as the contract's input shape: only the fields its kind has. */
function inputOf(row: DefinitionRow): StoredInput {
  const base = {
    id: row.id,
    name: row.name,
    synonyms: row.synonyms ?? [],
    ...(row.description ? { description: row.description } : {}),
  };
  const table = row.table_name ?? "";
  const column = row.column_name ?? "";
  switch (row.kind) {
    case "metric":
      return {
        ...base,
        kind: "metric",
        table,
        sql: row.sql ?? "",
        ...(row.time_column ? { time_column: row.time_column } : {}),
        ...(row.format ? { format: row.format } : {}),
      };
    case "segment":
      return { ...base, kind: "segment", table, sql: row.sql ?? "" };
    case "term":
      return { ...base, kind: "term", description: row.description ?? "" };
    case "table":
      return { ...base, kind: "table", table };
    case "column":
      return {
        ...base,
        kind: "column",
        table,
        column,
        hidden: row.hidden,
        ...(row.format ? { format: row.format } : {}),
      };
    case "relationship":
      return {
        ...base,
        kind: "relationship",
        table,
        column,
        ref_table: row.ref_table ?? "",
        ref_column: row.ref_column ?? "",
      };
  }
}

export function definitionJson(row: DefinitionRow): Definition {
  return {
    ...inputOf(row),
    connection_id: row.connection_id,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The columns a definition fills; the others are cleared, so a definition that changes kind keeps nothing stale. */
function rowOf(input: DefinitionInput) {
  const seen = new Set([input.name.toLowerCase()]);
  const synonyms = input.synonyms.filter((s) => !seen.has(s.toLowerCase()) && seen.add(s.toLowerCase()));
  return {
    kind: input.kind,
    name: input.name,
    synonyms,
    description: input.description || null,
    table_name: "table" in input ? input.table : null,
    column_name: "column" in input ? input.column : null,
    sql: "sql" in input ? input.sql : null,
    time_column: input.kind === "metric" ? input.time_column || null : null,
    hidden: input.kind === "column" ? input.hidden : false,
    ref_table: input.kind === "relationship" ? input.ref_table : null,
    ref_column: input.kind === "relationship" ? input.ref_column : null,
    format: input.kind === "metric" || input.kind === "column" ? (input.format ?? null) : null,
  };
}

const byKindThenName = [
  ["kind", "ASC"],
  [fn("lower", col("name")), "ASC"],
] as const;

export async function listDefinitions(connection: Connection): Promise<Definition[]> {
  db();
  const rows = await DefinitionRow.findAll({ where: { connection_id: connection.id }, order: byKindThenName as never });
  return rows.map(definitionJson);
}

/** What the question engine and LLM prompts read for a connection: one indexed query, no catalog. */
export async function loadEngineDefinitions(connectionId: string): Promise<StoredInput[]> {
  db();
  const rows = await DefinitionRow.findAll({ where: { connection_id: connectionId }, order: byKindThenName as never });
  return rows.map(inputOf);
}

export async function createDefinition(
  connection: Connection,
  userId: string,
  input: DefinitionInput,
): Promise<Definition> {
  const checked = await checkDefinition(connection, input);
  await refuseClash(connection.id, checked);
  const row = await DefinitionRow.create({
    ...rowOf(checked),
    project_id: connection.project_id,
    connection_id: connection.id,
    created_by: userId,
  }).catch(clashOnRace(checked));
  await forgetCachedAnswers(connection);
  return definitionJson(row);
}

export async function updateDefinition(
  connection: Connection,
  definitionId: string,
  input: DefinitionInput,
): Promise<Definition> {
  const row = await findDefinition(connection, definitionId);
  const checked = await checkDefinition(connection, input);
  await refuseClash(connection.id, checked, row.id);
  await row.update(rowOf(checked)).catch(clashOnRace(checked));
  await forgetCachedAnswers(connection);
  return definitionJson(row);
}

export async function getDefinition(connection: Connection, definitionId: string): Promise<Definition> {
  return definitionJson(await findDefinition(connection, definitionId));
}

export async function deleteDefinition(connection: Connection, definitionId: string): Promise<void> {
  const row = await findDefinition(connection, definitionId);
  await row.destroy();
  await forgetCachedAnswers(connection);
}

/** What the engine derives on its own, as definitions to accept — less what is already defined. */
export async function suggestedDefinitions(connection: Connection): Promise<DefinitionInput[]> {
  const [catalog, stored] = await Promise.all([catalogOf(connection), loadEngineDefinitions(connection.id)]);
  const taken = new Set(stored.flatMap(identities));
  return suggestDefinitions(catalog).filter((suggestion) => !identities(suggestion).some((key) => taken.has(key)));
}

/** A definition stands for its kind and name, and for the table or column it names. */
function identities(d: DefinitionInput): string[] {
  const keys = [`${d.kind}:name:${d.name.toLowerCase()}`];
  if (d.kind === "table") keys.push(`table:${d.table}`);
  if (d.kind === "column" || d.kind === "relationship") keys.push(`${d.kind}:${d.table}.${d.column}`);
  return keys;
}

async function findDefinition(connection: Connection, definitionId: string): Promise<DefinitionRow> {
  db();
  const row = isUuid(definitionId)
    ? await DefinitionRow.findOne({ where: { id: definitionId, connection_id: connection.id } })
    : null;
  if (!row) throw new AppError("NOT_FOUND", "Definition not found");
  return row;
}

/** Answers cached for the connection (spec §4, keyed by its updated_at) were made without this definition. */
async function forgetCachedAnswers(connection: Connection): Promise<void> {
  connection.changed("updated_at", true);
  await connection.save();
}

function invalid(field: string, message: string): AppError {
  return new AppError("VALIDATION_ERROR", message, { fields: { [field]: message } });
}

/** The one definition a new one would duplicate: same kind and name, or the same table, column or join. */
function clashOf(input: DefinitionInput): { where: WhereOptions; field: string; message: string } {
  switch (input.kind) {
    case "table":
      return {
        where: { table_name: input.table },
        field: "table",
        message: `Table ${input.table} already has a definition`,
      };
    case "column":
      return {
        where: { table_name: input.table, column_name: input.column },
        field: "column",
        message: `Column ${input.table}.${input.column} already has a definition`,
      };
    case "relationship":
      return {
        where: {
          table_name: input.table,
          column_name: input.column,
          ref_table: input.ref_table,
          ref_column: input.ref_column,
        },
        field: "ref_column",
        message: `${input.table}.${input.column} → ${input.ref_table}.${input.ref_column} is already defined`,
      };
    default:
      return {
        where: whereSql(fn("lower", col("name")), input.name.toLowerCase()),
        field: "name",
        message: `A ${input.kind} named “${input.name}” already exists`,
      };
  }
}

async function refuseClash(connectionId: string, input: DefinitionInput, exceptId?: string): Promise<void> {
  const clash = clashOf(input);
  db();
  const found = await DefinitionRow.findOne({
    where: {
      [Op.and]: [
        { connection_id: connectionId, kind: input.kind },
        clash.where,
        ...(exceptId ? [{ id: { [Op.ne]: exceptId } }] : []),
      ],
    },
  });
  if (found) throw new AppError("CONFLICT", clash.message, { fields: { [clash.field]: clash.message } });
}

/** Two saves of the same definition at once: the unique index refuses the second, with the same words. */
function clashOnRace(input: DefinitionInput) {
  return (error: unknown): never => {
    if ((error as Error)?.name !== "SequelizeUniqueConstraintError") throw error;
    const clash = clashOf(input);
    throw new AppError("CONFLICT", clash.message, { fields: { [clash.field]: clash.message } });
  };
}

async function catalogOf(connection: Connection): Promise<SchemaCatalog> {
  return getConnectionCatalog(connection).catch((error) => {
    if (isAppError(error)) throw error;
    throw new AppError(
      "CONNECTION_FAILED",
      `Connection failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  });
}

function findTable(catalog: SchemaCatalog, name: string, field: string): CatalogTable {
  const tables = catalog.tables.filter((t) => !t.aliasOf);
  const table = tables.find((t) => t.name === name) ?? tables.find((t) => t.name.toLowerCase() === name.toLowerCase());
  if (!table) throw invalid(field, `No table “${name}” in this connection`);
  return table;
}

function findColumn(table: CatalogTable, name: string, field: string): string {
  const column =
    table.columns.find((c) => c.name === name) ??
    table.columns.find((c) => c.name.toLowerCase() === name.toLowerCase());
  if (!column) throw invalid(field, `No column “${name}” in table ${table.name}`);
  return column.name;
}

/**
 * The definition with names spelled as the catalog spells them, once each named table and column exists and each
 * piece of SQL runs: metrics and segments in the query the engine writes with them (definitionProbe), a
 * relationship as the join it declares.
 */
async function checkDefinition(connection: Connection, input: DefinitionInput): Promise<DefinitionInput> {
  if (input.kind === "term") return input;
  const catalog = await catalogOf(connection);
  const table = findTable(catalog, input.table, "table");
  switch (input.kind) {
    case "table":
      return { ...input, table: table.name };
    case "column":
      return { ...input, table: table.name, column: findColumn(table, input.column, "column") };
    case "metric": {
      const timeColumn = input.time_column ? findColumn(table, input.time_column, "time_column") : undefined;
      const checked = { ...input, table: table.name, time_column: timeColumn };
      await probe(connection, catalog, checked);
      return checked;
    }
    case "segment":
      await probe(connection, catalog, { ...input, table: table.name });
      return { ...input, table: table.name };
    case "relationship": {
      const d = dialectSpec(catalog.dialect).sql;
      const from = tableRef(catalog.dialect, table);
      const column = findColumn(table, input.column, "column");
      const refTable = findTable(catalog, input.ref_table, "ref_table");
      const refColumn = findColumn(refTable, input.ref_column, "ref_column");
      const join = `SELECT 1 AS ${d.id("one")} FROM ${from} ${d.id("l")} JOIN ${tableRef(catalog.dialect, refTable)} ${d.id("r")} ON ${d.id("l")}.${d.id(column)} = ${d.id("r")}.${d.id(refColumn)} LIMIT 0`;
      await run(connection, join, "ref_column");
      return { ...input, table: table.name, column, ref_table: refTable.name, ref_column: refColumn };
    }
  }
}

/**
 * One expression, checked to stay inside the parentheses it is compiled in, then run as the query the engine itself
 * writes with it (joined to the other tables a metric reads), with LIMIT 0.
 */
async function probe(
  connection: Connection,
  catalog: SchemaCatalog,
  definition: Extract<DefinitionInput, { kind: "metric" | "segment" }>,
): Promise<void> {
  const sql = definition.sql;
  let depth = 0;
  try {
    for (const token of new Lexer(sql, dialectSpec(catalog.dialect).lexer).run().tokens) {
      if (token.text === "(") depth++;
      // `x) AS value FROM t UNION SELECT (1` would make the check run another query than the one stored
      if (token.text === ")" && --depth < 0)
        throw invalid("sql", "The SQL closes a parenthesis it did not open: write one expression");
    }
  } catch (error) {
    throw isAppError(error) && error.code === "QUERY_EXECUTION_ERROR" ? invalid("sql", error.message) : error;
  }
  if (depth > 0) throw invalid("sql", "The SQL leaves a parenthesis open");
  await run(connection, definitionProbe(catalog, definition)!, "sql");
}

/** The guard's refusal or the database's error, in their own words, on the field that caused it. */
async function run(connection: Connection, sql: string, field: string): Promise<void> {
  await runSql(connection, sql).catch((error) => {
    throw isAppError(error) && error.code === "QUERY_EXECUTION_ERROR" ? invalid(field, error.message) : error;
  });
}

/**
 * The connection's catalog as introspected, its definitions, and the catalog with them applied — what the engine
 * reads, and what an answer's IR compiles against again (charts, comparisons, dashboard filters).
 */
export async function getEngineCatalog(connection: Connection) {
  const [catalog, definitions] = await Promise.all([
    getConnectionCatalog(connection),
    loadEngineDefinitions(connection.id),
  ]);
  return { catalog, definitions, engineCatalog: withFormats(withDefinitions(catalog, definitions), definitions) };
}
