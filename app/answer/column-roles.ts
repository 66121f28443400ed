// What a column is for, read from its name and sampled values, so insights and suggested questions treat it as a
// person would (issue 36, ADR 047): nobody breaks revenue down by first name, averages a row number, or calls
// delivered orders "336× processing".
import type { CatalogColumn, CatalogTable } from "~/lib/catalog";
import { isIdentifierName, nameWords } from "./values";

/** Statuses and stages of one thing: its groups are states, not peers to compare by ratio. */
const STATE_WORDS = new Set([
  "status",
  "state",
  "stage",
  "phase",
  "step",
  "outcome",
  "result",
  "flag",
  "condition",
  "lifecycle",
]);

/** Parts of a person's name and ways to reach them: one value per person, never a grouping. */
const PERSONAL = /^(first|last|given|family|middle|maiden|nick|sur|fore|user)?_?(name|names)$/;
const CONTACT_WORDS = new Set([
  "email",
  "mail",
  "phone",
  "telephone",
  "mobile",
  "fax",
  "address",
  "street",
  "zip",
  "postcode",
  "postal",
  "iban",
  "ssn",
  "password",
  "username",
  "login",
]);

/** Written by people, different in every row. */
const TEXT_WORDS = new Set([
  "description",
  "desc",
  "comment",
  "comments",
  "note",
  "notes",
  "remark",
  "remarks",
  "message",
  "body",
  "text",
  "content",
  "summary",
  "feedback",
  "review",
  "details",
  "memo",
  "bio",
  "url",
  "link",
  "path",
]);

/** A row's place, not a quantity: averaging it means nothing. */
const POSITION_WORDS = new Set([
  "row",
  "rownum",
  "index",
  "idx",
  "position",
  "pos",
  "seq",
  "sequence",
  "ordinal",
  "rank",
  "sort",
]);
const CODE_WORDS = new Set([
  "number",
  "num",
  "no",
  "nr",
  "code",
  "zip",
  "postcode",
  "postal",
  "phone",
  "lat",
  "latitude",
  "lng",
  "lon",
  "longitude",
  "version",
  "hash",
  "key",
]);

/** Free text is read from values too: sentences are long. */
const LONG_VALUE = 40;

export function isStateName(name: string): boolean {
  return nameWords(name).some((word) => STATE_WORDS.has(word));
}

/** "first_name", "last_nm", "email", "phone_number": a person's own detail. */
export function isPersonalName(name: string): boolean {
  const words = nameWords(name);
  if (words.some((word) => CONTACT_WORDS.has(word))) return true;
  return words.length <= 2 && PERSONAL.test(words.join("_")) && words[0] !== "name";
}

/** Whether a column may split a measure: not an identifier, a person's detail, free text, or a value per row. */
export function isGroupable(column: CatalogColumn, table?: Pick<CatalogTable, "rowEstimate">): boolean {
  if (column.isPrimaryKey || isIdentifierName(column.name) || column.name === "__row" || isPersonalName(column.name))
    return false;
  const words = nameWords(column.name);
  const state = isStateName(column.name);
  if (!state && (words.some((word) => TEXT_WORDS.has(word)) || CODE_WORDS.has(words[words.length - 1] ?? "")))
    return false;
  const samples = column.sampleValues ?? [];
  if (samples.length && samples.reduce((sum, v) => sum + v.length, 0) / samples.length > LONG_VALUE) return false;
  const distinct = column.distinctCount;
  return !(table && distinct !== undefined && table.rowEstimate > 0 && distinct >= table.rowEstimate);
}

/** Whether a numeric column is a quantity worth summing or averaging: not a key, position, code or year. */
export function isQuantity(column: Pick<CatalogColumn, "name" | "kind" | "isPrimaryKey">): boolean {
  if (
    !(column.kind === "integer" || column.kind === "decimal") ||
    column.isPrimaryKey ||
    column.name === "__row" ||
    isIdentifierName(column.name)
  )
    return false;
  const words = nameWords(column.name);
  const last = words[words.length - 1];
  if (
    words.some((word) => POSITION_WORDS.has(word)) &&
    words.length <= 2 &&
    !/(amount|total|price|value|qty|quantity)/.test(words.join(" "))
  )
    return false;
  return !CODE_WORDS.has(last) && !["year", "yr", "month", "week", "day", "quarter"].includes(last);
}
