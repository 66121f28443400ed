// Value filters: a value found in the data is a condition on the column holding it, however the cells write it.
import type { Dimension, Filter } from "../ir";
import { planJoins } from "../schema/join-planner";
import { recordsEntityOf, valueKey, type ColumnInfo, type ValueEntry } from "../model/schema-index";
import { DESTINATION_WORDS, ORIGIN_WORDS } from "../schema/lexicon-sides";
import { identifierWords, stem } from "../schema/stem";
import { inDateCondition, namesEvent } from "./date-filters";
import { AGGREGATE_CUES } from "./value-links";
import type { Link } from "./link";
import { negatedAt } from "./negation";
import { choose, linkAfter, linkBefore, noteTable, penalize, type ParseState, useLink } from "./parse-state";

type ValueLink = Link & { kind: "value" };

/** Picks the column a value link filters on: next to a named column, in a linked table, else the variant's choice. */
export function valueColumn(
  state: ParseState,
  link: ValueLink,
  rotate = true,
): { column: ColumnInfo; entries: ValueEntry[]; ambiguous: boolean } {
  const byColumn = new Map<ColumnInfo, ValueEntry[]>();
  for (const e of link.entries) byColumn.set(e.column, [...(byColumn.get(e.column) ?? []), e]);
  const columns = [...byColumn.keys()];
  const beside = [linkBefore(state, link.start, ["column"], 1), linkAfter(state, link.end - 1, ["column"], 1)]
    .map((l) => (l?.kind === "column" ? l.column : undefined))
    .find((c) => c && byColumn.has(c));
  const inTables = (c: ColumnInfo) => (state.tables.includes(c.table) ? 1 : 0);
  // "from LAX to ORD": the origin column takes the value after "from", the destination column the one after "to"
  const side = SIDES[state.tokens[link.start - 1]?.norm ?? ""];
  // by the column's own name: a description ("code assigned to the departure airport") says "to" of any column
  const onSide = (c: ColumnInfo) => (side && identifierWords(c.column.name).some((w) => side.has(stem(w))) ? 1 : 0);
  // a table the question names ("flights from LAX") before one that merely holds the value too (fares)
  const named = (c: ColumnInfo) => (state.links.some((l) => l.kind === "table" && l.table === c.table) ? 1 : 0);
  // "only for Germany" about order lines: the order's own country before its carrier's, one join further
  const from = state.tables[0];
  const joins = new Map(
    columns.map((c) => [
      c,
      from && c.table !== from ? (planJoins(state.index.catalog, from.name, [c.table.name])?.length ?? 99) : 0,
    ]),
  );
  // a table no key reaches whose entity the question's table records in a column named after it ("countries" and
  // airports.country): as near as that column, which stands in for it (refine/stand-ins.ts)
  const standsIn = (c: ColumnInfo) =>
    !!from && from.columns.filter((own) => recordsEntityOf(own, c.table)).length === 1;
  const hops = (c: ColumnInfo) => (joins.get(c) === 99 && standsIn(c) ? 0.5 : joins.get(c)!);
  const ranked = columns.sort(
    (a, b) =>
      inTables(b) - inTables(a) ||
      named(b) - named(a) ||
      onSide(b) - onSide(a) ||
      hops(a) - hops(b) ||
      exactness(byColumn.get(b)!, link) - exactness(byColumn.get(a)!, link) ||
      Number(a.key) - Number(b.key) ||
      byColumn.get(b)!.length - byColumn.get(a)!.length ||
      a.ordinal - b.ordinal,
  );
  const pick = beside ?? ranked[rotate ? choose(state, "valueColumn", ranked.length) : 0];
  return { column: pick, entries: byColumn.get(pick)!, ambiguous: !beside && ranked.length > 1 };
}

const SIDES: Record<string, Set<string>> = { from: ORIGIN_WORDS, to: DESTINATION_WORDS, into: DESTINATION_WORDS };

function exactness(entries: ValueEntry[], link: ValueLink): number {
  return link.exact ? 1 : Math.max(...entries.map((e) => 1 / e.words.length));
}

