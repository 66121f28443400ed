// Per-catalog index of tables, columns and sampled values, built once and cached (bounded LRU by catalog object).
import type { CatalogColumn, CatalogTable, SchemaCatalog } from "~/lib/catalog";
import type { ColumnRef } from "../plan/ir";
import { deriveMeasures, quantityColumn, UNIT_WORDS, type Derived } from "../model/derived-measures";
import { readDefinitions } from "../model/defined-columns";
import { sharedPrefix, unprefixedWords } from "./prefixes";
import { STOP_WORDS } from "./lexicon";
import { withSelfReferences } from "./self-references";
import { viewsServedByTables } from "./views";
import { nameWords } from "./name-words";
import { normalizeText, stem } from "./stem";

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

const CACHE_LIMIT = 32;
const MAX_VALUES_PER_COLUMN = 5_000;
const MAX_VALUES_TOTAL = 200_000;
const cache = new Map<SchemaCatalog, SchemaIndex>();

export function getSchemaIndex(catalog: SchemaCatalog): SchemaIndex {
  const hit = cache.get(catalog);
  if (hit) {
    cache.delete(catalog);
    cache.set(catalog, hit);
    return hit;
  }
  const index = buildSchemaIndex(catalog);
  cache.set(catalog, index);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  return index;
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

const VALUE_NAME =
  /^(total|amount|grand_?total|total_?amount|total_?price|total_?value|net_?total|value|sub_?total|(total|amount)_due|[a-z]+_(total|amount|value))$/i;
/** Charges beside a row's value: a tax or freight amount is never what the row is worth. */
const CHARGE_WORDS = new Set(["tax", "vat", "freight", "shipping", "postage", "fee", "tip", "discount", "deposit"]);

const KEY_WORDS = new Set(["id", "no", "code", "cd", "key", "number", "num", "nbr", "ref", "fk"].map(stem));

const WHOLE_VALUE = new Set(["total", "invoice", "grand", "net", "gross"].map(stem));

const TIME_NAME = /(^|_)(date|time|at|on|day|timestamp|created|updated)($|_)/;

function buildSchemaIndex(introspected: SchemaCatalog): SchemaIndex {
  const whole = withSelfReferences(introspected);
  const tablePrefix = sharedPrefix(
    whole.tables.filter((t) => !t.aliasOf && !t.view).map((t) => t.name),
    2,
  );
  const described = whole.tables.map((t) => describeTable(t, tablePrefix));
  const served = viewsServedByTables(described);
  const tables = described.filter((t) => !served.has(t));
  const kept = new Set(tables.map((info) => info.table));
  const catalog = served.size ? { ...whole, tables: whole.tables.filter((t) => kept.has(t)) } : whole;
  readDefinitions(tables);
  relateTables(tables);
  const columns = tables.flatMap((t) => t.columns);
  const values = new Map<string, ValueEntry[]>();
  const valueWords = new Map<string, ValueEntry[]>();
  let total = 0;
  for (const info of columns) {
    const sample = info.column.sampleValues ?? [];
    for (const value of sample.slice(0, MAX_VALUES_PER_COLUMN)) {
      if (total++ >= MAX_VALUES_TOTAL || typeof value !== "string") break;
      const norm = valueKey(value);
      if (!norm) continue;
      const entry: ValueEntry = { column: info, value, norm, words: norm.split(" ") };
      push(values, norm, entry);
      for (const w of new Set(entry.words.map(stem))) push(valueWords, w, entry);
    }
  }
  for (const info of columns) {
    for (const { code, meaning } of codeMeanings(info.column)) {
      // "T = in transit" is also said "transit": a leading function word is optional
      const full = valueKey(meaning);
      const bare = full.replace(/^(in|on|at|by|still|not|being) /, "");
      for (const norm of new Set([full, bare])) {
        if (!norm || values.get(norm)?.some((e) => e.column === info)) continue;
        const entry: ValueEntry = { column: info, value: code, norm, words: norm.split(" ") };
        push(values, norm, entry);
        for (const w of new Set(entry.words.map(stem))) push(valueWords, w, entry);
      }
    }
  }
  const valuesByEdge = new Map<string, string[]>();
  for (const norm of values.keys()) {
    push(valuesByEdge, `${norm.length}^${norm[0]}`, norm);
    push(valuesByEdge, `${norm.length}$${norm.at(-1)}`, norm);
  }
  return { catalog, tables, columns, values, valueWords, valuesByEdge, servedViews: [...served].map((t) => t.name) };
}

/**
 * What a table borrows from the rows it references: a line table has no date of its own (an order line happens when
 * its order is placed), and its revenue adds up to its parent's total.
 */
function relateTables(tables: TableInfo[]) {
  for (const info of tables) {
    for (const fk of info.table.foreignKeys) {
      const target = tables.find((t) => t.name === fk.referencedTable && !fk.referencedSchema);
      if (!target || fk.columns.length !== 1) continue;
      // a natural key ("city_name") holds the value itself: it names a city, not a role of the row it points at
      const all = nameWords(fk.columns[0]).map(stem);
      if (!all.some((w) => KEY_WORDS.has(w)) && info.columns.find((c) => c.column.name === fk.columns[0])?.text)
        continue;
      const words = all.filter((w) => !KEY_WORDS.has(w) && !target.words.includes(w) && !STOP_WORDS.has(w));
      if (words.length) (target.roles ??= []).push({ words, via: { table: info.name, column: fk.columns[0] } });
    }
    const parents = info.table.foreignKeys.flatMap((fk) =>
      tables.filter((t) => t.name === fk.referencedTable && t !== info && !fk.referencedSchema),
    );
    const line = info.columns.find((c) => c.derived?.kind === "line");
    // a line's header is an event (an order), not a named thing it lists (a pastry, whose price is no total of
    // lines and whose launch date is not when the line was sold)
    const headers = parents.filter((p) => !p.labelColumn);
    const priced = headers.find((p) => p.valueColumn && p.naturalDate) ?? headers.find((p) => p.valueColumn);
    // lines that store their own amount are the record of the money (a header's subtotal need not add up to them);
    // otherwise the header's subtotal is the sum of its lines, its grand total adds tax and freight
    const subtotal = priced?.columns.find((c) => c.numeric && /^sub_?total$/.test(nameWords(c.column.name).join("_")));
    if (line?.derived?.kind === "line" && !line.derived.total && priced)
      line.rollsUpTo = subtotal ?? priced.valueColumn;
    // detail rows (order lines) happen when their header does; an entity with a name of its own (a customer) does not
    // take the date of whatever it points at (its support rep's hire date)
    const dated = priced?.naturalDate
      ? priced
      : (headers.find((p) => p.naturalDate) ?? parents.find((p) => p.naturalDate));
    if (!info.naturalDate && (line || !info.labelColumn)) info.naturalDate = dated?.naturalDate;
  }
}

/** What a column's codes mean, where its comment or the codes themselves (ISO countries) say. */
export function codeMeanings(column: CatalogColumn): { code: string; meaning: string }[] {
  return [...documentedCodes(column), ...countryCodes(column)];
}

/**
 * Codes a column comment explains ("Status: D = delivered, T = in transit"): each meaning links to its code, when the
 * code is one of the column's sampled values or the comment explains every sampled value.
 */
function documentedCodes(column: CatalogColumn): { code: string; meaning: string }[] {
  const sampled = new Set(column.sampleValues ?? []);
  if (!column.description || !sampled.size) return [];
  const pairs = [...column.description.matchAll(/(?:^|[,;:(]\s*)([A-Za-z0-9_-]{1,8})\s*=\s*([^,;=()]+)/g)];
  const codes = pairs
    .map((m) => ({ code: m[1], meaning: m[2].trim() }))
    .filter((p) => p.meaning && p.meaning.split(/\s+/).length <= 6);
  // a comment that documents every value seen documents the column: its other codes are values no row holds yet
  const documented = [...sampled].every((v) => codes.some((p) => p.code === v));
  return codes.filter((p) => documented || sampled.has(p.code));
}

const REGION_NAMES = new Intl.DisplayNames(["en"], { type: "region" });
/** Everyday names the region list does not give. */
const COUNTRY_ALIASES: Record<string, string[]> = {
  GB: ["UK", "Britain", "Great Britain"],
  US: ["USA", "America"],
  NL: ["Holland"],
  CZ: ["Czech Republic"],
};

/** A column of ISO two-letter country codes ("DE", "FR"): "Germany" is the code DE. */
export function countryCodes(column: CatalogColumn): { code: string; meaning: string }[] {
  const sampled = (column.sampleValues ?? []).filter((v): v is string => typeof v === "string");
  // an unknown code comes back as itself ("XX") or as "Unknown Region" ("ZZ")
  const names = sampled.map((code) => (/^[A-Z]{2}$/.test(code) ? REGION_NAMES.of(code) : undefined));
  if (sampled.length < 2 || names.some((name, i) => !name || name === sampled[i] || /unknown/i.test(name))) return [];
  return sampled.flatMap((code, i) =>
    [names[i]!, ...(COUNTRY_ALIASES[code] ?? [])].map((meaning) => ({ code, meaning })),
  );
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function describeTable(table: CatalogTable, tablePrefix?: string): TableInfo {
  const stored = table.columns.filter((c) => !c.defined);
  const columnPrefix =
    stored.length >= 3
      ? sharedPrefix(
          stored.map((c) => c.name),
          3,
        )
      : undefined;
  const info: TableInfo = {
    table,
    name: table.name,
    words: [
      ...new Set(
        [...nameWords(table.name), ...nameWords(table.label ?? ""), ...unprefixedWords(table.name, tablePrefix)].map(
          stem,
        ),
      ),
    ],
    columns: [],
    ...(table.synonyms?.length ? { phrases: table.synonyms.map(phraseStems).filter((p) => p.length) } : {}),
  };
  info.columns = table.columns.map((column, ordinal) =>
    describeColumn(info, column, ordinal, unprefixedWords(column.name, columnPrefix)),
  );
  const measures = deriveMeasures(table);
  // the quantity of a line table answers to "units sold"
  const line = measures.find((m) => m.derived.kind === "line")?.derived;
  // (so does the quantity of an event without a price: "copies ordered" are the units of each order)
  const units = line?.kind === "line" ? line.quantity : quantityColumn(table)?.name;
  const quantity = info.columns.find((c) => c.column.name === units);
  if (quantity && (line || pickNaturalDate(info.columns))) quantity.aliases = UNIT_WORDS;
  for (const measure of measures) {
    info.columns.push({
      ...describeColumn(info, measure.column, info.columns.length),
      derived: measure.derived,
      aliases: measure.aliases,
    });
  }
  const visible = info.columns.filter((c) => !c.position);
  info.position = info.columns.find((c) => c.position);
  info.naturalDate =
    (table.definedDate && visible.find((c) => c.column.name === table.definedDate)) || pickNaturalDate(visible);
  info.deadline = pickDeadline(visible);
  info.summary = summaryRow(visible);
  // "ord_amt" is an order amount: the name is read with its abbreviations spelled out
  // A row's value is its total or invoiced amount before a freight or tax amount beside it.
  const values = visible.filter((c) => {
    if (!c.numeric || c.key || c.derived || c.column.defined) return false;
    const words = nameWords(c.column.name);
    return (
      (VALUE_NAME.test(c.column.name) || VALUE_NAME.test(words.join("_"))) && !words.some((w) => CHARGE_WORDS.has(w))
    );
  });
  info.valueColumn = values.find((c) => c.words.some((w) => WHOLE_VALUE.has(w))) ?? values[0];
  // "item_desc" names an item when every item has its own description
  const unique = (c: ColumnInfo) => c.distinct === undefined || c.distinct >= table.rowEstimate * 0.9;
  const own = (c: ColumnInfo) =>
    info.words.some((w) => c.words[0] === w || c.column.name.toLowerCase().startsWith(w)) &&
    c.words.some(
      (w) => w === "name" || w === stem("title") || w === "nm" || ((w === "desc" || w === DESCRIPTION) && unique(c)),
    );
  // a person is named by their name, not their job title ("title" beside first and last names)
  info.periodEnd = periodEndOf(info);
  info.labelColumn =
    visible.find((c) => c.text && !c.key && /^(name|full_name|display_name)$/.test(c.column.name)) ??
    visible.find((c) => c.derived?.kind === "full_name") ??
    visible.find((c) => c.text && !c.key && c.column.name === "title") ??
    // "mountain_name" names a mountain; "country_name" in the same table is an attribute
    visible.find((c) => c.text && own(c)) ??
    visible.find((c) => c.text && !c.key && c.words.some((w) => w === "name" || w === stem("title"))) ??
    (info.position ? visible.find((c) => c.text && !c.key && !c.numericText) : undefined) ??
    // no name: the text that tells each row apart ("address" of a property) names it better than its key
    // (an address leads with its house number: words in the values, not their first character, make it text)
    visible.find(
      (c) =>
        c.text &&
        !c.key &&
        c.distinct !== undefined &&
        c.distinct >= 2 &&
        unique(c) &&
        !c.words.some((w) => NOT_A_NAME.has(w)) &&
        (c.column.sampleValues ?? []).some((v) => /\p{L}{3}/u.test(v)),
    );
  return info;
}

const PERIOD_START = new Set(["from", "start", "begin", "effective", "valid", "since"].map(stem));
const PERIOD_END = new Set(
  ["to", "end", "until", "till", "thru", "through", "expiry", "expire", "expiration"].map(stem),
);

/** The one date that ends a row's period, beside a date that starts it. */
function periodEndOf(table: TableInfo): ColumnInfo | undefined {
  const dated = table.columns.filter((c) => c.temporal && !c.derived);
  const has = (c: ColumnInfo, words: Set<string>) => (c.ownWords ?? c.words).some((w) => words.has(w));
  const ends = dated.filter((c) => has(c, PERIOD_END) && !has(c, PERIOD_START));
  return ends.length === 1 && dated.some((c) => c !== ends[0] && has(c, PERIOD_START)) ? ends[0] : undefined;
}

const DESCRIPTION = stem("description");
/** Unique text that identifies a row without naming it: codes, contacts, prose. */
const NOT_A_NAME = new Set(
  [
    "code",
    "number",
    "no",
    "ref",
    "reference",
    "sku",
    "uuid",
    "guid",
    "hash",
    "token",
    "email",
    "mail",
    "phone",
    "url",
    "comment",
    "note",
    "notes",
    "description",
    "password",
  ].map(stem),
);
const COMMENT_FUNCTION_WORDS = new Set(
  "a an the this that these those each every for in on at by with to from is are was were be been its their his her our which who whom whose where when it as or".split(
    " ",
  ),
);

/** CSV headers arrive as `label`, or as the column comment once introspected; long comments are prose, not names. */
function labelOf(column: CatalogColumn): string | undefined {
  if (column.label) return column.label;
  const comment = column.description?.trim();
  return comment && comment.split(/\s+/).length <= 8 ? comment : undefined;
}

function describeColumn(
  table: TableInfo,
  column: CatalogColumn,
  ordinal: number,
  unprefixed: string[] = [],
): ColumnInfo {
  const ownWords = unprefixed.length ? unprefixed : nameWords(column.name);
  const label = labelOf(column);
  // a comment is a sentence: its function words ("the ID of the business for each …") name nothing
  const labelWords = label
    ? nameWords(label).filter((w) => column.label || !COMMENT_FUNCTION_WORDS.has(w.toLowerCase()))
    : [];
  const words = [...new Set([...ownWords, ...labelWords].map(stem))];
  const own = [...new Set(ownWords.map(stem))];
  const kind = column.kind;
  const sample = column.sampleValues;
  const numericText = kind === "text" && (!!column.numericText || leadsWithNumbers(sample));
  const complete =
    sample && sample.length > 0 && (column.distinctCount === undefined || column.distinctCount <= sample.length);
  return {
    table,
    column,
    ref: { table: table.name, column: column.name },
    words,
    ...(own.length < words.length ? { ownWords: own } : {}),
    display: label?.trim() || ownWords.join(" "),
    numeric: kind === "integer" || kind === "decimal" || numericText,
    numericText,
    yearText: kind === "text" && carriesYears(sample),
    temporal: kind === "date" || kind === "timestamp",
    text: kind === "text",
    key:
      column.isPrimaryKey ||
      column.name === "id" ||
      (ownWords.length > 1 && ownWords.at(-1) === "id") ||
      /_id$/.test(column.name) ||
      /Id$/.test(column.name) ||
      table.table.foreignKeys.some((fk) => fk.columns.includes(column.name)),
    position: column.name === "__row",
    distinct: column.distinctCount ?? (complete ? sample!.length : undefined),
    ordinal,
    ...(kind === "text" && complete ? flagOf(sample!) : {}),
  };
}

const FLAG_PAIRS: [string, string][] = [
  ["y", "n"],
  ["yes", "no"],
  ["t", "f"],
  ["true", "false"],
];

/** Text cells that are a yes/no pair ("Y" and "N"): the column reads as a boolean written in them. */
function flagOf(sample: string[]): { flag?: { yes: string; no: string } } {
  const cells = sample.map((v) => v.trim()).filter(Boolean);
  const lower = new Set(cells.map((v) => v.toLowerCase()));
  const pair = FLAG_PAIRS.find(([yes, no]) => lower.has(yes) && [...lower].every((v) => v === yes || v === no));
  if (!pair) return {};
  const written = (word: string) =>
    cells.find((v) => v.toLowerCase() === word) ?? (cells[0] === cells[0].toUpperCase() ? word.toUpperCase() : word);
  return { flag: { yes: written(pair[0]), no: written(pair[1]) } };
}

const LEADING_NUMBER = /^\s*[-+−]?[$€£¥]?\s?\d/;
const NOT_A_QUANTITY =
  /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|^\s*\d{1,2}:\d\d|^\s*\d+\s*[–-]\s*\d+\s*$|^\s*(1[5-9]|20)\d\d\s+\p{L}/iu;

/**
 * "2,000 m", "1,500 ft (457 m)": most values start with a quantity, so the column compares by its leading number
 * (most, not all: sheets put section rows such as "Satellite cities" between their groups).
 */
function leadsWithNumbers(sample: string[] | undefined): boolean {
  if (!sample || sample.length < 3) return false;
  const quantities = sample.filter((v) => LEADING_NUMBER.test(v) && !NOT_A_QUANTITY.test(v)).length;
  return quantities >= sample.length * 0.7;
}

const YEAR_TOKEN = /(^|[^0-9])(1[5-9]|20)[0-9]{2}([^0-9]|$)/;

function carriesYears(sample: string[] | undefined): boolean {
  const filled = (sample ?? []).filter((v) => v.trim());
  return filled.length >= 3 && filled.filter((v) => YEAR_TOKEN.test(v)).length >= filled.length * 0.8;
}

const SUMMARY = /^(totals?|grand total|overall|all|career( totals?)?)$|^total\b/;

/** A spreadsheet's "Total" row: a text column with exactly one value that reads as a total. */
function summaryRow(columns: ColumnInfo[]): { column: ColumnInfo; value: string } | undefined {
  // (a column that says "TOTAL" on every row is a hierarchy's top level, not one summary row among the others)
  for (const column of columns.filter((c) => c.text && (c.column.sampleValues?.length ?? 0) > 1)) {
    const totals = (column.column.sampleValues ?? []).filter((v) => SUMMARY.test(valueKey(v)));
    if (totals.length === 1) return { column, value: totals[0] };
  }
  return undefined;
}

function pickNaturalDate(columns: ColumnInfo[]): ColumnInfo | undefined {
  const temporal = columns.filter((c) => c.temporal);
  const score = (c: ColumnInfo) =>
    (/created|placed|order|date|start|signup|occurred|happened/.test(c.column.name) ? 2 : 0) -
    (/updated|deleted|modified|end|cancel|birth|expire/.test(c.column.name) ? 2 : 0) +
    (TIME_NAME.test(c.column.name) ? 1 : 0);
  return temporal.sort((a, b) => score(b) - score(a) || a.ordinal - b.ordinal)[0];
}

const DUE_WORDS = new Set(
  ["due", "promised", "required", "expected", "planned", "scheduled", "target", "deadline", "committed"].map(stem),
);
const DONE_WORDS = new Set(
  [
    "delivered",
    "delivery",
    "shipped",
    "ship",
    "paid",
    "payment",
    "completed",
    "closed",
    "resolved",
    "arrived",
    "arrival",
    "returned",
    "actual",
    "done",
    "finished",
    "fulfilled",
  ].map(stem),
);

/**
 * "required_date" beside "shipped_date", "prom_dt" beside "dlv_dt": the date a row was due and the date it happened.
 * Of several, the one the due date's own words name ("Delivery date promised") is what it was due for.
 */
function pickDeadline(columns: ColumnInfo[]): TableInfo["deadline"] {
  const dates = columns.filter((c) => c.temporal);
  const due = dates.find((c) => c.words.some((w) => DUE_WORDS.has(w)));
  const done = dates.filter(
    (c) =>
      c !== due && !c.words.some((w) => DUE_WORDS.has(w)) && (c.ownWords ?? c.words).some((w) => DONE_WORDS.has(w)),
  );
  if (!due || !done.length) return undefined;
  const actual =
    done.find((c) => (c.ownWords ?? c.words).some((w) => DONE_WORDS.has(w) && due.words.includes(w))) ?? done[0];
  return { due, actual };
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
