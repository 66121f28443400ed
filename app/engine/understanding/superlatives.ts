// Superlatives: "the most", "top 5", "the cheapest", "latest" — what is ranked, by which column, in which direction.
import { amountOfVerbAt, moneyColumnOf, moneyNearest, moneyOfNoun } from "./amounts";
import { SPENDING_VERBS } from "../schema/lexicon-events";
import { infinitive } from "./parts-of-speech";
import { claimEventDate, eventColumn } from "./date-filters";
import { ADJECTIVE_MEASURES, STOP_WORDS } from "../schema/lexicon";
import { holdsDurations } from "../model/durations";
import { holdsYears, yearColumn } from "../model/years";
import { refersTo, type ColumnInfo, type TableInfo } from "../model/schema-index";
import { isPlural, stem } from "../schema/stem";
import type { Superlative } from "./cues";
import type { Link } from "./link";
import { linkAfter, linkBefore, noteTable, type ParseState, use, useLink } from "./parse-state";
import type { Ranking } from "./ranking";
import { timeSpan } from "./spans";
import { headcountColumn } from "./headcounts";

/** The column a superlative ranks by: named after it ("most points"), before it ("points … highest"), or time for "latest". */
export function findRanking(state: ParseState): Ranking | undefined {
  const ranking = rankingOf(state);
  // "the second highest", "the 3rd most": an ordinal right before the cue skips the places above it
  const ordinal = ranking ? state.tokens[ranking.cue.tokens[0] - 1] : undefined;
  if (
    ranking &&
    ordinal?.kind === "number" &&
    ordinal.ordinal &&
    ordinal.value! >= 2 &&
    ordinal.value! <= 20 &&
    ranking.cue.limit === undefined &&
    !state.used.has(ordinal.index)
  ) {
    use(state, ordinal.index);
    for (const l of state.links)
      if (l.kind === "value" && l.start === ordinal.index && l.end === ordinal.index + 1) useLink(state, l);
    ranking.offset = ordinal.value! - 1;
  }
  // "the fastest time" is the smallest time
  const word = ranking ? state.tokens[ranking.cue.index].norm : "";
  if (ranking?.column && SPEED_WORDS[word] && (holdsDurations(ranking.column) || ranking.column.words.includes("time")))
    return { ...ranking, cue: { ...ranking.cue, direction: SPEED_WORDS[word] } };
  // "open the longest", "a member the shortest": a moment ranked by how long ago it was, the earliest longest
  if (ranking?.column && SPAN_WORDS[word] && moment(ranking.column))
    return { ...ranking, cue: { ...ranking.cue, direction: SPAN_WORDS[word] } };
  return ranking?.column && ranksBest(ranking.column)
    ? { ...ranking, cue: { ...ranking.cue, direction: ordinalDirection(state, ranking.cue) } }
    : ranking;
}

const SIZE_WORDS = new Set(["biggest", "largest", "smallest", "priciest", "costliest", "cheapest"]);

/** "the most valuable crate", "the least expensive parcel": rows by their own money total. */
const VALUE_ADJECTIVES = new Set(["expensive", "valuable", "costly", "pricey", "lucrative"]);

const SPEED_WORDS: Record<string, "asc" | "desc"> = { fastest: "asc", quickest: "asc", slowest: "desc" };
const SPAN_WORDS: Record<string, "asc" | "desc"> = { longest: "asc", shortest: "desc" };
/** A date, or the year something happened ("open_year"), not a number of years ("years_working"). */
const moment = (c: ColumnInfo) => c.temporal || (holdsYears(c) && /year(?!s)/i.test(c.column.name));
export const ORDINAL_WORDS = new Set(
  ["rank", "ranking", "position", "place", "pos", "standing", "seed", "placing"].map(stem),
);
const BETTER = new Set(["highest", "higher", "best", "better", "top"]);
const WORSE = new Set(["lowest", "lower", "worst", "worse", "bottom"]);

