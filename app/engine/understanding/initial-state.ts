// The parse state a question starts from: its tokens, cues, dates and time grain, the links chosen, the tables in play.
import { yearColumn } from "../model/years";
import { emptyIR } from "../ir";
import { ADJECTIVE_MEASURES } from "../schema/lexicon";
import { valueKey, type SchemaIndex, type TableInfo } from "../model/schema-index";
import { yesNo } from "./booleans";
import { findCues } from "./find-cues";
import { findDates } from "./dates";
import { findGrain } from "./date-grain";
import { type DateMention } from "./date-calendar";
import { chooseLinks } from "./link-choice";
import { linkAll, type LinkMemo } from "./linking";
import type { Link } from "./link";
import { noChoices, noteTable, type ParseState, type Variant } from "./parse-state";
import { tokenize, type Token } from "./tokens";

export function initialState(
  question: string,
  index: SchemaIndex,
  now: Date,
  variant: Variant,
  seed: TableInfo[],
  memo?: LinkMemo,
): ParseState {
  const tokens = tokenize(question);
  const cues = findCues(tokens);
  const comparisonNumbers = new Set(cues.comparisons.flatMap((c) => [c.numberIndex, c.number2Index ?? -1]));
  // "the last season listed" is the last row's year, not the year before this one
  // "the final year they were 7th", "the first year that …": the year in the last (first) row that qualifies
  const CLAUSE = ["listed", "that", "when", "in", "they", "he", "she", "it", "we", "the", "a", "on", "of", "where"];
  const listed = (d: { tokens: number[] }) =>
    tokens[d.tokens.at(-1)! + 1]?.norm === "listed" ||
    (tokens[d.tokens[0] - 1]?.norm === "the" &&
      d.tokens.length === 2 &&
      ["last", "first"].includes(tokens[d.tokens[0]]?.norm) &&
      CLAUSE.includes(tokens[d.tokens.at(-1)! + 1]?.norm ?? ""));
  // "shows on Thursdays" over a column of day names is that value; a day of the week needs dates to look at
  const dayValue = (d: DateMention) =>
    !!d.weekdays && (!hasTemporal(index) || index.valueWords.has(tokens[d.tokens.at(-1)!].stem));
  const found = findDates(tokens, now);
  // "weekdays vs weekends" compares two groups of days, which no single condition says
  const severalDays = found.filter((d) => d.weekdays).length > 1;
  const dates = found.filter(
    (d) =>
      (!d.tokens.some((t) => comparisonNumbers.has(t)) || d.tokens.length > 2) &&
      !listed(d) &&
      !dayValue(d) &&
      !(d.weekdays && severalDays),
  );
  let grain = findGrain(tokens);
  // "papers per year" over a year number buckets by it; "which year …" there asks for a row's year, not a bucket
  const yearly =
    grain?.grain === "year" &&
    !["which", "what"].includes(tokens[grain.tokens[0]].norm) &&
    index.tables.some((t) => yearColumn(t));
  if (grain && !hasTemporal(index) && !yearly) grain = undefined;
  const blocked = new Set<number>([
    ...dates.filter((d) => d.year === undefined || d.tokens.length > 1).flatMap((d) => d.tokens),
    ...cues.comparisons.flatMap((c) => c.cueTokens),
  ]);
  const dateTokens = new Set(dates.flatMap((d) => d.tokens));
  const comparisonTokens = new Set(cues.comparisons.flatMap((c) => c.cueTokens));
  cues.rowRefs = cues.rowRefs.filter((r) => !r.tokens.some((t) => dateTokens.has(t) || comparisonTokens.has(t)));
  cues.rowRef = cues.rowRefs[0];
  // "number of customers" counts customers; it does not name the customer number key
  const countCue = cues.count?.tokens ?? [];
  // "what share of shipments": the share's word names no table by a synonym ("share" is a part, but not the parts')
  const shareOf = cues.share !== undefined && tokens[cues.share + 1]?.norm === "of" ? cues.share : undefined;
  const allLinks = linkAll(tokens, index, blocked, memo).filter(
    (l) =>
      !(l.kind === "column" && l.column.key && countCue.some((t) => l.start <= t && t < l.end)) &&
      !(shareOf !== undefined && l.start <= shareOf && shareOf < l.end && l.score < 1),
  );
  const cueWords = new Set([
    ...cues.superlatives.flatMap((c) => c.tokens),
    ...tokens.filter((t) => ADJECTIVE_MEASURES[t.norm]).map((t) => t.index),
  ]);
  // "the highest rent" ranks; "highest" alone is no half of a column "highest_floor"
  const cueOnly = (l: Link) =>
    range(l).every((i) => cueWords.has(i)) && (l.kind === "value" ? !l.exact : l.kind === "column" && l.score < 0.9);
  let links = chooseLinks(
    allLinks.filter((l) => !cueOnly(l)),
    tokens,
    index,
  );
  // "monthly price" is a column, "daily price records" a table, not a grain
  if (
    grain &&
    links.some(
      (l) =>
        (l.kind === "column" || l.kind === "table") &&
        l.end - l.start > 1 &&
        grain!.tokens.some((t) => l.start <= t && t < l.end),
    )
  )
    grain = undefined;
  // "visits on each weekday" over rows that hold the weekday itself and no date: that column is the bucket (a year
  // number is bucketed as a year, above)
  if (grain && grain.grain !== "year" && ownBucket(grain.tokens, links)) grain = undefined;
  if (grain) links = links.filter((l) => !grain!.tokens.some((t) => l.start <= t && t < l.end));
  links = dropEntityNouns(links, tokens, cues);
  // "average delay": an aggregate asks for an amount, so a word that is both a coded value and a numeric column's
  // own name ("DLY" beside "dly_min") is the column
  links = links.map((l) => {
    if (l.kind !== "value" || !cues.aggregates.some((a) => a.tokens.at(-1) === l.start - 1 && a.agg !== "count"))
      return l;
    const amount = allLinks.find(
      (c): c is Link & { kind: "column" } =>
        c.kind === "column" &&
        c.start === l.start &&
        c.end === l.end &&
        c.score >= 0.7 &&
        c.column.numeric &&
        !c.column.key,
    );
    return amount ?? l;
  });
  // "ordered from highest to lowest" sorts; its verb names no orders
  // ("include rooms with none": how groups are kept, no rows of its own)
  const sorting = new Set([...(cues.sort?.tokens ?? []), ...(cues.keepEmpty ?? [])]);
  links = links.filter((l) => !range(l).some((i) => sorting.has(i)));
  // "a percentage growth above 15%", "a shooting percentage over .500": percentages held in cells, not a share of rows
  // ("what percentage of …" stays a share unless a column's own name goes on past "of")
  const ofShare = (l: Link) => tokens[cues.share! + 1]?.norm === "of" && l.end <= cues.share! + 1;
  const percentColumn = (l: Link) =>
    l.kind === "column" &&
    !ofShare(l) &&
    ((l.start <= cues.share! && cues.share! < l.end) || (l.end === cues.share && /%|percent/i.test(l.column.display)));
  if (
    cues.share !== undefined &&
    (links.some(percentColumn) || cues.comparisons.some((c) => tokens[c.numberIndex].percent))
  )
    cues.share = undefined;
  // "what share of rides were pooled" beside a yes/no "shared" column: the word asks for the share, it names no flag
  else if (cues.share !== undefined)
    links = links.filter(
      (l) => !(l.kind === "column" && l.start === cues.share && l.end === cues.share + 1 && yesNo(l.column)),
    );
  // "won first place": an ordinal before a numeric ranking column is its value, not the first row
  const rankedNext = (i: number) =>
    links.some(
      (l) =>
        l.kind === "column" &&
        l.start === i &&
        l.column.numeric &&
        /^(place|position|pos|rank|finish)/.test(l.column.column.name),
    );
  cues.rowRefs = cues.rowRefs.filter(
    (r) => !(r.kind === "first" && tokens[r.tokens[0]].ordinal && rankedNext(r.tokens[0] + 1)),
  );
  // "the first names of patients" over a first_name column: part of the column's name, not the first row
  // (or of its sibling: "the first and last names")
  const inName = (t: number) =>
    links.some(
      (l) =>
        l.kind === "column" && (l.end - l.start > 1 || l.coordinated) && l.start <= t && t < l.end && l.score >= 0.9,
    );
  cues.rowRefs = cues.rowRefs.filter((r) => !r.tokens.some(inName));
  cues.superlatives = cues.superlatives.filter((c) => !inName(c.index));
  cues.rowRef = cues.rowRefs[0];
  const consulted = noChoices();
  consulted.dropWeakest = links.length > 1;
  if (variant.dropWeakest && links.length > 1) {
    const weakest = [...links].sort((a, b) => a.score - b.score)[0];
    links = links.filter((l) => l !== weakest);
  }
  const state: ParseState = {
    tokens,
    index,
    cues,
    links,
    allLinks,
    dates,
    grain,
    used: new Set(),
    unexplained: new Set(),
    assigned: new Set(),
    filters: [],
    penalties: [],
    variant,
    consulted,
    now,
    ir: emptyIR(""),
    tables: [...seed],
    measureAt: new Map(),
  };
  for (const link of orderedEvidence(links)) {
    if (link.kind === "table") noteTable(state, link.table);
    else if (link.kind === "column") noteTable(state, link.column.table);
    else if (new Set(link.entries.map((e) => e.column.table)).size === 1)
      noteTable(state, link.entries[0].column.table);
  }
  if (!state.tables.length && index.tables.length === 1) noteTable(state, index.tables[0]);
  return state;
}

