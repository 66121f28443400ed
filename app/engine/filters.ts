// Filters: values found in the data, numeric comparisons, bare numbers next to a column, and dates.
import { formatDate, textDatePattern, type DateMention } from "./dates";
import type { Filter } from "./ir";
import { STOP_WORDS } from "./lexicon";
import type { Link } from "./linking";
import { columnLinks, isYearLike, linkAfter, linkBefore, noteTable, penalize, type ParseState, use, useLink } from "./parse-state";
import { valueKey, type ColumnInfo, type ValueEntry } from "./schema-index";
import { stem } from "./stem";

type ValueLink = Link & { kind: "value" };

/** Picks the column a value link filters on: next to a named column, in a linked table, else the variant's choice. */
export function valueColumn(state: ParseState, link: ValueLink, rotate = true): { column: ColumnInfo; entries: ValueEntry[]; ambiguous: boolean } {
  const byColumn = new Map<ColumnInfo, ValueEntry[]>();
  for (const e of link.entries) byColumn.set(e.column, [...(byColumn.get(e.column) ?? []), e]);
  const columns = [...byColumn.keys()];
  const named = [linkBefore(state, link.start, ["column"], 1), linkAfter(state, link.end - 1, ["column"], 1)]
    .map((l) => (l?.kind === "column" ? l.column : undefined))
    .find((c) => c && byColumn.has(c));
  const inTables = (c: ColumnInfo) => (state.tables.includes(c.table) ? 1 : 0);
  const ranked = columns.sort((a, b) =>
    inTables(b) - inTables(a) ||
    (exactness(byColumn.get(b)!, link) - exactness(byColumn.get(a)!, link)) ||
    Number(a.key) - Number(b.key) ||
    byColumn.get(b)!.length - byColumn.get(a)!.length ||
    a.ordinal - b.ordinal,
  );
  const pick = named ?? ranked[rotate ? state.variant.valueColumn % ranked.length : 0];
  return { column: pick, entries: byColumn.get(pick)!, ambiguous: !named && ranked.length > 1 };
}

function exactness(entries: ValueEntry[], link: ValueLink): number {
  return link.exact ? 1 : Math.max(...entries.map((e) => 1 / e.words.length));
}

