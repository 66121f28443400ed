// The questions shown under an empty chat (spec §2 chips), drawn from what the engine makes of this connection's
// schema (issue 36, ADR 047): its money and other measures, the dimensions worth splitting them by, the entities worth
// ranking, its natural dates. Each connection gets its own; the service drops the ones already asked.
import { readModel } from "~/engine";
import type { TableModelReading } from "~/lib/data-model";
import type { CatalogColumn, CatalogTable, SchemaCatalog } from "~/lib/catalog";
import { isGroupable, isQuantity, isStateName } from "./column-roles";
import { askedNoun, RANK_SIZE, signature } from "./follow-ups";
import { humanizeName } from "./format";
import { plural } from "./naming";

/** The kinds of question, in the order the chips show them: a trend, a ranking, a breakdown, a count. */
const KINDS = ["trend", "ranking", "breakdown", "countBy", "countByMonth", "average", "count"] as const;
type Kind = (typeof KINDS)[number];

/** Groupings people split by: a handful of repeated values (spec §9 charts show up to 20). */
const MAX_GROUPS = 20;
/** The largest tables are the facts questions are about; lookups rarely are. */
const FACT_TABLES = 4;

interface Measure {
  /** "revenue", "total amount" */
  total: string;
  /** A column to average ("amount"), not a derived revenue. */
  column?: string;
}

/** Money named by no more than "total" or "amount" is what the business calls revenue; the engine reads it so. */
const GENERIC_MONEY = /^(total|amount|value|grand total|total amount|total value|net total)$/;
/** Prices, rates and scores are averaged, never added up. */
const NOT_ADDITIVE =
  /\b(price|cost|rate|ratio|pct|percent|percentage|score|rating|age|discount|margin|average|avg|mean)\b/;

function measureOf(table: CatalogTable, reading: TableModelReading): Measure | undefined {
  // the engine reads "revenue" as the row's own money total or the revenue it derives from a line's columns
  if (reading.derived.some((d) => /^(revenue|net_revenue)$/.test(d.name))) return { total: "total revenue" };
  const value = reading.valueColumn && humanizeName(reading.valueColumn);
  if (value)
    return {
      total: GENERIC_MONEY.test(value) ? "total revenue" : /^total\b/.test(value) ? value : `total ${value}`,
      column: value,
    };
  const column = table.columns.find((c) => reading.measures.includes(c.name) && isQuantity(c));
  if (!column) return undefined;
  const words = humanizeName(column.label ?? column.name);
  if (NOT_ADDITIVE.test(words)) return { total: `average ${words}`, column: words };
  return { total: /^total\b/.test(words) ? words : `total ${words}`, column: words };
}

function groupingsOf(table: CatalogTable): CatalogColumn[] {
  return table.columns
    .filter((c) => c.kind === "text" && isGroupable(c, table))
    .filter((c) => {
      const distinct = c.distinctCount ?? c.sampleValues?.length ?? 0;
      return distinct >= 2 && distinct <= MAX_GROUPS;
    })
    .sort((a, b) => (a.distinctCount ?? MAX_GROUPS) - (b.distinctCount ?? MAX_GROUPS));
}

/** Money splits best over peers (channels, regions); a status is counted rather than summed. */
const peersFirst = (columns: CatalogColumn[]) => [
  ...columns.filter((c) => !isStateName(c.name)),
  ...columns.filter((c) => isStateName(c.name)),
];
const words = (column: CatalogColumn) => humanizeName(column.label ?? column.name);

/** Tables a row points to that people rank by name: products of an order line, customers of an order. */
function rankedEntities(
  catalog: SchemaCatalog,
  table: CatalogTable,
  model: Map<string, TableModelReading>,
): CatalogTable[] {
  const parents = table.foreignKeys.flatMap((fk) =>
    catalog.tables.filter((t) => t.name === fk.referencedTable && t !== table),
  );
  return parents.filter((t) => model.get(t.name)?.labelColumn && t.rowEstimate > RANK_SIZE);
}

function tableQuestions(
  catalog: SchemaCatalog,
  table: CatalogTable,
  model: Map<string, TableModelReading>,
): Partial<Record<Kind, string[]>> {
  const reading = model.get(table.name);
  if (!reading || reading.view === "served") return {};
  const rows = askedNoun(table);
  const measure = measureOf(table, reading);
  const parents = table.foreignKeys.flatMap((fk) =>
    catalog.tables.filter((t) => t.name === fk.referencedTable && t !== table),
  );
  const own = groupingsOf(table);
  const splits = peersFirst([...own, ...parents.flatMap(groupingsOf)]).map(words);
  const entities = rankedEntities(catalog, table, model).map(askedNoun);
  const dated = !!reading.naturalDate;
  return {
    trend: measure && dated ? [`What is the ${measure.total} by month?`] : [],
    ranking: measure
      ? entities.map(
          (entity) =>
            `What are the top ${RANK_SIZE} ${plural(entity)} by ${measure.total.replace(/^total revenue$/, "revenue")}?`,
        )
      : [],
    breakdown: measure ? splits.slice(0, 2).map((by) => `What is the ${measure.total} by ${by}?`) : [],
    countBy: own.slice(0, 2).map((column) => `How many ${rows} per ${words(column)}?`),
    countByMonth: dated ? [`How many ${rows} per month?`] : [],
    average:
      measure?.column && !measure.total.startsWith("average")
        ? [`What is the average ${measure.column} of ${rows}?`]
        : [],
    count: [`How many ${rows} are there?`],
  };
}

/**
 * Starter questions for a schema, most useful first: one of each kind from the largest tables, then the rest. Names
 * are spelled out and put in the plural ("How many shipments per destination city?"); nothing is split by a person's
 * name, an identifier or free text, nor ranked when it has five values or fewer.
 */
export function starterQuestions(catalog: SchemaCatalog): string[] {
  const model = readModel(catalog);
  const tables = [...catalog.tables].sort((a, b) => b.rowEstimate - a.rowEstimate).slice(0, FACT_TABLES);
  const perTable = tables.map((table) => tableQuestions(catalog, table, model));
  const first = KINDS.flatMap((kind) =>
    perTable.flatMap((questions) => questions[kind]?.slice(0, 1) ?? []).slice(0, 1),
  );
  const rest = perTable.flatMap((questions) => KINDS.flatMap((kind) => questions[kind] ?? []));
  const seen = new Set<string>();
  return [...first, ...rest].filter((question) => {
    const key = signature(question);
    return !seen.has(key) && seen.add(key);
  });
}

/** The first `count` questions not asked yet on this connection (by meaning: "revenue by month?" ≈ "Show revenue per month"). */
export function unasked(questions: readonly string[], asked: readonly string[], count: number): string[] {
  const done = new Set(asked.map(signature));
  return questions.filter((question) => !done.has(signature(question))).slice(0, count);
}
