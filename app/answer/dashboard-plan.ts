// Business analysis of a schema for a first dashboard (spec §4 Dashboard generation): its domain, fact tables,
// measures, time columns and dimensions. dashboard-questions.ts phrases the questions from it.
import { readTable } from "~/engine";
import type { CatalogColumn, CatalogTable, SchemaCatalog } from "~/lib/catalog";
import { ACRONYMS, humanizeName } from "./format";
import type { PointInTimeMeasure } from "./point-in-time";
import { entityNoun, rowsNoun, singular } from "./naming";
import { isIdentifierName, isTimeName, nameWords } from "./values";

export type WidgetKind = "kpi" | "trend" | "breakdown" | "ranking" | "average";

export interface Dimension {
  table: string;
  column: string;
  /** How a question names it: "status", "billing country", "genre" (a lookup table). */
  phrase: string;
  distinct: number;
  source: "own" | "lookup" | "related" | "entity";
  nullable: boolean;
}

export interface FactTable {
  table: string;
  /** The rows in words: "orders", "support tickets". */
  rows: string;
  /** `column` is what SQL reads for it: a line's revenue is computed from its price column. */
  measure?: { column: string; words: string; label: string; money?: boolean };
  /** A table of lines (order items, invoice lines) whose measure is the revenue quantity × price makes. */
  line?: boolean;
  time?: string;
  /** Few values (2–20), fewest first: good for breakdowns. */
  dimensions: Dimension[];
  /** Many values (6–200): good for top 5 rankings. */
  rankings: Dimension[];
  /** Named rows reached through keys ("product", "artist"), nearest first: top 5 rankings of whole entities. */
  entities: Dimension[];
  /**
   * The value of a status column that marks rows still in force ("active"), when the column also holds ended
   * ones ("cancelled"): a headline total counts only those (issue 16: "Total MRR" summed cancelled plans too).
   */
  live?: string;
  /** The status column that holds `live`: a breakdown by it counts rows (the MRR of cancelled plans is no figure). */
  liveColumn?: string;
  /**
   * When each row started and ended (a subscription's started_at and cancelled_at), with a trial end when the rows
   * have one: the measure over time is then read at each month's end, over the rows in force (issue 36).
   */
  period?: { start: string; end: string; trialEnd?: string };
}

const LIVE_VALUE = /^(active|open|current|live|ongoing|running)$/i;
const ENDED_VALUE = /^(cancell?ed|churned|inactive|closed|expired|ended|terminated|lapsed)$/i;

