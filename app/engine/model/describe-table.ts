// One table of the catalog read as an entity: its words, label, natural date, value, measures and flags.
import type { CatalogColumn, CatalogTable } from "~/lib/catalog";
import { isEnglishWord } from "../schema/english-words";
import { NUMBER_NOUNS } from "../schema/lexicon-records";
import { nameWords } from "../schema/name-words";
import { sharedPrefix, unprefixedWords } from "../schema/prefixes";
import { stem } from "../schema/stem";
import { deriveMeasures, quantityColumn, UNIT_WORDS } from "./derived-measures";
import { phraseStems, valueKey, type ColumnInfo, type TableInfo } from "./schema-index";

const VALUE_NAME =
  /^(total|amount|grand_?total|total_?amount|total_?price|total_?value|net_?total|value|sub_?total|(total|amount)_due|[a-z]+_(total|amount|value))$/i;
/** Charges beside a row's value: a tax or freight amount is never what the row is worth. */
const CHARGE_WORDS = new Set(["tax", "vat", "freight", "shipping", "postage", "fee", "tip", "discount", "deposit"]);

export const KEY_WORDS = new Set(["id", "no", "code", "cd", "key", "number", "num", "nbr", "ref", "fk"].map(stem));

const WHOLE_VALUE = new Set(["total", "invoice", "grand", "net", "gross"].map(stem));

/** Words a table's name carries for its place in the schema, not its rows: "salesorderheader" holds sales orders. */
const TABLE_FORM_WORDS = new Set(["header", "hdr", "master", "mstr", "tbl"]);

/** A name under the tables' shared prefix, unless the name is a word of its own ("depots" beside "deliveries"). */
const ownPrefixWords = (name: string, prefix: string | undefined) =>
  isEnglishWord(name.toLowerCase()) ? [] : unprefixedWords(name, prefix);

const TIME_NAME = /(^|_)(date|time|at|on|day|timestamp|created|updated)($|_)/;

/**
 * A dated row with one price and no label — a booking, a ticket — is worth its price ("what were the bookings
 * worth"); a named thing's price (a product's) is what one costs, not a value it holds.
 */
function pricedEvent(info: TableInfo, visible: ColumnInfo[]): ColumnInfo | undefined {
  if (!info.naturalDate || info.labelColumn || quantityColumn(info.table)) return undefined;
  const prices = visible.filter((c) => c.numeric && !c.key && !c.derived && c.words.at(-1) === stem("price"));
  // beside an amount or a cost the price is what one unit cost ("price" and "amount" of a trade)
  const amounts = visible.filter((c) => c.numeric && !c.key && c.words.some((w) => OTHER_MONEY.has(w)));
  return prices.length === 1 && !amounts.length ? prices[0] : undefined;
}

const OTHER_MONEY = new Set(["amount", "amt", "total", "value", "cost", "fee", "charge", "paid", "payment"].map(stem));

export function describeTable(table: CatalogTable, tablePrefix?: string): TableInfo {
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
        [...nameWords(table.name), ...nameWords(table.label ?? ""), ...ownPrefixWords(table.name, tablePrefix)]
          .filter((w, _, all) => !TABLE_FORM_WORDS.has(w) || all.every((o) => TABLE_FORM_WORDS.has(o)))
          .map(stem),
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
  // a table with a declared key holds its entities, one per row: "Total" there is a name (an oil company), while a
  // sheet or a key-less table may end with a row adding up the others
  info.summary = table.primaryKey.length && !table.primaryKeyInferred ? undefined : summaryRow(visible);
  // "ord_amt" is an order amount: the name is read with its abbreviations spelled out
  // A row's value is its total or invoiced amount before a freight or tax amount beside it.
  const values = visible.filter((c) => {
    if (!c.numeric || c.key || c.derived || c.column.defined) return false;
    const words = nameWords(c.column.name);
    // "amount_claimed", "amt_paid": an amount named before what it is the amount of ("amount_paid_in_full_yn" is a
    // yes/no flag)
    const amount = (words[0] === "amount" || words[0] === "amt") && !c.flag && !/_(yn|flag|ind)$/i.test(c.column.name);
    return (
      (VALUE_NAME.test(c.column.name) || VALUE_NAME.test(words.join("_")) || amount) &&
      !words.some((w) => CHARGE_WORDS.has(w))
    );
  });
  // a claim's value is its amount claimed, a settlement's the amount settled: the amount named after the rows
  info.valueColumn =
    values.find((c) => c.words.some((w) => WHOLE_VALUE.has(w))) ??
    values.find((c) => c.words.some((w) => info.words.some((t) => t === w || (w.length >= 4 && t.startsWith(w))))) ??
    values[0];
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
        !c.words.some((w) => NOT_A_NAME.has(w) && !(w === CODE && writtenInWords(c))) &&
        (c.column.sampleValues ?? []).some((v) => /\p{L}{3}/u.test(v)),
    ) ??
    // "card_number" of the cards, "invoice_no" of the invoices: the number the rows are known by
    visible.find(
      (c) =>
        c.text &&
        !c.column.isPrimaryKey &&
        unique(c) &&
        info.words.includes(c.words[0]) &&
        NUMBER_WORDS.has(c.words.at(-1)!),
    );
  info.valueColumn ??= pricedEvent(info, visible);
  return info;
}

