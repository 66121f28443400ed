// Four schema-aware starter questions that actually return rows on this connection (spec §2 chips).
import { LRUCache } from "lru-cache";
import type { Connection } from "~db/models";
import { humanizeName } from "~/answer/format";
import { plural, rowsNoun } from "~/answer/naming";
import { translate } from "~/engine";
import type { CatalogColumn, CatalogTable, SchemaCatalog } from "~/lib/catalog";
import { DEFAULT_SUGGESTIONS, SUGGESTION_COUNTS } from "~/lib/limits";
import { catalogKey, getConnectionCatalog } from "./connections.server";
import { runSql } from "./queries.server";

// Per connection and catalog version, for ten minutes; bounded so retired versions cannot pile up.
const cache = new LRUCache<string, string[]>({ max: 500, ttl: 10 * 60_000 });

/** A name in words, abbreviations spelled out: "dest_cty" → "destination city". */
const words = (name: string) => humanizeName(name.replace(/^__/, ""));
const isKey = (column: CatalogColumn, table: CatalogTable) =>
  column.isPrimaryKey || column.name === "id" || /_id$/.test(column.name) || table.foreignKeys.some((fk) => fk.columns.includes(column.name)) || column.name === "__row";

function measureOf(table: CatalogTable): CatalogColumn | undefined {
  return table.columns.find((column) => ["decimal", "integer"].includes(column.kind) && !isKey(column, table) && !/year|age|count|number|zip|code/.test(column.name));
}

const dimensionOf = (table: CatalogTable) =>
  table.columns.find((column) => column.kind === "text" && (column.sampleValues?.length ?? 0) >= 2 && (column.distinctCount ?? column.sampleValues!.length) <= 30 && !isKey(column, table));
const dateOf = (table: CatalogTable) => table.columns.find((column) => column.kind === "date" || column.kind === "timestamp");

/** Candidate questions, most useful first, from the tables that look like facts (many rows, measures, dates). */
export function candidateQuestions(catalog: SchemaCatalog): string[] {
  const tables = [...catalog.tables].sort((a, b) => b.rowEstimate - a.rowEstimate);
  const questions: string[] = [];
  for (const table of tables.slice(0, 4)) {
    const name = rowsNoun(table);
    const measure = measureOf(table);
    const dimension = dimensionOf(table);
    const date = dateOf(table);
    if (measure && date) questions.push(/^total\b/.test(words(measure.name)) ? `Total by month` : `Total ${words(measure.name)} by month`);
    if (dimension) questions.push(`How many ${name} per ${words(dimension.name)}?`);
    if (measure && dimension) questions.push(`Top 5 ${plural(words(dimension.name))} by ${words(measure.name)}`);
    if (measure) questions.push(`What is the average ${words(measure.name)} of ${name}?`);
    questions.push(`How many ${name} are there?`);
  }
  return [...new Set(questions)];
}

/** Suggestions are worked out again on next use (the connection's tables changed). */
export function forgetSuggestions(connection: Connection): void {
  cache.delete(catalogKey(connection));
}

export async function getSuggestions(connection: Connection): Promise<string[]> {
  const key = catalogKey(connection);
  const cached = cache.get(key);
  if (cached) return cached;
  const suggestions: string[] = [];
  try {
    const catalog = await getConnectionCatalog(connection);
    for (const question of candidateQuestions(catalog)) {
      if (suggestions.length >= SUGGESTION_COUNTS.quickChips) break;
      const sql = (() => {
        try {
          return translate(question, { catalog, now: new Date() }).sql;
        } catch {
          return null;
        }
      })();
      if (!sql) continue;
      const result = await runSql(connection, sql).catch(() => null);
      if (result && result.rowCount > 0) suggestions.push(question);
    }
  } catch {
    // the catalog could not be read: the defaults of spec §8 below
  }
  const answer = suggestions.length ? suggestions : [...DEFAULT_SUGGESTIONS];
  cache.set(key, answer);
  return answer;
}
