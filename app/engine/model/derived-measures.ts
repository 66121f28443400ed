// Measures a business user names but no column holds: a line's revenue (quantity × unit price × (1 − discount)) and
// the time between two timestamps of one row ("resolution time"). They join the schema index as virtual columns, so
// linking, ranking and grouping treat them as numbers of their table; the compiler renders their expression.
import type { CatalogColumn, CatalogTable } from "~/lib/catalog";
import type { Derived, DerivedColumn } from "./derived";
import { nameWords } from "../schema/name-words";
import { stem } from "../schema/stem";
import { spanMeasures } from "./row-spans";

const NUMERIC = new Set(["integer", "decimal"]);
const QUANTITY = /^(quantity|qty|units?|unit_count|num_units|quantity_\w+|\w+_quantity|qty_\w+|\w+_qty)$/i;
const UNIT_PRICE =
  /^(unit_?price|unit_?cost|unit_cst|unit_prc|price_each|each_price|sale_price|selling_price|price|unit_amount|item_price|list_price)$/i;
const DISCOUNT = /^(discount|disc|discount_rate|discount_pct|disc_pct|disc_rate|discount_percent|pct_discount)$/i;
/** A line's own amount, stored beside its quantity and price. */
const LINE_TOTAL =
  /^(line_(total|amount|value|revenue|sum)|(extended|ext)_(price|amount)|total_(price|amount)|sub_?total|amount)$/i;

/** Words that ask for the money a line brings in. */
export const REVENUE_WORDS = [
  "revenue",
  "sales",
  "sale",
  "turnover",
  "gmv",
  "income",
  "earnings",
  "takings",
  "spend",
  "spent",
  "spending",
  "money",
].map(stem);

/** The name as written and as read ("orderqty" → order_quantity): a pattern may match either. */
const named = (pattern: RegExp) => (c: CatalogColumn) =>
  pattern.test(c.name) || pattern.test(nameWords(c.name).join("_"));

const measurable = (table: CatalogTable) =>
  table.columns.filter((c) => NUMERIC.has(c.kind) && !c.isPrimaryKey && !/(^|_)id$/i.test(c.name));

/** The column that counts a row's units ("qty", "quantity", "units"), if the table has one. */
export function quantityColumn(table: CatalogTable): CatalogColumn | undefined {
  return measurable(table).find(named(QUANTITY));
}

function lineMeasure(table: CatalogTable): DerivedColumn | undefined {
  const numeric = measurable(table);
  const quantity = numeric.find(named(QUANTITY));
  // "price" alone only on a table that also counts units: a catalogue's list price is not a line price
  const prices = numeric.filter((c) => c !== quantity && named(UNIT_PRICE)(c));
  const price = quantity && (prices.find((c) => /unit|each|item|sale|prc|cst/i.test(c.name)) ?? prices[0]);
  if (!quantity || !price || table.columns.some((c) => c.name === "revenue")) return undefined;
  const disc = numeric.find(named(DISCOUNT));
  const total = numeric.find((c) => c !== price && named(LINE_TOTAL)(c));
  const derived: Derived = {
    kind: "line",
    quantity: quantity.name,
    price: price.name,
    discount: disc ? { column: disc.name, percent: /pct|percent/i.test(disc.name) } : undefined,
    ...(total ? { total: total.name } : {}),
  };
  return { column: virtualColumn("revenue", "Revenue", "decimal"), derived, aliases: REVENUE_WORDS };
}

/** What a line's discount rate took off its price: "the discounts given", "total discount in euros". */
function discountMeasure(line: DerivedColumn | undefined): DerivedColumn | undefined {
  if (line?.derived.kind !== "line" || !line.derived.discount) return undefined;
  const { quantity, price, discount } = line.derived;
  return {
    column: virtualColumn("discount_amount", "Discount amount", "decimal"),
    derived: { kind: "discount", quantity, price, discount },
  };
}