/**
 * "the largest damaged parcel weight", "the highest refused order total": a value of the same rows may stand between
 * the cue and what it ranks; it stays a condition.
 */
function pastValue(state: ParseState, from: number): (Link & { kind: "column" | "table" }) | undefined {
  const value = state.links.find(
    (l): l is Link & { kind: "value" } => l.kind === "value" && l.start === from + 1 && !state.assigned.has(l),
  );
  const next = value && linkAfter(state, value.end - 1, ["column", "table"], 0);
  const table = next?.kind === "column" ? next.column.table : next?.table;
  return next && value.entries.some((e) => e.column.table === table) ? next : undefined;
}

/** A rank, place or position counts down to the best: 1 is the top. */
export function ranksBest(column: ColumnInfo): boolean {
  return column.numeric && !column.position && column.words.some((w) => ORDINAL_WORDS.has(w));
}

/**
 * "the highest rank" is rank 1, "the worst position" the largest number; other words keep their reading, and so does
 * a rank said as a number ("the lowest rank number" is the smallest).
 */
function ordinalDirection(state: ParseState, cue: Superlative): "asc" | "desc" {
  const word = state.tokens[cue.index].norm;
  const asNumber = state.tokens.slice(cue.index + 2, cue.index + 4).some((t) => /^numbers?$/.test(t.norm));
  if (asNumber) return cue.direction;
  if (BETTER.has(word)) return "asc";
  if (WORSE.has(word)) return "desc";
  return cue.direction;
}

