// The semantic model's shape (tables as entities, columns as measures and dimensions, sampled values) and lookups
// over it. Built once per catalog by build-index.ts; every stage after the model reads it through these types.
import type { CatalogColumn, CatalogTable, SchemaCatalog } from "~/lib/catalog";
import type { ColumnRef } from "../ir";
import { NUMBER_NOUNS } from "../schema/lexicon-records";
import { normalizeText, stem } from "../schema/stem";
import type { Derived } from "./derived";

export interface ColumnInfo {
  table: TableInfo;
  column: CatalogColumn;
  ref: ColumnRef;
  /** Stems of the column's name and label words. */
  words: string[];
  /** Stems of the name's own words, when a comment adds more: a phrase naming them all is a full match. */
  ownWords?: string[];
  /** Label or name as the user would say it. */
  display: string;
  numeric: boolean;
  numericText: boolean;
  /** Text whose values mostly carry a year ("March 4, 2019", "1995–96"): a year compares with the year inside. */
  yearText: boolean;
  temporal: boolean;
  text: boolean;
  /** Key-like: primary key, `id`, `*_id`. */
  key: boolean;
  /** A yes/no column written as text ("Y"/"N", "Yes"/"No", "T"/"F"): its two cells, read as a boolean. */
  flag?: { yes: string; no: string };
  /** The CSV file position column. */
  position: boolean;
  /** Number of distinct sampled values when the sample looks complete. */
  distinct?: number;
  ordinal: number;
  /** A measure no column holds (line revenue, a duration): rendered from other columns of the table. */
  derived?: Derived;
  /** Stems that name a derived measure outright ("sales", "revenue"). */
  aliases?: string[];
  /** A line measure whose parent row holds the same money as a total (order lines → the order's total). */
  rollsUpTo?: ColumnInfo;
  /** Whole phrases (stems) a definition gave it: its name and synonyms link ahead of the schema's words. */
  phrases?: string[][];
  /** What its values are, when the name does not say ("country" for a column of country names; value-kinds.ts). */
  kinds?: string[];
}

export interface TableInfo {
  table: CatalogTable;
  name: string;
  words: string[];
  columns: ColumnInfo[];
  /** The row's own money total ("order value", "invoice total"): total, amount, grand_total … */
  valueColumn?: ColumnInfo;
  /** The column a date phrase refers to when none is named. */
  naturalDate?: ColumnInfo;
  /** The column that names a row (e.g. `name`, `title`, or the first text column). */
  labelColumn?: ColumnInfo;
  position?: ColumnInfo;
  /**
   * Nouns other tables' keys give this table's rows: `support_rep_id` makes an employee a "support rep", `drv_emp_id`
   * a "driver". `via` is the key column, so a question naming the role joins through it.
   */
  roles?: { words: string[]; via: ColumnRef }[];
  /** The "Total" row of a spreadsheet, left out of rankings and aggregates. */
  summary?: { column: ColumnInfo; value: string };
  /** A date the row was due by and the date it happened: "late" rows happened after their due date. */
  deadline?: { due: ColumnInfo; actual: ColumnInfo };
  /**
   * The end of the period each row holds for — a history table's `to_date` beside its `from_date` (a salary paid from
   * one date to another, a job held) — whose current rows end in the future or not at all (9999-01-01, NULL).
   */
  periodEnd?: ColumnInfo;
  /** Whole phrases (stems) a definition gave the table ("clients"). */
  phrases?: string[][];
  /** What its rows are, read from its label's values ("country" for a table of country names; value-kinds.ts). */
  kinds?: string[];
}

export interface ValueEntry {
  column: ColumnInfo;
  value: string;
  norm: string;
  words: string[];
}

export interface SchemaIndex {
  catalog: SchemaCatalog;
  tables: TableInfo[];
  columns: ColumnInfo[];
  /** Whole normalised value → entries. */
  values: Map<string, ValueEntry[]>;
  /** Single value word → entries containing it. */
  valueWords: Map<string, ValueEntry[]>;
  /**
   * Normalised values by length and first letter ("5^k") and by length and last letter ("5$t"): fuzzy matching
   * compares a word only with values of about its length that share one of its ends.
   */
  valuesByEdge: Map<string, string[]>;
  /** Views left out of the model because the tables hold what they speak of (schema/views.ts). */
  servedViews: string[];
}

/** Normalised form of a value or phrase for equality: accents, case and punctuation ignored. */
export function valueKey(text: string): string {
  return normalizeText(text)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** A name as the stems of its words, for whole-phrase matching ("Net revenue" → net, revenu). */
export function phraseStems(text: string): string[] {
  return valueKey(text).split(" ").filter(Boolean).map(stem);
}

/** A text column named by one word of a table's name ("country" for countries): it records that table's entity. */
export function recordsEntityOf(column: ColumnInfo, table: TableInfo): boolean {
  return column.text && !column.key && column.words.length === 1 && table.words.includes(column.words[0]);
}

const IDENTIFYING = new Set([...NUMBER_NOUNS, "code", "id", "sku"].map(stem));

/** Text whose values are numbers that name rows ("stock number", "ref no"): counted or ranked, never added up. */
export function identifierText(column: ColumnInfo): boolean {
  return column.numericText && IDENTIFYING.has(column.words.at(-1) ?? "");
}

/** A word that names another table's rows ("reviews"), not a number a column holds ("gold" of a medal table). */
export function namesRows(index: SchemaIndex, word: string): boolean {
  const said = stem(word.toLowerCase());
  return (
    index.tables.length > 1 &&
    index.tables.some((t) => t.words.at(-1) === said) &&
    !index.columns.some((c) => c.numeric && c.words.length === 1 && c.words[0] === said)
  );
}

/** Whether `from` holds a key to `to` (its rows point at `to`'s rows). */
export function refersTo(from: TableInfo, to: TableInfo): boolean {
  return from.table.foreignKeys.some((fk) => fk.referencedTable === to.name);
}

/** The tables a row of `table` points at (many-to-one), nearest first: an order's customer, then the customer's country. */
export function parentTables(index: SchemaIndex, table: TableInfo, depth = 2): TableInfo[] {
  const found: TableInfo[] = [];
  let frontier = [table];
  for (let d = 0; d < depth; d++) {
    frontier = frontier
      .flatMap((t) =>
        t.table.foreignKeys.filter((fk) => !fk.referencedSchema).map((fk) => findTable(index, fk.referencedTable)!),
      )
      .filter((t) => t && t !== table && !found.includes(t));
    found.push(...new Set(frontier));
  }
  return found;
}

export function findTable(index: SchemaIndex, name: string): TableInfo | undefined {
  return index.tables.find((t) => t.name === name);
}

export function findColumn(index: SchemaIndex, ref: ColumnRef): ColumnInfo | undefined {
  return findTable(index, ref.table)?.columns.find((c) => c.column.name === ref.column);
}