/** Value filters for every unassigned value link; negation cues just before a value flip it. */
export function applyValueFilters(state: ParseState) {
  for (const link of state.links) {
    if (link.kind !== "value" || state.assigned.has(link)) continue;
    // a weak match ("average" as a cell's text) whose words a cue already took is that cue, not a value
    if (
      link.score < 0.6 &&
      state.tokens.slice(link.start, link.end).every((t) => state.used.has(t.index) && AGGREGATE_CUES.has(t.norm))
    )
      continue;
    // "never had a shipment": an article before its noun, not the code "A" of some column
    // ("a rank of A or B": a letter joined by "or" to another value is one of them)
    const article =
      link.end - link.start === 1 &&
      ["a", "an"].includes(state.tokens[link.start].norm) &&
      state.tokens[link.start + 1]?.kind === "word" &&
      !["or", "and", "nor"].includes(state.tokens[link.start + 1].norm);
    if (article && link.score < 0.6) continue;
    // "6 bronze medals": a bare number right before a numeric column counts that column, whatever text holds "6"
    const number =
      link.end - link.start === 1 && state.tokens[link.start].kind === "number" && !state.tokens[link.start].ordinal;
    const counted = linkAfter(state, link.start, ["column"], 0);
    if (number && counted?.kind === "column" && counted.column.numeric && !counted.column.numericText) continue;
    // "opened before 1985": the year is the date condition's, not a value to match as well
    if (number && inDateCondition(state, link.start)) continue;
    // "accounts that opened the most tickets": the event, not the status "open"
    if (!link.exact && link.end - link.start === 1 && namesEvent(state, link.start)) continue;
    // "goals scored at Pan-Am Games" where every tournament is one: understood, and no row is kept out
    if (link.universal && !negatedAt(state, link.start)) {
      useLink(state, link);
      continue;
    }
    const filter = valueFilter(state, link);
    if (!filter) continue;
    useLink(state, link);
    state.filters.push(filter);
  }
}

/**
 * "the pilots who never …" where a key makes crew members "pilots" and the role column's code PLT means pilot: the noun
 * names the table and also keeps only the rows of that kind.
 */
export function applyRoleValues(state: ParseState, dims: Dimension[]) {
  for (const link of state.links) {
    // "revenue by packer": whoever the key points at is one, whatever their job code says
    if (
      link.kind !== "table" ||
      !link.via ||
      !state.tables.includes(link.table) ||
      dims.some((d) => d.column.table === link.table.name)
    )
      continue;
    const value = state.allLinks.find(
      (l): l is ValueLink =>
        l.kind === "value" &&
        l.start === link.start &&
        l.end === link.end &&
        l.score >= 0.8 &&
        l.entries.every((e) => e.column.table === link.table),
    );
    if (!value || state.filters.some((f) => f.at === value.start)) continue;
    const filter = valueFilter(state, value);
    if (filter) state.filters.push(filter);
  }
}

