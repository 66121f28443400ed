// What a fact table measures and when: its measure column (money before quantities), its time column, and for rows
// that run a while (subscriptions) the status value and the start and end times that say which are in force.
import type { CatalogColumn, CatalogTable } from "~/lib/catalog";
import type { FactTable } from "./business-analysis";
import { humanizeName } from "./format";
import { singular } from "./naming";
import { isIdentifierName, isTimeName, nameWords } from "./values";

const MONEY =
  /^(amount|total|revenue|sales|price|cost|mrr|arr|value|balance|income|profit|fee|fees|spend|salary|paid|payment|charge)$/;
const QUANTITY = /^(quantity|qty|units|score|rating|duration|seats|hours|minutes|points|count)$/;
const GENERIC_MEASURE = /^(amount|total|value|price|cost|quantity|qty|count|sum|balance|units)$/;
const PREFERRED_TIME =
  /^(date|created|ordered|issued|occurred|started|opened|signup|signed|invoice|order|paid|booked|placed)$/;

export function distinctOf(column: CatalogColumn): number | undefined {
  return column.distinctCount ?? column.sampleValues?.length;
}

/** Numbers that name a row rather than measure it: "cust_no", "ln_no", "item_nr", "zip_code". */
const KEY_WORD = /^(no|nr|num|number|code|cd|key|ref)$/;

function isMeasure(column: CatalogColumn): boolean {
  if (!(column.kind === "integer" || column.kind === "decimal") || column.isPrimaryKey) return false;
  if (isIdentifierName(column.name) || isTimeName(column.name) || KEY_WORD.test(nameWords(column.name).at(-1) ?? ""))
    return false;
  return (distinctOf(column) ?? 3) > 2;
}

const UNIT = /^(kg|kgs|lb|lbs|g|t|km|mi|m|cm|mm|min|minutes|sec|seconds|hours|days|percent|usd|eur|gbp)$/;
/** Money the business takes in, first among money columns: an invoice amount before a freight amount. */
const INCOME = /^(revenue|sales|invoice|income|gross|net|mrr|arr)$/;

/** The word that says what a column holds: "tot_wgt_kg" holds a weight, not a total. */
function headWord(name: string): string {
  const words = nameWords(name);
  while (words.length > 1 && UNIT.test(words.at(-1)!)) words.pop();
  return words.at(-1) ?? "";
}

function measureRank(column: CatalogColumn): number {
  const head = headWord(column.name);
  if (MONEY.test(head)) return 3 + (nameWords(column.name).some((word) => INCOME.test(word)) ? 0.5 : 0);
  if (QUANTITY.test(head)) return 1;
  return 0;
}

function pickMeasure(table: CatalogTable): CatalogColumn | undefined {
  const keys = new Set(table.foreignKeys.flatMap((fk) => fk.columns));
  const measures = table.columns.filter((column) => isMeasure(column) && !keys.has(column.name));
  return measures.reduce<CatalogColumn | undefined>(
    (best, column) => (!best || measureRank(column) > measureRank(best) ? column : best),
    undefined,
  );
}

/** What the table's questions total: a line's revenue (quantity × price), else its best measure column. */
export function measureOf(
  table: CatalogTable,
  revenue: { price: string } | undefined,
  rows: string,
): FactTable["measure"] {
  const picked = pickMeasure(table);
  const words = picked ? humanizeName(picked.name) : "";
  const money = revenue || (picked && MONEY.test(headWord(picked.name))) ? { money: true as const } : {};
  return revenue
    ? { column: revenue.price, words: "revenue", label: "revenue", ...money }
    : picked && {
        column: picked.name,
        words,
        label: GENERIC_MEASURE.test(words) ? `${singular(rows)} ${words}` : words,
        ...money,
      };
}

export function pickTime(table: CatalogTable): CatalogColumn | undefined {
  const times = table.columns.filter((column) => column.kind === "date" || column.kind === "timestamp");
  const rank = (column: CatalogColumn) =>
    Number(!column.nullable) * 2 + Number(nameWords(column.name).some((word) => PREFERRED_TIME.test(word)));
  return times.reduce<CatalogColumn | undefined>(
    (best, column) => (!best || rank(column) > rank(best) ? column : best),
    undefined,
  );
}

const LIVE_VALUE = /^(active|open|current|live|ongoing|running)$/i;
const ENDED_VALUE = /^(cancell?ed|churned|inactive|closed|expired|ended|terminated|lapsed)$/i;

/** The "active" value of a status column that also records ended rows, if the table has one. */
export function liveValueOf(table: CatalogTable): { column: string; value: string } | undefined {
  for (const column of table.columns) {
    const values = column.kind === "text" ? (column.sampleValues ?? []) : [];
    const live = values.find((value) => LIVE_VALUE.test(value));
    if (live && values.some((value) => ENDED_VALUE.test(value))) return { column: column.name, value: live };
  }
  return undefined;
}

const START_WORD = /^(start|started|starts|begin|began|begins|from|since|effective|activated|subscribed|signup)$/;
const END_WORD =
  /^(end|ended|ends|cancel|cancelled|canceled|cancellation|churned|churn|terminated|expired|expires|expiry|until|stopped|closed)$/;

/** The start and end times of rows that run for a while (subscriptions, contracts), when a status also marks ended rows. */
export function periodOf(table: CatalogTable): FactTable["period"] {
  const times = table.columns.filter((column) => column.kind === "date" || column.kind === "timestamp");
  const named = (pattern: RegExp, not?: RegExp) =>
    times.filter(
      (column) =>
        nameWords(column.name).some((word) => pattern.test(word)) &&
        !nameWords(column.name).some((word) => /^trial$/.test(word) || Boolean(not?.test(word))),
    );
  const [start] = named(START_WORD, END_WORD);
  const [end] = named(END_WORD, START_WORD);
  const trialEnd = times.find(
    (column) => nameWords(column.name).includes("trial") && nameWords(column.name).some((word) => END_WORD.test(word)),
  );
  if (!start || !end || !end.nullable) return undefined;
  return { start: start.name, end: end.name, ...(trialEnd ? { trialEnd: trialEnd.name } : {}) };
}
