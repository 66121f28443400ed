// Schema retrieval for prompts: only the tables a question needs, rendered compactly.
import { identifierWords, normalizeText, stem } from "~/engine/schema/stem";
import { dialectSpec } from "~/connectors/dialects";
import type { CatalogColumn, CatalogTable, Dialect, SchemaCatalog } from "~/lib/catalog";
import { AI_LIMITS } from "./types";

const STOP_WORDS = new Set(
  (
    "a an and are as at be by can do does for from give how i in is it list me my of on or per please show " +
    "tell than that the their them there these this to was were what when where which who with you"
  ).split(" "),
);

const SCORE = {
  strong: 2,
  tableWord: 1,
  wholeTableName: 3,
  column: 1,
  columnCap: 3,
  sampleValue: 2,
  sampleCap: 4,
} as const;
const SAMPLE_VALUES_SHOWN = 5;
const SAMPLE_VALUES_MAX_DISTINCT = 30;

export interface PruneOptions {
  maxTables?: number;
}

/** Tables whose words or sampled values the question mentions, then their foreign-key neighbours, at most `maxTables`. */
export function pruneCatalog(
  catalog: SchemaCatalog,
  question: string,
  { maxTables = AI_LIMITS.maxTables }: PruneOptions = {},
): SchemaCatalog {
  if (catalog.tables.length <= maxTables) return catalog;
  const words = questionStems(question);
  const text = ` ${normalizeText(question)} `;
  const scored = catalog.tables
    .map((table, index) => ({ table, index, score: scoreTable(table, words, text) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  if (scored.length === 0) return { ...catalog, tables: largestTables(catalog.tables, maxTables) };
  // A table the question names outranks one that merely shares a column word ("status", "name") with it
  const strong = scored.filter((entry) => entry.score >= SCORE.strong).map((entry) => entry.table);
  const weak = scored.filter((entry) => entry.score < SCORE.strong).map((entry) => entry.table);
  const ranked = [
    ...strong,
    ...foreignKeyNeighbours(catalog.tables, strong),
    ...weak,
    ...foreignKeyNeighbours(catalog.tables, weak),
  ];
  const chosen = new Set([...new Set(ranked)].slice(0, maxTables));
  return { ...catalog, tables: catalog.tables.filter((table) => chosen.has(table)) };
}

function questionStems(question: string): Set<string> {
  return new Set(
    identifierWords(question)
      .filter((word) => !STOP_WORDS.has(word))
      .map(stem),
  );
}

function nameStems(name: string, label?: string): string[][] {
  const forms = [identifierWords(name).map(stem)];
  if (label) forms.push(identifierWords(label).map(stem));
  return forms.filter((form) => form.length > 0);
}

function scoreTable(table: CatalogTable, words: Set<string>, text: string): number {
  let score = 0;
  for (const form of nameStems(table.name, table.label)) {
    const hits = form.filter((word) => words.has(word)).length;
    score = Math.max(score, hits * SCORE.tableWord + (hits === form.length ? SCORE.wholeTableName : 0));
  }
  const columnHits = table.columns.filter((column) => columnMentioned(column, words)).length;
  const sampleHits = table.columns.reduce((sum, column) => sum + sampleValuesMentioned(column, text), 0);
  return (
    score +
    Math.min(columnHits * SCORE.column, SCORE.columnCap) +
    Math.min(sampleHits * SCORE.sampleValue, SCORE.sampleCap)
  );
}

function columnMentioned(column: CatalogColumn, words: Set<string>): boolean {
  // "id" alone would tie every table to every question that says "id"
  return nameStems(column.name, column.label).some(
    (form) => form.every((word) => words.has(word)) && form.join("") !== "id",
  );
}

function sampleValuesMentioned(column: CatalogColumn, text: string): number {
  return (column.sampleValues ?? []).filter((value) => {
    const needle = normalizeText(value).trim();
    return needle.length >= 3 && new RegExp(`[^a-z0-9]${escapeRegExp(needle)}[^a-z0-9]`).test(text);
  }).length;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Tables one foreign-key hop from the chosen ones, in either direction, in the chosen tables' order. */
function foreignKeyNeighbours(tables: CatalogTable[], chosen: CatalogTable[]): CatalogTable[] {
  const key = (schema: string, name: string) => `${schema}.${name}`;
  const byKey = new Map(tables.map((table) => [key(table.schema, table.name), table]));
  const targets = (table: CatalogTable) =>
    table.foreignKeys.map((fk) => byKey.get(key(fk.referencedSchema ?? table.schema, fk.referencedTable)));
  const neighbours: CatalogTable[] = [];
  for (const table of chosen) {
    for (const target of targets(table)) if (target) neighbours.push(target);
    for (const other of tables) if (targets(other).includes(table)) neighbours.push(other);
  }
  return neighbours;
}

function largestTables(tables: CatalogTable[], count: number): CatalogTable[] {
  const largest = new Set([...tables].sort((a, b) => b.rowEstimate - a.rowEstimate).slice(0, count));
  return tables.filter((table) => largest.has(table));
}

/** `table(col type, …)` lines with foreign keys, a few sample values and labels that differ from names. */
export function renderSchema(catalog: SchemaCatalog, dialect: Dialect): string {
  const lines = [`Dialect: ${dialectSpec(dialect).label}`];
  for (const table of catalog.tables) {
    const name = qualifiedName(table, dialect);
    const note = [
      table.label && differs(table.label, table.name) ? `label "${table.label}"` : "",
      clip(table.description),
    ]
      .filter(Boolean)
      .join("; ");
    lines.push(`${name}(${table.columns.map(renderColumn).join(", ")})${note ? ` -- ${note}` : ""}`);
    for (const fk of table.foreignKeys) {
      const target = fk.referencedSchema ? `${fk.referencedSchema}.${fk.referencedTable}` : fk.referencedTable;
      lines.push(`  FK ${name}(${fk.columns.join(", ")}) -> ${target}(${fk.referencedColumns.join(", ")})`);
    }
  }
  return lines.join("\n");
}

function qualifiedName(table: CatalogTable, dialect: Dialect): string {
  // MySQL catalogs hold one database; PostgreSQL's default schema needs no prefix
  return dialectSpec(dialect).sql.qualifiesSchema(table.schema) ? `${table.schema}.${table.name}` : table.name;
}

function renderColumn(column: CatalogColumn): string {
  const parts = [column.name, column.dataType];
  if (column.isPrimaryKey) parts.push("PK");
  if (column.label && differs(column.label, column.name)) parts.push(`"${column.label}"`);
  const samples = sampleValues(column);
  if (samples.length) parts.push(`e.g. ${samples.map((value) => `'${value.replace(/'/g, "''")}'`).join("|")}`);
  return parts.join(" ");
}

function sampleValues(column: CatalogColumn): string[] {
  if (column.kind !== "text" || !column.sampleValues?.length) return [];
  if ((column.distinctCount ?? 0) > SAMPLE_VALUES_MAX_DISTINCT) return [];
  return column.sampleValues.filter((value) => value.length <= 40).slice(0, SAMPLE_VALUES_SHOWN);
}

function differs(label: string, name: string): boolean {
  return identifierWords(label).join("_") !== identifierWords(name).join("_");
}

function clip(text: string | undefined): string {
  if (!text) return "";
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}