function rankingOf(state: ParseState): Ranking | undefined {
  const cue = state.cues.superlatives.find((s) => !state.used.has(s.index));
  if (!cue) return undefined;
  use(state, ...cue.tokens);
  // "top 2": the limit is no value to match as well
  for (const l of state.links)
    if (
      l.kind === "value" &&
      cue.tokens.includes(l.start) &&
      l.end - l.start === 1 &&
      state.tokens[l.start].kind === "number"
    )
      useLink(state, l);
  if (state.tokens[cue.index + 1]?.norm === "recent") use(state, cue.index + 1);
  const percent = percentColumn(state, cue.tokens.at(-1)! + 1);
  if (percent) return { cue, column: percent };
  const people = headcountColumn(
    state,
    cue.tokens.at(-1)! + 1,
    state.tables.length ? state.tables : state.index.tables,
  );
  if (people) {
    use(state, cue.tokens.at(-1)! + 1);
    noteTable(state, people.table);
    return { cue, column: people };
  }
  const valued = VALUE_ADJECTIVES.has(state.tokens[cue.index + 1]?.norm ?? "");
  const from = valued ? cue.index + 1 : cue.tokens.at(-1)!;
  const after = linkAfter(state, from, ["column", "table"], 3) ?? pastValue(state, from);
  // "the largest bill": a size word names the bill's own measure, never another table's (a song's file size)
  const sized =
    after?.kind === "table" && (valued || SIZE_WORDS.has(state.tokens[cue.index].norm)) && after.table.valueColumn;
  const implied = adjectiveMeasure(state, cue, sized ? [after.table] : undefined);
  // "which client paid the most", "who spent least": the amount the verb before the cue names, when nothing follows;
  // "the most money": the money the rows are named with
  // ("donated the most money": the verb's own amount first)
  const money = implied || sized ? undefined : moneyOfNoun(state, cue.tokens.at(-1)! + 1);
  const spent = implied || sized || money ? undefined : spentOn(state, cue, after);
  if (spent && after) useLink(state, after);
  const verbed = (implied || sized || (after && !money) ? undefined : verbBefore(state, cue)) ?? money ?? spent;
  if (verbed) {
    use(state, verbed.at);
    noteTable(state, verbed.column.table);
    return { cue, column: verbed.column };
  }
  const span =
    implied || sized || (after?.kind === "column" && (after.column.numeric || holdsDurations(after.column)))
      ? undefined
      : timeSpan(state, cue);
  if (span) return span;
  if (implied && !(after?.kind === "column" && after.column.numeric)) {
    if (after) useLink(state, after);
    const entity = after?.kind === "column" && after.column !== implied ? after.column : undefined;
    if (entity) noteTable(state, entity.table);
    const direction = ADJECTIVE_MEASURES[state.tokens[cue.index].norm]?.direction ?? cue.direction;
    return {
      cue: { ...cue, direction },
      column: implied,
      entity,
      entityTable: after?.kind === "table" ? after.table : undefined,
    };
  }
  // "the transmitter with the most kW": a unit written inside the values of one numeric column names that column
  const unit = after
    ? undefined
    : (linkAfter(state, cue.tokens.at(-1)!, ["value"], 2) as (Link & { kind: "value" }) | undefined);
  const unitColumn = unit && !unit.exact && unit.end - unit.start === 1 ? unit.entries[0].column : undefined;
  if (unit && unitColumn?.numericText && unit.entries.every((e) => e.column === unitColumn)) {
    useLink(state, unit);
    noteTable(state, unitColumn.table);
    return { cue, column: unitColumn };
  }
  // "the most deliveries" over a delivery date counts the deliveries: no one ranks by the most dates
  const counted =
    ["most", "fewest", "least"].includes(state.tokens[cue.index].norm) &&
    after?.kind === "column" &&
    after.column.temporal &&
    isPlural(state.tokens[after.end - 1].norm);
  if (counted) {
    useLink(state, after);
    noteTable(state, after.column.table);
    return { cue, countTable: after.column.table };
  }
  if (after?.kind === "column" && (after.column.numeric || after.column.temporal || holdsDurations(after.column))) {
    useLink(state, after);
    noteTable(state, after.column.table);
    // "the 4 parcels with the highest weight": the rows ranked are named between the size and the cue
    const named = state.links.find(
      (l): l is Link & { kind: "table" } =>
        l.kind === "table" &&
        l.start > cue.tokens[0] &&
        l.end <= cue.index &&
        l.table === after.column.table &&
        !state.assigned.has(l),
    );
    if (named) useLink(state, named);
    return { cue, column: after.column, entityTable: named?.table };
  }
  // "the 3 shops with the most deliveries", "top 3 … with the highest number of deliveries": the rows after the cue are
  // counted, the entity came before it
  const counts =
    ["most", "fewest", "least"].includes(state.tokens[cue.index].norm) ||
    cue.tokens.some((i) => ["number", "count"].includes(state.tokens[i].norm));
  // ("the 3 countries with the most races": a column named before the cue is what the counted rows are grouped by)
  const countedAfter =
    counts &&
    after?.kind === "table" &&
    state.links.some(
      (l) =>
        l.end <= cue.index &&
        ((l.kind === "table" && l.table !== after.table) ||
          (l.kind === "column" && !l.column.numeric && !l.column.key && !l.column.temporal)),
    );
  // ("the 5 newest customers" ranks customers by their date, below)
  const dated = cue.temporal && after?.kind === "table";
  if (
    (after && cue.limit !== undefined && !countedAfter && !dated) ||
    (after?.kind === "column" && !cue.temporal && !state.cues.wh)
  ) {
    // "top 5 products by revenue": the entity follows the cue, the measure follows "by"
    useLink(state, after!);
    const entity = after!.kind === "column" ? after!.column : undefined;
    const entityTable = after!.kind === "table" ? after!.table : undefined;
    if (entityTable) noteTable(state, entityTable);
    if (entity) noteTable(state, entity.table);
    const by = state.tokens.findIndex((t, i) => i > after!.end - 1 && ["by", "in", "with", "for"].includes(t.norm));
    const measure = by >= 0 ? linkAfter(state, by, ["column", "table"], 2) : undefined;
    if (measure) {
      use(state, by);
      useLink(state, measure);
      if (measure.kind === "column") return { cue, entity, entityTable, column: measure.column };
      noteTable(state, measure.table);
    }
    return { cue, entity, entityTable };
  }
  if (after?.kind === "table") {
    useLink(state, after);
    noteTable(state, after.table);
    // "the first subscription cancelled": the date of the event the verb names, which also says it happened
    const event = cue.temporal ? claimEventDate(state, after.table) : undefined;
    if (event) return { cue, column: event, entityTable: after.table };
    // "the latest signup": the newest row by its date; "the newest branch": by the year it holds
    const dated = cue.temporal ? (after.table.naturalDate ?? yearColumn(after.table)) : undefined;
    if (dated) return { cue, column: dated, entityTable: after.table };
    // "the biggest invoice", "the smallest order": rows of the table by their own money total
    if (
      (SIZE_WORDS.has(state.tokens[cue.index].norm) || valued) &&
      after.table.valueColumn &&
      cue.limit === undefined
    ) {
      if (valued) use(state, cue.index + 1);
      return { cue, column: after.table.valueColumn, entityTable: after.table };
    }
    // "the busiest doctor": the one most dated rows point at (appointments), not a count of doctors
    const events = state.tokens[cue.index].norm === "busiest" ? eventRows(state, after.table) : undefined;
    if (events) {
      noteTable(state, events);
      return { cue, countTable: events };
    }
    return { cue, countTable: after.table };
  }
  if (cue.temporal) {
    // "who was hired most recently": the verb names the date, and with it the rows
    const event = eventColumn(state, state.tables.length ? state.tables : state.index.tables);
    if (event) {
      claimEventDate(state, event.table);
      noteTable(state, event.table);
      return { cue, column: event, entityTable: event.table };
    }
    const table = state.tables[0] ?? state.index.tables[0];
    const date = table?.naturalDate ?? table?.columns.find((c) => c.words.includes("year") || c.words.includes("date"));
    if (date) return { cue, column: date };
    if (table?.position) return { cue, position: true };
  }
  const before = linkBefore(state, cue.tokens[0], ["column"], 2);
  // "which season had the most trophies": the column asked for is what is grouped, not what is ranked
  const asked =
    before &&
    (state.cues.wh?.word === "which" || state.cues.wh?.word === "what") &&
    before.start === state.cues.wh.index + 1;
  if (before?.kind === "column" && before.column.numeric && !before.column.key && !asked) {
    useLink(state, before);
    noteTable(state, before.column.table);
    return { cue, column: before.column };
  }
  return { cue };
}