const NUMBER_WORDS = new Set(NUMBER_NOUNS.map(stem));

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
const CODE = stem("code");
/** A lookup table's "code" that is a name ("Death Proof", "Winter Storage"), not letters standing for one ("WSTO"). */
const writtenInWords = (c: ColumnInfo) =>
  !!c.column.sampleValues?.length &&
  c.column.sampleValues.every((v) => /^\p{L}[\p{L}' -]*$/u.test(v) && /\p{Ll}{2}/u.test(v));
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
    // a member of a composite key is a key by its name or a constraint of its own ("yearID" beside "playerID" is a year)
    key:
      (column.isPrimaryKey && table.table.primaryKey.length <= 1) ||
      column.name === "id" ||
      (((ownWords.length > 1 && ownWords.at(-1) === "id") || /_id$/.test(column.name) || /Id$/.test(column.name)) &&
        !namesYear(ownWords)) ||
      table.table.foreignKeys.some((fk) => fk.columns.includes(column.name)),
    position: column.name === "__row",
    distinct: column.distinctCount ?? (complete ? sample!.length : undefined),
    ordinal,
    ...(kind === "text" && complete ? flagOf(sample!, column.name) : {}),
    ...(kind === "integer" && column.zeroOne ? { flag: { yes: "1", no: "0" } } : {}),
  };
}

const FLAG_NAME = /(^|_)(yn|flag)$|^(is|has)_/i;

const FLAG_PAIRS: [string, string][] = [
  ["y", "n"],
  ["yes", "no"],
  ["t", "f"],
  ["true", "false"],
];

/**
 * Text cells that are a yes/no pair ("Y" and "N"): the column reads as a boolean written in them. "1" and "0" are one
 * too, in a column whose name says it is a flag ("pets_allowed_yn" holding "1" or nothing) or that holds both.
 */
function flagOf(sample: string[], name: string): { flag?: { yes: string; no: string } } {
  const cells = sample.map((v) => v.trim()).filter(Boolean);
  const lower = new Set(cells.map((v) => v.toLowerCase()));
  const flagged = FLAG_NAME.test(name) || (lower.has("1") && lower.has("0"));
  const pairs: [string, string][] = flagged ? [...FLAG_PAIRS, ["1", "0"]] : FLAG_PAIRS;
  const pair = pairs.find(([yes, no]) => lower.has(yes) && [...lower].every((v) => v === yes || v === no));
  if (!pair) return {};
  const written = (word: string) =>
    cells.find((v) => v.toLowerCase() === word) ?? (cells[0] === cells[0].toUpperCase() ? word.toUpperCase() : word);
  return { flag: { yes: written(pair[0]), no: written(pair[1]) } };
}

const LEADING_NUMBER = /^\s*[-+−]?[$€£¥]?\s?\d/;
const NOT_A_QUANTITY =
  /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|^\s*\d{1,2}:\d\d|^\s*\d+\s*[–-]\s*\d+\s*$|^\s*(1[5-9]|20)\d\d\s+\p{L}|^[\d\s()+]*\d+-\d+-\d+\s*$/iu;

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

/** "yearID", "year_id": a year written as a number, not a key, when no constraint says otherwise. */
function namesYear(words: string[]): boolean {
  return words.length === 2 && words[1] === "id" && ["year", "yr"].includes(words[0]);
}