/** Words that ask for the units a line table moves ("units sold", "copies shipped"). */
export const UNIT_WORDS = ["unit", "units", "sold", "shipped", "copies", "volume", "quantity", "qty"].map(stem);

/** Words that ask for what is left of a price once its cost is paid. */
export const MARGIN_WORDS = ["margin", "margins", "profit", "profits", "markup", "gain"].map(stem);
const PRICE = /^(unit_)?(price|selling_price|sale_price|sales_price)$/i;
const COST = /^(unit_)?(cost|cost_price|purchase_price|standard_cost)$/i;

/** "unit_price" and "unit_cost" on one row: the margin a business user asks for ("margin per unit by store"). */
function marginMeasure(table: CatalogTable): DerivedColumn | undefined {
  // only on rows that happened (a sale, a quote, a cost record, dated): a catalogue's price less its cost is no profit
  // until something is sold, and its margins summed per category mean nothing
  if (!table.columns.some((c) => c.kind === "date" || c.kind === "timestamp")) return undefined;
  const numeric = measurable(table);
  const price = numeric.find(named(PRICE));
  // a unit price less a unit cost; a price less a cost
  const perUnit = !!price && /unit/i.test(price.name);
  const cost = price && numeric.find((c) => c !== price && named(COST)(c) && /unit/i.test(c.name) === perUnit);
  if (!price || !cost || table.columns.some((c) => MARGIN_WORDS.includes(stem(nameWords(c.name).at(-1) ?? ""))))
    return undefined;
  const unit = perUnit ? "unit_" : "";
  return {
    column: virtualColumn(`${unit}margin`, unit ? "Unit margin" : "Margin", "decimal"),
    derived: { kind: "margin", price: price.name, cost: cost.name, perUnit },
    aliases: MARGIN_WORDS,
  };
}

/** A person's name split in two columns is one label: "top customers" answers with full names. */
function fullName(table: CatalogTable): DerivedColumn | undefined {
  const text = table.columns.filter((c) => c.kind === "text");
  // the parts as written, else behind a prefix the table gives its columns ("au_fname", "au_lname")
  const part = (pattern: string) =>
    text.find(named(new RegExp(`^(${pattern})$`, "i"))) ?? text.find(named(new RegExp(`^[a-z]+_(${pattern})$`, "i")));
  // either order of the words: "first_name", "name_first" ("nameFirst")
  const first = part(
    "first_?name|given_?name|fore_?name|personal_?name|fname|first_nm|frst_nm|name_?first|name_?given",
  );
  const last = part("last_?name|family_?name|sur_?name|lname|last_nm|name_?last|name_?family");
  // bare "first" and "last" are a name's parts only as a pair of text columns
  const bare = !first && !last ? { first: part("first|given"), last: part("last|family") } : undefined;
  if (bare?.first && bare.last) return fullNameOf(table, bare.first, bare.last);
  return first && last ? fullNameOf(table, first, last) : undefined;
}

function fullNameOf(table: CatalogTable, first: CatalogColumn, last: CatalogColumn): DerivedColumn | undefined {
  if (table.columns.some((c) => /^(name|full_?name|display_?name)$/i.test(c.name))) return undefined;
  return {
    column: virtualColumn("full_name", "Name", "text"),
    derived: { kind: "full_name", first: first.name, last: last.name },
  };
}

function virtualColumn(name: string, label: string, kind: "decimal" | "text"): CatalogColumn {
  return { name, label, dataType: "numeric", kind, nullable: true, isPrimaryKey: false };
}

/** The derived measures of one table, in the order they are offered. */
export function deriveMeasures(table: CatalogTable): DerivedColumn[] {
  const line = lineMeasure(table);
  return [line, discountMeasure(line), ...spanMeasures(table), marginMeasure(table), fullName(table)].filter(
    (m): m is DerivedColumn => !!m,
  );
}
