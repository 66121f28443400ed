// What an answer's columns are called where people read them: result tables, chart titles and axes,
// insights and follow-up questions all take their words from here (issue 16). The SQL keeps the engine's
// aliases; this turns them into business words: "name" of categories → "category", "total_total" → "total",
// "order_count" → "number of orders", a month bucket → "month".
import type { CatalogTable, SchemaCatalog } from "~/lib/catalog";
import { GRAIN_WORDS } from "~/engine/ir";
import { capitalize, columnLabel, humanizeName, pluralize } from "./format";
import { readIR, type DimensionHint, type MeasureHint } from "./ir-hints";
import { nameWords } from "./values";

/** Column name → label in lower-case words; callers capitalise where a label starts a title or header. */
export type ColumnLabels = Record<string, string>;

/** Columns that name the row they sit in: such a column is labelled by its table's noun. */
const NAMING_COLUMN = /^(name|title|label|full_name|display_name)$/;

/** A comment longer than this is a description, not a label ("Job: CR = courier, PK = packer"). */
const LABEL_MAX_WORDS = 4;

export function singular(word: string): string {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(sses|xes|ches|shes|uses)$/.test(word)) return word.slice(0, -2);
  if (/[^su]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** A phrase in the plural whatever it was: "shipment" → "shipments", "city" → "cities", "order items" stays. */
export function plural(phrase: string): string {
  return singular(phrase) === phrase ? pluralize(phrase) : phrase;
}

/** A table's rows in words: "shpmt" → "shipments", "order_items" → "order items". */
export function rowsNoun(table: Pick<CatalogTable, "name" | "label">): string {
  return plural(humanizeName(table.label ?? table.name));
}

/** "order_items" → "order item". */
export function entityNoun(table: Pick<CatalogTable, "name" | "label">): string {
  const words = humanizeName(shortLabel(table.label) ?? table.name).split(" ");
  return [...words.slice(0, -1), singular(words[words.length - 1])].join(" ");
}

/** Labels for every column of a result, from the engine's IR and the catalog where there are any. */
export function columnLabels(columns: { name: string }[], ir?: unknown, catalog?: SchemaCatalog): ColumnLabels {
  const hints = readIR(ir);
  const tables = new Map((catalog?.tables ?? []).map((table) => [table.name, table] as const));
  const labels: ColumnLabels = {};
  for (const { name } of columns) {
    const dimension = hints?.dimensions.find((d) => d.alias === name);
    const measure = hints?.measures.find((m) => m.alias === name);
    const table = tables.get(dimension?.table ?? measure?.table ?? hints?.table ?? "");
    labels[name] = dimension
      ? dimensionLabel(dimension, table)
      : measure
        ? measureLabel(
            measure,
            hints?.table,
            tables.get(measure.table ?? hints?.table ?? "") ?? tables.get(hints?.table ?? ""),
          )
        : plainLabel(name, table, tables);
  }
  return labels;
}

/** A column's label as a table header: "Number of orders". */
export function columnHeader(name: string, labels?: ColumnLabels): string {
  return capitalize(labelOf(name, labels));
}

/** The label of one column, falling back to its name in words when no label was worked out. */
export function labelOf(name: string, labels?: ColumnLabels, table?: string): string {
  return labels?.[name] ?? columnLabel(name, table);
}

function dimensionLabel(d: DimensionHint, table: CatalogTable | undefined): string {
  if (d.grain) return GRAIN_WORDS[d.grain] ?? d.grain;
  const column = d.column ?? d.alias;
  if (table && namesItsRow(column, table)) return entityNoun(table);
  const described = shortLabel(table?.columns.find((c) => c.name === column)?.label);
  return described ? humanizeName(described) : humanizeName(column);
}

/** `rows`: the table the query counts or sums over, named by the IR even when no catalog came with it. */
function measureLabel(m: MeasureHint, rows: string | undefined, table: CatalogTable | undefined): string {
  const words = nameWords(m.alias);
  if (m.agg === "count" && table && (words.length === 1 || !m.column))
    return `number of ${pluralize(entityNoun(table))}`;
  if (words[0] === "distinct" && words.length > 1) return `number of ${pluralize(words.slice(1).join(" "))}`;
  return businessName(m, table) ?? columnLabel(m.alias, rows);
}

/** Columns whose name says only that they hold an amount: their table says of what ("order value", not "total"). */
const GENERIC_AMOUNT = /^(total|value|amount|sum)$/;
const FLOW_WORDS = new Set([
  "revenue",
  "sales",
  "spend",
  "spending",
  "cost",
  "costs",
  "income",
  "profit",
  "turnover",
  "gmv",
  "mrr",
  "arr",
]);

/**
 * The measure as a business calls it (issue 36): the average of an order's `total` is the "average order value", its
 * sum the "total order value"; a sum of revenue is "revenue" ("total revenue" says nothing more).
 */
function businessName(m: MeasureHint, table: CatalogTable | undefined): string | undefined {
  const words = nameWords(m.alias);
  const column = m.column ? nameWords(m.column) : [];
  const owner = m.table && table?.name === m.table ? table : undefined;
  // the engine's alias already says what the sum is ("total_revenue" of orders.total): that is its business name
  if (
    m.agg === "sum" &&
    words[0] === "total" &&
    words.length > 1 &&
    words.slice(1).some((word) => FLOW_WORDS.has(word))
  )
    return humanizeName(words.slice(1).join("_"));
  if (owner && column.length === 1 && GENERIC_AMOUNT.test(column[0]) && (m.agg === "avg" || m.agg === "sum")) {
    const noun = `${entityNoun(owner)} ${column[0] === "amount" ? "amount" : "value"}`;
    return m.agg === "avg" ? `average ${noun}` : `total ${noun}`;
  }
  return undefined;
}

/** A column without an IR role (a listing, saved SQL): a naming column still reads as its table's noun. */
function plainLabel(name: string, table: CatalogTable | undefined, tables: Map<string, CatalogTable>): string {
  const owner = [...tables.values()].find((t) => `${singular(t.name)}_name` === name.toLowerCase());
  if (owner) return entityNoun(owner);
  const column = table?.columns.find((c) => c.name === name);
  if (table && column && NAMING_COLUMN.test(name.toLowerCase())) return entityNoun(table);
  const described = shortLabel(column?.label);
  return described ? humanizeName(described) : columnLabel(name, table?.name);
}

/** "name", "product_name", and in abbreviated schemas "cust_nm" of cust_mst or "cat_desc" of item_cat. */
function namesItsRow(column: string, table: CatalogTable): boolean {
  if (NAMING_COLUMN.test(column.toLowerCase())) return true;
  const words = nameWords(column);
  const tableWords = new Set(nameWords(table.name).map(singular));
  return (
    words.length > 1 &&
    /^(name|title|description)$/.test(words.at(-1)!) &&
    words.slice(0, -1).every((word) => tableWords.has(singular(word)))
  );
}

function shortLabel(label: string | undefined): string | undefined {
  return label && label.split(/\s+/).length <= LABEL_MAX_WORDS && !/[:=]/.test(label) ? label : undefined;
}