/** "the largest percentage of renters": a column holding percentages is ranked, no share of rows is computed. */
function percentColumn(state: ParseState, at: number): ColumnInfo | undefined {
  if (!["percentage", "percent", "share", "proportion"].includes(state.tokens[at]?.norm ?? "")) return undefined;
  const link = linkAfter(state, at, ["column"], 2);
  if (link?.kind !== "column" || !link.column.numeric) return undefined;
  const sample = link.column.column.sampleValues ?? [];
  if (
    !link.column.words.some((w) => w.startsWith("percent")) &&
    !(sample.length && sample.filter((v) => v.includes("%")).length >= sample.length * 0.5)
  )
    return undefined;
  use(state, at);
  useLink(state, link);
  noteTable(state, link.column.table);
  if (state.cues.share === at) state.cues.share = undefined;
  return link.column;
}

/** "cheapest" ranks by a price-like column of the tables in play. */
function adjectiveMeasure(state: ParseState, cue: Superlative, within?: TableInfo[]): ColumnInfo | undefined {
  const word = state.tokens[cue.index].norm;
  const following = state.tokens[cue.index + 1]?.norm ?? "";
  const key = ADJECTIVE_MEASURES[word]
    ? word
    : word === "most" || word === "least"
      ? superlativeOf(following)
      : undefined;
  // "the largest number of countries" ranks by a count: the adjective measures the number, not the rows
  const counted = cue.tokens.some((i) => ["number", "count"].includes(state.tokens[i].norm));
  if (!key || counted) return undefined;
  const entry = ADJECTIVE_MEASURES[key];
  if (key === following) {
    use(state, cue.index + 1);
    if (word === "least") entry.direction === "desc" ? (cue.direction = "asc") : (cue.direction = "desc");
  }
  const find = (tables: TableInfo[]) => {
    for (const word of entry.words) {
      const column = tables
        .flatMap((t) => t.columns)
        .find((c) => (c.numeric || holdsDurations(c)) && !c.key && !c.position && c.words.includes(stem(word)));
      if (column) return column;
    }
    return undefined;
  };
  // "which voyage lasted the longest": the length is its legs', in another table of the schema
  // only when the adjective ends the question: "the 3 largest stalls by takings" names its measure
  const last = state.tokens.slice(cue.index + 1).every((t) => t.kind === "punct" || STOP_WORDS.has(t.norm));
  // "which church is the oldest" where churches keep the year they opened: that year, not a member's age elsewhere
  const dated =
    cue.temporal &&
    state.tables.some(
      (t) => t.naturalDate || t.columns.some((c) => c.words.includes("year") || c.words.includes("date")),
    );
  // "the tallest contestant" where each contestant points at the person it is: the height is that person's
  // (only the subject's own pointers: a table met on the way to a measure named elsewhere is no thing being ranked)
  const subject = state.tables[0];
  const pointedAt = () =>
    subject ? state.index.tables.filter((r) => !state.tables.includes(r) && refersTo(subject, r)) : [];
  return (
    find(within ?? (state.tables.length ? state.tables : state.index.tables)) ??
    (within || dated ? undefined : find(pointedAt())) ??
    (within || !last || dated ? undefined : find(state.index.tables))
  );
}