/**
 * "which two huts …", "how many crews …": the noun after the question word names what is asked for;
 * a longer value that merely contains it ("Harbour Crews Club") is not a condition.
 */
function dropEntityNouns(links: Link[], tokens: Token[], cues: ReturnType<typeof findCues>): Link[] {
  const lead =
    cues.count?.tokens.at(-1) ?? (cues.wh && ["which", "what"].includes(cues.wh.word) ? cues.wh.index : undefined);
  if (lead === undefined) return links;
  const start = tokens[lead + 1]?.kind === "number" ? lead + 2 : lead + 1;
  return links.filter((l) => {
    // "the number of pylons" may link "of pylons" as one phrase
    if (
      l.kind !== "value" ||
      l.exact ||
      !(l.start === start || (l.start < start && start < l.end && cues.count?.tokens.includes(l.start)))
    )
      return true;
    const words = valueKey(
      tokens
        .slice(l.start, l.end)
        .map((t) => t.raw)
        .join(" "),
    ).split(" ").length;
    return !l.entries.every((e) => e.words.length > 1.6 * words);
  });
}

/** Tables named outright come first, then tables of named columns, then tables holding named values. */
function orderedEvidence(links: Link[]): Link[] {
  const rank = (l: Link) => (l.kind === "table" ? 0 : l.kind === "column" ? 1 : 2);
  return [...links].sort((a, b) => rank(a) - rank(b) || a.start - b.start);
}

function hasTemporal(index: SchemaIndex): boolean {
  return index.columns.some((c) => c.temporal);
}

function range(link: { start: number; end: number }): number[] {
  return Array.from({ length: link.end - link.start }, (_, k) => link.start + k);
}

/** A column the grain's word names outright, on a table with no date, when no other table named has dates. */
function ownBucket(grainTokens: number[], links: Link[]): boolean {
  const own = links.find(
    (l): l is Link & { kind: "column" } =>
      l.kind === "column" && !l.column.temporal && l.score >= 0.9 && grainTokens.some((t) => l.start <= t && t < l.end),
  );
  const dated = (t: TableInfo) => t.columns.some((c) => c.temporal);
  if (!own || dated(own.column.table)) return false;
  const named = links.flatMap((l) => (l.kind === "table" ? [l.table] : l.kind === "column" ? [l.column.table] : []));
  return named.every((t) => t === own.column.table || !dated(t));
}