/** The "active" value of a status column that also records ended rows, if the table has one. */
function liveValueOf(table: CatalogTable): { column: string; value: string } | undefined {
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
function periodOf(table: CatalogTable): FactTable["period"] {
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

export interface BusinessAnalysis {
  domain: { id: string; name: string };
  title: string;
  subtitle: string;
  keyEntities: string[];
  /** "table.column" */
  measures: string[];
  timeColumns: string[];
  dimensions: string[];
  facts: FactTable[];
}

export interface Phrasing {
  question: string;
  title: string;
}

export interface CandidateQuestion extends Phrasing {
  kind: WidgetKind;
  /** The figure is money: a dashboard of a model with money shows a money KPI and its trend. */
  money?: boolean;
  /** Asked as SQL the plan writes from the model (a measure in force at each month's end), not through the engine. */
  pointInTime?: Omit<PointInTimeMeasure, "schema">;
  businessValue: string;
  /** Coarser phrasings tried in turn when the answer does not chart (a monthly series longer than 20 points). */
  alternatives: Phrasing[];
}

const DOMAINS = [
  {
    id: "ecommerce",
    name: "E-commerce",
    words: ["order", "product", "cart", "checkout", "sku", "review", "category", "shop", "store", "basket"],
  },
  {
    id: "media",
    name: "Media & Entertainment",
    words: ["track", "album", "artist", "genre", "playlist", "movie", "film", "episode", "song", "media", "stream"],
  },
  {
    id: "saas",
    name: "SaaS",
    words: ["subscription", "plan", "mrr", "arr", "churn", "trial", "usage", "seat", "tenant", "feature", "ticket"],
  },
  {
    id: "finance",
    name: "Finance",
    words: [
      "transaction",
      "loan",
      "ledger",
      "balance",
      "interest",
      "deposit",
      "withdrawal",
      "portfolio",
      "trade",
      "budget",
      "expense",
    ],
  },
  {
    id: "healthcare",
    name: "Healthcare",
    words: ["patient", "doctor", "appointment", "diagnosis", "prescription", "hospital", "treatment", "clinic"],
  },
  {
    id: "hr",
    name: "Human Resources",
    words: ["employee", "department", "salary", "payroll", "hire", "leave", "position"],
  },
  {
    id: "education",
    name: "Education",
    words: ["student", "course", "enrollment", "grade", "teacher", "lesson", "school"],
  },
  {
    id: "logistics",
    name: "Logistics",
    words: [
      "warehouse",
      "inventory",
      "delivery",
      "carrier",
      "route",
      "vehicle",
      "stock",
      "shipment",
      "freight",
      "pallet",
      "driver",
      "dispatcher",
    ],
  },
  { id: "marketing", name: "Marketing", words: ["campaign", "lead", "click", "impression", "conversion", "ad"] },
] as const;

export const GENERAL_DOMAIN = { id: "general", name: "General Business" } as const;

const MONEY =
  /^(amount|total|revenue|sales|price|cost|mrr|arr|value|balance|income|profit|fee|fees|spend|salary|paid|payment|charge)$/;
const QUANTITY = /^(quantity|qty|units|score|rating|duration|seats|hours|minutes|points|count)$/;
const GENERIC_MEASURE = /^(amount|total|value|price|cost|quantity|qty|count|sum|balance|units)$/;
const PERSONAL =
  /^(first|last|full|email|phone|address|street|zip|postal|password|description|notes|comment|comments|composer|url)$/;
const PREFERRED_TIME =
  /^(date|created|ordered|issued|occurred|started|opened|signup|signed|invoice|order|paid|booked|placed)$/;
const LOOKUP_MAX_ROWS = 25;
const BREAKDOWN_MAX = 20;
const RANKING_MIN = 6;
const RANKING_MAX = 200;

/** "order total" → "Order Total"; acronyms stay upper case: "mrr" → "MRR". */
export function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .map((word) =>
      ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(" ");
}

function distinctOf(column: CatalogColumn): number | undefined {
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

function pickTime(table: CatalogTable): CatalogColumn | undefined {
  const times = table.columns.filter((column) => column.kind === "date" || column.kind === "timestamp");
  const rank = (column: CatalogColumn) =>
    Number(!column.nullable) * 2 + Number(nameWords(column.name).some((word) => PREFERRED_TIME.test(word)));
  return times.reduce<CatalogColumn | undefined>(
    (best, column) => (!best || rank(column) > rank(best) ? column : best),
    undefined,
  );
}

function isLookup(table: CatalogTable): boolean {
  return table.rowEstimate >= 2 && table.rowEstimate <= LOOKUP_MAX_ROWS && Boolean(labelColumn(table));
}

function labelColumn(table: CatalogTable): CatalogColumn | undefined {
  const texts = table.columns.filter((column) => column.kind === "text" && !column.isPrimaryKey);
  return texts.find((column) => /^(name|title|label)$/.test(column.name)) ?? texts[0];
}

function isTextDimension(column: CatalogColumn, table: CatalogTable): boolean {
  if (column.kind !== "text" || column.isPrimaryKey || isIdentifierName(column.name)) return false;
  // a key's code ("carr_cd") is read through the table it names ("carrier")
  if (table.foreignKeys.some((fk) => fk.columns.includes(column.name))) return false;
  if (nameWords(column.name).some((word) => PERSONAL.test(word)) || /^(name|title)$/.test(column.name)) return false;
  const distinct = distinctOf(column);
  return distinct !== undefined && distinct >= 2 && !(table.rowEstimate > 0 && distinct >= table.rowEstimate);
}

function referenced(catalog: SchemaCatalog, table: CatalogTable): CatalogTable[] {
  return table.foreignKeys.flatMap((fk) => catalog.tables.filter((t) => t.name === fk.referencedTable && t !== table));
}

/** A line's header: the parent row with a date of its own (an order to its items, an invoice to its lines). */
function isHeader(table: CatalogTable): boolean {
  return !isLookup(table) && Boolean(pickTime(table));
}

/**
 * Tables reached along keys, nearest first. From a line table the header is not passed through: the line's own
 * side (product, category, artist) is what its revenue breaks down by; the header's side is the header's fact.
 */
function reachable(
  catalog: SchemaCatalog,
  table: CatalogTable,
  line: boolean,
  maxHops = 3,
): { table: CatalogTable; hops: number }[] {
  const found: { table: CatalogTable; hops: number }[] = [];
  const seen = new Set([table]);
  let frontier = [table];
  for (let hops = 1; hops <= maxHops && frontier.length; hops++) {
    const next = frontier
      .flatMap((t) => referenced(catalog, t))
      .filter((t) => !seen.has(t) && seen.add(t) && !(line && isHeader(t)));
    found.push(...next.map((t) => ({ table: t, hops })));
    frontier = next.filter((t) => !isLookup(t));
  }
  return found;
}

/**
 * Own text columns first, then lookup tables ("genre") and the text columns of tables one join away ("customer
 * segment"); a line's are those of what it sold ("category" of its product).
 */
function dimensionsOf(catalog: SchemaCatalog, table: CatalogTable, line: boolean): Dimension[] {
  const own = (t: CatalogTable, qualify: boolean) =>
    t.columns
      .filter((c) => isTextDimension(c, t))
      .map((c): Dimension => ({
        table: t.name,
        column: c.name,
        phrase: qualified(t, c, qualify),
        distinct: distinctOf(c)!,
        source: qualify ? "related" : "own",
        nullable: c.nullable,
      }));
  const lookup = (t: CatalogTable): Dimension => ({
    table: t.name,
    column: labelColumn(t)!.name,
    phrase: singular(humanizeName(t.name)),
    distinct: t.rowEstimate,
    source: "lookup",
    nullable: false,
  });
  const around = reachable(catalog, table, line, 2);
  const related = around
    .filter((r) => r.hops === 1)
    .flatMap((r) => (isLookup(r.table) ? [lookup(r.table)] : own(r.table, true)));
  // a line's category is a lookup of its product, two joins away
  const further = line ? around.filter((r) => r.hops === 2 && isLookup(r.table)).map((r) => lookup(r.table)) : [];
  const seen = new Set<string>();
  return [...(line ? [] : own(table, false)), ...related, ...further].filter(
    (d) => !seen.has(d.phrase) && seen.add(d.phrase),
  );
}

/** Named rows reached through keys that are worth a top 5: "product", "track", "artist". */
function entitiesOf(catalog: SchemaCatalog, table: CatalogTable, line: boolean): Dimension[] {
  return reachable(catalog, table, line).flatMap(({ table: t }) => {
    const label = t.rowEstimate >= RANKING_MIN && !isLookup(t) ? readTable(catalog, t.name).labelColumn : undefined;
    return label
      ? [
          {
            table: t.name,
            column: label,
            phrase: entityNoun(t),
            distinct: t.rowEstimate,
            source: "entity" as const,
            nullable: false,
          },
        ]
      : [];
  });
}

/** A column of another table is named with it, so the engine joins the right one: "subscription status". */
function qualified(table: CatalogTable, column: CatalogColumn, qualify: boolean): string {
  const words = humanizeName(column.name);
  const owner = singular(humanizeName(table.name));
  return qualify && !words.startsWith(owner) ? `${owner} ${words}` : words;
}

function factOf(catalog: SchemaCatalog, table: CatalogTable): FactTable {
  const revenue = readTable(catalog, table.name).lineRevenue;
  const line = Boolean(revenue);
  const all = dimensionsOf(catalog, table, line);
  const picked = pickMeasure(table);
  const rows = rowsNoun(table);
  const words = picked ? humanizeName(picked.name) : "";
  const money = revenue || (picked && MONEY.test(headWord(picked.name))) ? { money: true as const } : {};
  const measure = revenue
    ? { column: revenue.price, words: "revenue", label: "revenue", ...money }
    : picked && {
        column: picked.name,
        words,
        label: GENERIC_MEASURE.test(words) ? `${singular(rows)} ${words}` : words,
        ...money,
      };
  const live = measure ? liveValueOf(table) : undefined;
  const period = live ? periodOf(table) : undefined;
  // Columns without gaps first, and yes/no flags last: a top 5 led by "null" or a pie of "Y" and "N" tells little.
  const order = (a: Dimension, b: Dimension) =>
    Number(a.nullable) - Number(b.nullable) || Number(a.distinct <= 2) - Number(b.distinct <= 2);
  return {
    table: table.name,
    rows,
    measure,
    ...(line ? { line } : {}),
    time: pickTime(table)?.name,
    dimensions: all.filter((d) => d.distinct <= BREAKDOWN_MAX).sort((a, b) => order(a, b) || a.distinct - b.distinct),
    rankings: all
      .filter((d) => d.source !== "lookup" && d.distinct >= RANKING_MIN && d.distinct <= RANKING_MAX)
      .sort(order),
    entities: entitiesOf(catalog, table, line),
    ...(live ? { live: live.value, liveColumn: live.column } : {}),
    ...(period ? { period } : {}),
  };
}

function factScore(fact: FactTable, table: CatalogTable): number {
  const measure = fact.measure ? 3 + (fact.measure.money ? 3 : 0) : 0;
  const grouping = [...fact.dimensions, ...fact.rankings].reduce(
    (sum, d) => sum + (d.source === "related" ? 0.5 : 1),
    0,
  );
  return measure + (fact.time ? 3 : 0) + Math.min(3, grouping) + Math.log10(Math.max(0, table.rowEstimate) + 1);
}

/** The domain whose vocabulary the table (×3) and column (×1) names use most. */
export function detectDomain(catalog: SchemaCatalog): { id: string; name: string } {
  const score = (words: readonly string[]) => {
    const vocabulary = new Set(words);
    const hits = (name: string) => nameWords(name).filter((word) => vocabulary.has(singular(word))).length;
    return catalog.tables.reduce(
      (sum, t) => sum + 3 * hits(t.name) + t.columns.reduce((s, c) => s + hits(c.name), 0),
      0,
    );
  };
  const ranked = DOMAINS.map((domain) => ({ domain, score: score(domain.words) })).sort((a, b) => b.score - a.score);
  return ranked[0] && ranked[0].score >= 3
    ? { id: ranked[0].domain.id, name: ranked[0].domain.name }
    : { ...GENERAL_DOMAIN };
}

/** The word a dimension is about: "billing country" and "customer country" are both about countries. */
export const about = (d: Dimension) => d.phrase.split(" ").at(-1);

/** A line's breakdowns by what its business is about first: a record shop's genre before its media type. */
function inDomainFirst(fact: FactTable, domainId: string): FactTable {
  const vocabulary = new Set<string>(DOMAINS.find((domain) => domain.id === domainId)?.words ?? []);
  const known = (d: Dimension) => Number(!vocabulary.has(singular(about(d) ?? "")));
  return { ...fact, dimensions: [...fact.dimensions].sort((a, b) => known(a) - known(b)) };
}

/** Local business analysis: domain, fact tables (best first), their measures, time columns and dimensions. */
export function analyzeBusiness(catalog: SchemaCatalog, name?: string | null): BusinessAnalysis {
  const candidates = catalog.tables
    .filter((table) => !isLookup(table) && table.columns.some((c) => !c.isPrimaryKey && !isIdentifierName(c.name)))
    .map((table) => ({ fact: factOf(catalog, table), score: 0, table }))
    .map((entry) => ({ ...entry, score: factScore(entry.fact, entry.table) }))
    // ties broken by name, so the catalog's listing order never changes the dashboard
    .sort((a, b) => b.score - a.score || a.table.name.localeCompare(b.table.name));
  const domain = detectDomain(catalog);
  const facts = candidates.map((entry) => (entry.fact.line ? inDomainFirst(entry.fact, domain.id) : entry.fact));
  const keyEntities = facts.slice(0, 4).map((fact) => fact.rows);
  const top = facts.slice(0, 3);
  return {
    domain,
    title: name?.trim() || `${domain.name} Overview`,
    subtitle: keyEntities.length
      ? `Key metrics, trends and breakdowns of ${joinList(keyEntities)}`
      : "Key metrics of your data",
    keyEntities,
    measures: top.flatMap((fact) => (fact.measure ? [`${fact.table}.${fact.measure.column}`] : [])),
    timeColumns: top.flatMap((fact) => (fact.time ? [`${fact.table}.${fact.time}`] : [])),
    dimensions: (facts[0]?.dimensions ?? []).slice(0, 3).map((d) => `${d.table}.${d.column}`),
    facts,
  };
}

function joinList(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}
