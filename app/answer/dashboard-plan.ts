// Business analysis of a schema for a first dashboard (spec §4 Dashboard generation): its domain, fact tables,
// measures, time columns and dimensions. dashboard-questions.ts phrases the questions from it; what a fact table
// measures is fact-measures.ts, what it breaks down by fact-dimensions.ts, its domain business-domains.ts.
import { readTable } from "~/engine";
import type { CatalogTable, SchemaCatalog } from "~/lib/catalog";
import type { BusinessAnalysis, Dimension, FactTable } from "./business-analysis";
import { detectDomain, domainVocabulary } from "./business-domains";
import { groupingsOf, isLookup } from "./fact-dimensions";
import { liveValueOf, measureOf, periodOf, pickTime } from "./fact-measures";
import { ACRONYMS } from "./format";
import { rowsNoun, singular } from "./naming";
import { isIdentifierName } from "./values";

/** "order total" → "Order Total"; acronyms stay upper case: "mrr" → "MRR". */
export function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .map((word) =>
      ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(" ");
}

function factOf(catalog: SchemaCatalog, table: CatalogTable): FactTable {
  const revenue = readTable(catalog, table.name).lineRevenue;
  const line = Boolean(revenue);
  const rows = rowsNoun(table);
  const measure = measureOf(table, revenue, rows);
  const live = measure ? liveValueOf(table) : undefined;
  const period = live ? periodOf(table) : undefined;
  return {
    table: table.name,
    rows,
    measure,
    ...(line ? { line } : {}),
    time: pickTime(table)?.name,
    ...groupingsOf(catalog, table, line),
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

/** The word a dimension is about: "billing country" and "customer country" are both about countries. */
export const about = (d: Dimension) => d.phrase.split(" ").at(-1);

/** A line's breakdowns by what its business is about first: a record shop's genre before its media type. */
function inDomainFirst(fact: FactTable, domainId: string): FactTable {
  const vocabulary = domainVocabulary(domainId);
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