export function valueFilter(state: ParseState, link: ValueLink): (Filter & { at: number }) | undefined {
  const { column, entries, ambiguous } = valueColumn(state, link);
  if (ambiguous) penalize(state, `"${phraseOf(state, link)}" occurs in several columns`, 0.08);
  if (!link.exact) penalize(state, `"${phraseOf(state, link)}" matched a value only partly`, 0.05);
  noteTable(state, column.table);
  const negated = negatedAt(state, link.start);
  const distinct = [...new Set(entries.map((e) => e.value))];
  const phrase = phraseOf(state, link);
  // "from Alabama" in "Mobile, AL, U.S.": every place in the state
  if (link.region && !link.exact && !negated)
    return {
      column: column.ref,
      op: "matches",
      value: `(^|, *)${link.region.toLowerCase()}( *,| *$| +[0-9])`,
      phrase,
      at: link.start,
    };
  if (distinct.length === 1) {
    // "iPad" in a column of lists ("iPhone, iPad"): every row listing it
    if (listedElsewhere(column, distinct[0]))
      return {
        column: column.ref,
        op: negated ? "not_contains" : "contains",
        value: distinct[0],
        phrase,
        at: link.start,
      };
    // "soap operas" in "news, soap operas, and sports": every row listing that item
    const item = link.exact ? undefined : itemOf(distinct[0], phrase);
    if (item)
      return { column: column.ref, op: negated ? "not_contains" : "contains", value: item, phrase, at: link.start };
    // "Appleby" also written "Appleby (2)", "at Appleby", "Appleby†": every row naming it
    if (!negated && counting(state) && decoratedElsewhere(column, distinct[0]))
      return { column: column.ref, op: "matches", value: decoratedPattern(distinct[0]), phrase, at: link.start };
    return { column: column.ref, op: negated ? "neq" : "eq", value: distinct[0], phrase, at: link.start };
  }
  const exact = entries.find((e) => e.norm === link.entries[0].norm && link.exact);
  if (exact && !negated && counting(state) && decoratedElsewhere(column, exact.value))
    return { column: column.ref, op: "matches", value: decoratedPattern(exact.value), phrase, at: link.start };
  if (exact) return { column: column.ref, op: negated ? "neq" : "eq", value: exact.value, phrase, at: link.start };
  // "middle blockers" → "Middle blocker" and "Middle Blocker": one value written two ways
  if (new Set(entries.map((e) => e.norm)).size === 1)
    return {
      column: column.ref,
      op: negated ? "not_contains" : "contains",
      value: distinct[0],
      phrase,
      at: link.start,
    };
  return { column: column.ref, op: negated ? "not_contains" : "contains", value: phrase, phrase, at: link.start };
}

const LIST_SEPARATOR = /\s*(?:,|;|\/|&|\n|\band\b)\s*/;

/** The item of a list value ("news, soap operas, and sports") that the phrase names, if the value is a list. */
function itemOf(value: string, phrase: string): string | undefined {
  if (!LIST_SEPARATOR.test(value)) return undefined;
  const key = valueKey(phrase);
  return value
    .split(LIST_SEPARATOR)
    .map((item) => item.trim())
    .find((item) => item && valueKey(item) === key && !/^[\d ]*$/.test(key));
}

/** Other values of the column are lists that name this value as one item. */
function listedElsewhere(column: ColumnInfo, value: string): boolean {
  const key = valueKey(value);
  // "1" is no item of "1/8" or "1,379"
  if (/^[\d ]*$/.test(key)) return false;
  return (column.column.sampleValues ?? []).some(
    (v) => v !== value && LIST_SEPARATOR.test(v) && v.split(LIST_SEPARATOR).some((item) => valueKey(item) === key),
  );
}

const DECORATION = /\s*\([^)]*\)|\s*\[[^\]]*\]|[†‡*#^§¤]+|^\s*(?:at|vs\.?|@)\s+/gi;

/** "how many times …": a count takes every row naming the value, a row reference wants the one row. */
function counting(state: ParseState): boolean {
  return !!state.cues.count && !state.cues.rowRefs.length;
}

/** Other values of the column are this one with a footnote mark, a count in brackets or "at"/"vs" before it. */
function decoratedElsewhere(column: ColumnInfo, value: string): boolean {
  const key = valueKey(value);
  if (!key || /^[\d ]*$/.test(key) || valueKey(value.replace(DECORATION, "")) !== key) return false;
  return (column.column.sampleValues ?? []).some(
    (v) => v !== value && valueKey(v) !== key && valueKey(v.replace(DECORATION, "")) === key,
  );
}

function decoratedPattern(value: string): string {
  const escaped = value
    .trim()
    .toLowerCase()
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return `^ *((at|vs\\.?|@) +)?${escaped} *(\\([^)]*\\)|\\[[0-9a-z ]*\\]|[†‡*#^§¤]| )*$`;
}

export function phraseOf(state: ParseState, link: { start: number; end: number }): string {
  return state.tokens
    .slice(link.start, link.end)
    .map((t) => t.raw)
    .join(" ");
}