/** Value filters for every unassigned value link; negation cues just before a value flip it. */
export function applyValueFilters(state: ParseState) {
  for (const link of state.links) {
    if (link.kind !== "value" || state.assigned.has(link)) continue;
    // "5 bronze medals": a bare number right before a numeric column counts that column, whatever text holds "5"
    const number = link.end - link.start === 1 && state.tokens[link.start].kind === "number" && !state.tokens[link.start].ordinal;
    const counted = linkAfter(state, link.start, ["column"], 0);
    if (number && counted?.kind === "column" && counted.column.numeric && !counted.column.numericText) continue;
    const filter = valueFilter(state, link);
    if (!filter) continue;
    useLink(state, link);
    state.filters.push(filter);
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
  if (distinct.length === 1) {
    // "iPad" in a column of lists ("iPhone, iPad"): every row listing it
    if (listedElsewhere(column, distinct[0])) return { column: column.ref, op: negated ? "not_contains" : "contains", value: distinct[0], phrase, at: link.start };
    // "soap operas" in "news, soap operas, and sports": every row listing that item
    const item = link.exact ? undefined : itemOf(distinct[0], phrase);
    if (item) return { column: column.ref, op: negated ? "not_contains" : "contains", value: item, phrase, at: link.start };
    // "Miami" also written "Miami (2)", "at Miami", "Miami†": every row naming it
    if (!negated && counting(state) && decoratedElsewhere(column, distinct[0])) return { column: column.ref, op: "matches", value: decoratedPattern(distinct[0]), phrase, at: link.start };
    return { column: column.ref, op: negated ? "neq" : "eq", value: distinct[0], phrase, at: link.start };
  }
  const exact = entries.find((e) => e.norm === link.entries[0].norm && link.exact);
  if (exact && !negated && counting(state) && decoratedElsewhere(column, exact.value)) return { column: column.ref, op: "matches", value: decoratedPattern(exact.value), phrase, at: link.start };
  if (exact) return { column: column.ref, op: negated ? "neq" : "eq", value: exact.value, phrase, at: link.start };
  // "middle blockers" → "Middle blocker" and "Middle Blocker": one value written two ways
  if (new Set(entries.map((e) => e.norm)).size === 1) return { column: column.ref, op: negated ? "not_contains" : "contains", value: distinct[0], phrase, at: link.start };
  return { column: column.ref, op: negated ? "not_contains" : "contains", value: phrase, phrase, at: link.start };
}

const LIST_SEPARATOR = /\s*(?:,|;|\/|&|\n|\band\b)\s*/;

/** The item of a list value ("news, soap operas, and sports") that the phrase names, if the value is a list. */
function itemOf(value: string, phrase: string): string | undefined {
  if (!LIST_SEPARATOR.test(value)) return undefined;
  const key = valueKey(phrase);
  return value.split(LIST_SEPARATOR).map((item) => item.trim()).find((item) => item && valueKey(item) === key && !/^[\d ]*$/.test(key));
}

/** Other values of the column are lists that name this value as one item. */
function listedElsewhere(column: ColumnInfo, value: string): boolean {
  const key = valueKey(value);
  // "1" is no item of "1/8" or "1,379"
  if (/^[\d ]*$/.test(key)) return false;
  return (column.column.sampleValues ?? []).some((v) => v !== value && LIST_SEPARATOR.test(v) && v.split(LIST_SEPARATOR).some((item) => valueKey(item) === key));
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
  return (column.column.sampleValues ?? []).some((v) => v !== value && valueKey(v) !== key && valueKey(v.replace(DECORATION, "")) === key);
}

function decoratedPattern(value: string): string {
  const escaped = value.trim().toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return `^ *((at|vs\\.?|@) +)?${escaped} *(\\([^)]*\\)|\\[[0-9a-z ]*\\]|[†‡*#^§¤]| )*$`;
}

export function phraseOf(state: ParseState, link: { start: number; end: number }): string {
  return state.tokens.slice(link.start, link.end).map((t) => t.raw).join(" ");
}

/** A negation word within two function words before `at` ("not shipped", "other than Germany"). */
export function negatedAt(state: ParseState, at: number): boolean {
  const linked = (i: number) => state.links.some((l) => l.kind === "value" && l.start <= i && i < l.end);
  for (const n of state.cues.negations) {
    if (n >= at) continue;
    const between = state.tokens.slice(n + 1, at);
    if (between.length <= 3 && between.every((t) => STOP_WORDS.has(t.norm) || !linked(t.index))) {
      use(state, n, ...between.map((t) => t.index));
      return true;
    }
  }
  return false;
}

const MONEY_WORDS = ["price", "amount", "total", "revenue", "cost", "value", "fee", "salary", "income", "budget", "spend", "paid", "gross", "sale", "profit", "mrr", "arr"].map(stem);

/** "more than 100 orders", "price under $50", "at least 50 km", "between 10 and 20". */
export function applyComparisons(state: ParseState) {
  for (const cmp of state.cues.comparisons) {
    const number = state.tokens[cmp.numberIndex];
    const last = cmp.number2Index ?? cmp.numberIndex;
    const times = number.times || state.tokens[last + 1]?.norm === "times";
    if (times && cmp.op !== "between" && cmp.op !== "neq") {
      use(state, ...cmp.cueTokens, cmp.numberIndex, last + 1);
      state.having = { op: cmp.op, value: number.value!, at: cmp.cueTokens[0] };
      continue;
    }
    const column = comparisonColumn(state, cmp.cueTokens[0], last, !!number.currency);
    if (!column) continue;
    use(state, ...cmp.cueTokens, cmp.numberIndex, ...(cmp.number2Index !== undefined ? [cmp.number2Index] : []));
    const value = number.percent && column.numeric && !column.numericText ? number.value! : number.value!;
    const inverse = { gt: "lte", gte: "lt", lt: "gte", lte: "gt", eq: "neq", neq: "eq", between: "between" } as const;
    const negated = state.tokens[cmp.cueTokens[0] - 1]?.norm === "not";
    if (negated) use(state, cmp.cueTokens[0] - 1);
    const filter: Filter & { at: number } = {
      column: column.ref, op: negated ? inverse[cmp.op] : cmp.op, value, phrase: state.tokens.slice(cmp.cueTokens[0], last + 1).map((t) => t.raw).join(" "), at: cmp.cueTokens[0],
    };
    if (cmp.number2Index !== undefined) filter.value2 = state.tokens[cmp.number2Index].value!;
    if (column.temporal && number.year) {
      filter.part = "year";
    }
    noteTable(state, column.table);
    state.filters.push(filter);
  }
}

/** Comparisons on a count ("customers with more than 5 orders") are left for the having clause. */
function comparisonColumn(state: ParseState, cueStart: number, numberEnd: number, money: boolean): ColumnInfo | undefined {
  const after = linkAfter(state, numberEnd, ["column", "table"], 2);
  if (after?.kind === "table" || (after === undefined && state.tokens[numberEnd + 1]?.norm === "times")) return undefined;
  if (after?.kind === "column" && (after.column.numeric || after.column.temporal)) {
    useLink(state, after);
    return after.column;
  }
  const before = linkBefore(state, cueStart, ["column"], 3);
  if (before?.kind === "column" && (before.column.numeric || before.column.temporal)) {
    useLink(state, before);
    return before.column;
  }
  const pool = candidatePool(state).filter((c) => c.numeric && !c.key && !c.position);
  const moneyColumns = pool.filter((c) => c.words.some((w) => MONEY_WORDS.includes(w)));
  if (money && moneyColumns.length) return moneyColumns[0];
  if (moneyColumns.length === 1 && pool.length > 1) {
    penalize(state, "comparison column taken as the amount", 0.08);
    return moneyColumns[0];
  }
  const unit = state.tokens[numberEnd + 1];
  if (unit?.kind === "word") {
    const byUnit = pool.find((c) => c.display.toLowerCase().includes(`(${unit.norm})`) || c.words.includes(unit.stem));
    if (byUnit) {
      use(state, numberEnd + 1);
      return byUnit;
    }
  }
  if (pool.length === 1) {
    penalize(state, "comparison column guessed", 0.1);
    return pool[0];
  }
  return undefined;
}

export function candidatePool(state: ParseState): ColumnInfo[] {
  const tables = state.tables.length ? state.tables : state.index.tables.length === 1 ? state.index.tables : [];
  return tables.flatMap((t) => t.columns);
}

const RANKS = new Set(["place", "position", "pos", "rank", "finish", "seed", "placing", "result"].map(stem));

/** Bare numbers next to a numeric column ("won 1 match", "3 acts", "rank 5") become equality filters. */
export function applyBareNumbers(state: ParseState) {
  for (const t of state.tokens) {
    if (t.kind !== "number" || state.used.has(t.index)) continue;
    if (state.links.some((l) => l.kind === "value" && l.start <= t.index && t.index < l.end && state.assigned.has(l))) continue;
    const near = linkAfter(state, t.index, ["column"], 1) ?? linkBefore(state, t.index, ["column"], 1);
    if (near?.kind !== "column" || !(near.column.numeric || near.column.text)) continue;
    // "first place", "3rd position": an ordinal is a value only of a column that ranks
    if (t.ordinal && !near.column.words.some((w) => RANKS.has(w))) continue;
    if (near.column.text && !near.column.numericText) continue;
    useLink(state, near);
    use(state, t.index);
    noteTable(state, near.column.table);
    state.filters.push({ column: near.column.ref, op: "eq", value: t.value!, phrase: `${near.column.display} ${t.raw}`, at: t.index });
  }
}

/** Date phrases filter the named date column, else the table's natural date column, else a year column. */
export function applyDates(state: ParseState, measureTableHint?: string) {
  for (const d of state.dates) {
    // "the 2019 Harbour Cup" is a value that contains a year, not a date condition
    const inValue = state.links.some((l) => l.kind === "value" && state.assigned.has(l) && l.end - l.start > d.tokens.length && d.tokens.every((t) => l.start <= t && t < l.end));
    // a year the row reference already took ("the year before 2019") is not a second condition
    const byValue = state.links.some((l) => l.kind === "value" && state.assigned.has(l) && d.tokens.every((t) => l.start <= t && t < l.end));
    if (inValue || (!byValue && d.tokens.every((t) => state.used.has(t)))) continue;
    const column = dateColumn(state, d, measureTableHint);
    const written = !column?.temporal && d.parts && d.relation === "in" ? textDateColumn(state) : undefined;
    if (written) {
      use(state, ...d.tokens);
      noteTable(state, written.table);
      state.filters.push({ column: written.ref, op: "matches", value: textDatePattern(d.parts!), phrase: d.label.replace(/ \d{4}$/, d.parts!.year ? "$&" : ""), at: d.tokens[0] });
      continue;
    }
    if (!column) continue;
    use(state, ...d.tokens);
    noteTable(state, column.table);
    state.filters.push(dateFilter(column, d));
    state.ir.dateLabel = d.relation === "in" ? d.label : `${d.relation} ${d.label}`;
  }
}

const MONTH_WORD = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;

function textDateLike(column: ColumnInfo): boolean {
  const sample = column.column.sampleValues ?? [];
  return sample.length > 0 && sample.filter((v) => MONTH_WORD.test(v) && /\d/.test(v)).length >= sample.length * 0.5;
}

/** A text column holding dates as words ("March 4, 2010"): most sampled values name a month. */
function textDateColumn(state: ParseState): ColumnInfo | undefined {
  const near = columnLinks(state, false).map((l) => l.column);
  const columns = candidatePool(state).filter((c) => c.text && !c.position);
  const monthly = columns.filter((c) => {
    const sample = c.column.sampleValues ?? [];
    return sample.length > 0 && sample.filter((v) => MONTH_WORD.test(v) && /\d/.test(v)).length >= sample.length * 0.5;
  });
  return monthly.find((c) => near.includes(c)) ?? monthly.find((c) => c.words.some((w) => w === "date" || w === "day")) ?? monthly[0];
}

function dateColumn(state: ParseState, d: DateMention, hint?: string): ColumnInfo | undefined {
  const near = linkBefore(state, d.tokens[0], ["column"], 2) ?? linkAfter(state, d.tokens.at(-1)!, ["column"], 1);
  if (near?.kind === "column" && (near.column.temporal || (d.year !== undefined && isYearLike(near.column)))) {
    useLink(state, near);
    return near.column;
  }
  const tables = state.tables.length ? state.tables : state.index.tables;
  const preferred = [...tables].sort((a, b) => Number(b.name === hint) - Number(a.name === hint));
  for (const t of preferred) if (t.naturalDate) return t.naturalDate;
  if (d.year === undefined && d.relation === "in" && d.label.length > 4) return undefined;
  for (const t of preferred) {
    const yearColumn = t.columns.find((c) => !c.position && isYearLike(c));
    if (yearColumn) return yearColumn;
  }
  for (const t of preferred) {
    const textual = t.columns.find((c) => c.text && (c.column.sampleValues ?? []).some((v) => /\b(1[5-9]|20)\d\d\b/.test(v)) && c.words.some((w) => ["date", "time", "period", "dates", "year"].includes(w)));
    if (textual) return textual;
  }
  for (const t of preferred) {
    const dated = t.columns.find((c) => !c.position && c.yearText && !c.numericText && textDateLike(c));
    if (dated) return dated;
  }
  return undefined;
}

function dateFilter(column: ColumnInfo, d: DateMention): Filter & { at: number } {
  const at = d.tokens[0];
  const phrase = d.relation === "in" ? d.label : `${d.relation} ${d.label}`;
  if (column.temporal) {
    const start = formatDate(d.start);
    const end = formatDate(d.end);
    if (d.relation === "since") return { column: column.ref, op: "gte", value: start, phrase, at };
    if (d.relation === "before") return { column: column.ref, op: "lt", value: start, phrase, at };
    if (d.relation === "after") return { column: column.ref, op: "gte", value: end, phrase, at };
    return { column: column.ref, op: "between", value: start, value2: end, phrase, at };
  }
  const startYear = d.start.getUTCFullYear();
  const endYear = d.end.getUTCFullYear() - (d.end.getUTCMonth() === 0 && d.end.getUTCDate() === 1 ? 1 : 0);
  // text that carries its year ("March 4, 2019") compares by that year; other text can only contain it
  if (column.text && !column.numericText && !isYearLike(column) && !column.yearText) return { column: column.ref, op: "contains", value: String(startYear), phrase, at };
  if (d.relation === "since") return { column: column.ref, op: "gte", value: startYear, phrase, at };
  if (d.relation === "before") return { column: column.ref, op: "lt", value: startYear, phrase, at };
  if (d.relation === "after") return { column: column.ref, op: "gt", value: endYear, phrase, at };
  if (startYear === endYear) return { column: column.ref, op: "eq", value: startYear, phrase, at };
  return { column: column.ref, op: "between", value: startYear, value2: endYear, phrase, at };
}

/** "crews that won no gold medals", "huts with no warden": a zero count, or an empty cell. */
export function applyAbsence(state: ParseState) {
  for (const t of state.tokens) {
    if ((t.norm !== "no" && t.norm !== "zero") || state.used.has(t.index)) continue;
    const link = linkAfter(state, t.index, ["column"], 1);
    if (link?.kind !== "column" || link.start > t.index + 2 || link.column.position || link.column.key) continue;
    const column = link.column;
    if (!column.numeric && !column.text) continue;
    use(state, t.index);
    useLink(state, link);
    noteTable(state, column.table);
    const phrase = `no ${column.display}`;
    state.filters.push(column.numeric ? { column: column.ref, op: "eq", value: 0, phrase, at: t.index } : { column: column.ref, op: "is_null", phrase, at: t.index });
  }
}

/** "paid invoices", "not paid": a yes/no column named in the question is a condition on it. */
export function applyBooleans(state: ParseState) {
  for (const link of state.links) {
    if (link.kind !== "column" || state.assigned.has(link) || link.column.column.kind !== "boolean") continue;
    const negated = negatedAt(state, link.start);
    useLink(state, link);
    noteTable(state, link.column.table);
    state.filters.push({ column: link.column.ref, op: "eq", value: negated ? "false" : "true", phrase: `${negated ? "not " : ""}${link.column.display}`, at: link.start });
  }
}

/** A quoted phrase that matches no sampled value still filters: on the column or table named just before it. */
export function applyQuotedFallback(state: ParseState) {
  for (const t of state.tokens) {
    if (t.kind !== "quoted" || state.used.has(t.index)) continue;
    const before = linkBefore(state, t.index, ["column", "table"], 2) ?? state.links.find((l) => l.end === t.index && l.kind !== "value");
    const column =
      before?.kind === "column" && before.column.text ? before.column
      : before?.kind === "table" ? before.table.labelColumn ?? before.table.columns.find((c) => c.text && !c.key)
      : (state.tables[0] ?? state.index.tables[0])?.labelColumn;
    if (!column) continue;
    if (before?.kind === "column") useLink(state, before);
    use(state, t.index);
    noteTable(state, column.table);
    penalize(state, `"${t.raw}" is not among the sampled values of ${column.display}`, 0.1);
    state.filters.push({ column: column.ref, op: negatedAt(state, t.index) ? "not_contains" : "contains", value: t.raw, phrase: t.raw, at: t.index });
  }
}

const ENTITY_LEADS = new Set(["of", "for", "by", "from", "in", "at", "against", "with", "to", "did", "does", "do", "than", "as", "after", "before", "was", "is", "and", "or", "vs", "versus", "on"]);

/** Text columns whose sampled values may not be all of them (high-cardinality names are not sampled). */
function unsampledText(state: ParseState): ColumnInfo[] {
  const table = state.tables[0] ?? (state.index.tables.length === 1 ? state.index.tables[0] : undefined);
  if (!table) return [];
  return table.columns.filter((c) => c.text && !c.numericText && !c.position && !(c.column.sampleValues && c.distinct !== undefined && c.distinct <= c.column.sampleValues.length));
}

/**
 * Words after "of/for/by/after …" that no link explains are probably a name the value sample missed:
 * they filter a text column by containment (candidates rotate the column; execution picks one that matches rows).
 */
export function applyFreeText(state: ParseState) {
  const columns = unsampledText(state);
  if (!columns.length) return;
  const free = (i: number) => {
    const t = state.tokens[i];
    return !!t && !state.used.has(i) && (t.kind === "word" || (t.kind === "number" && !t.year)) && !STOP_WORDS.has(t.norm) && !state.links.some((l) => state.assigned.has(l) && l.start <= i && i < l.end);
  };
  for (let i = 1; i < state.tokens.length; i++) {
    if (!free(i) || !ENTITY_LEADS.has(state.tokens[i - 1].norm)) continue;
    let j = i;
    while (free(j + 1) || (state.tokens[j + 1]?.norm === "of" && free(j + 2))) j++;
    const phrase = state.tokens.slice(i, j + 1).map((t) => t.raw).join(" ");
    const column = columns[state.variant.valueColumn % columns.length];
    use(state, ...Array.from({ length: j - i + 1 }, (_, k) => i + k));
    penalize(state, `"${phrase}" matched no sampled value; searched in ${column.display}`, 0.15);
    state.filters.push({ column: column.ref, op: negatedAt(state, i) ? "not_contains" : "contains", value: phrase, phrase, at: i });
    i = j;
  }
}