/** "most populous", "least tall": the adjective after most/least, in its lexicon form ("tall" → "tallest"). */
function superlativeOf(word: string): string | undefined {
  const forms = [word, `${word}est`, `${word}st`, `${word}${word.at(-1)}est`, `${word.slice(0, -1)}iest`];
  return forms.find((f) => word.length > 2 && ADJECTIVE_MEASURES[f]);
}

/** The dated table with the most rows among those whose key points at `table` ("appointments" for doctors). */
function eventRows(state: ParseState, table: TableInfo): TableInfo | undefined {
  const pointing = state.index.tables.filter((t) => t !== table && t.naturalDate && refersTo(t, table));
  return pointing.sort((a, b) => b.table.rowEstimate - a.table.rowEstimate)[0];
}

/** The amount column a verb right before "the most"/"the least" names ("paid the most": amount_paid). */
function verbBefore(state: ParseState, cue: Superlative): { at: number; column: ColumnInfo } | undefined {
  if (!["most", "least"].includes(state.tokens[cue.index].norm)) return undefined;
  // "booked the most times" counts the rows
  if (["times", "often", "frequently"].includes(state.tokens[cue.index + 1]?.norm ?? "")) return undefined;
  let at = cue.index - 1;
  if (state.tokens[at]?.norm === "the") at--;
  const column = at < 0 ? undefined : amountOfVerbAt(state, at);
  return column && { at, column };
}

/**
 * "who spent the most on rentals", "which club paid the least for transfers": the money of the rows named after; "which
 * owner spent the most?": of the rows nearest to them.
 */
function spentOn(
  state: ParseState,
  cue: Superlative,
  after: Link | undefined,
): { at: number; column: ColumnInfo } | undefined {
  let at = cue.index - 1;
  if (state.tokens[at]?.norm === "the") at--;
  if (!SPENDING_VERBS.has(infinitive(state.tokens[at]?.norm ?? ""))) return undefined;
  // ("which owner spent the most?": the money nearest to the one who spent it, when nothing else is said)
  const named = after?.kind === "table" && ["on", "for"].includes(state.tokens[after.start - 1]?.norm ?? "");
  const closes = state.tokens.slice(cue.index + 1).every((t) => t.kind === "punct");
  const column = named ? moneyColumnOf(after.table) : closes ? moneyNearest(state, at) : undefined;
  return column && { at, column };
}
