// Dimensions: "by country", "per customer", "for each plan" and time grains ("monthly") group the answer.
import type { Dimension, Measure } from "../ir";
import type { ColumnInfo, TableInfo } from "../model/schema-index";
import { childEventTime, eventColumn } from "./date-filters";
import type { Link } from "./link";
import { isYearLike, yearColumn } from "../model/years";
import { linkAfter, noteTable, penalize, type ParseState, use, useLink } from "./parse-state";

const GROUP_STOP = new Set(["the", "a", "an", "each", "every", "their", "its"]);

/** "by country", "per customer", "for each plan", "monthly" → dimensions. */
export function applyDimensions(
  state: ParseState,
  rankingColumn: (link: Link) => boolean,
  measures: Measure[] = [],
): Dimension[] {
  const dims: Dimension[] = [];
  for (const g of state.cues.groupers) {
    if (state.used.has(g)) continue;
    const spread = state.tokens[g].norm === "distribution";
    // "by month and route": the period is the grain's (applyGrain), the column after "and" groups too
    const grainEnd = state.grain?.tokens[0] === g ? state.grain.tokens.at(-1)! : undefined;
    const joined = grainEnd !== undefined && ["and", ","].includes(state.tokens[grainEnd + 1]?.norm ?? "");
    const from = joined ? grainEnd + 1 : g;
    const near = spread ? distributed(state, g) : linkAfter(state, from, ["column", "table"], joined ? 1 : 2);
    const link = spread ? near : (near ?? modified(state, g) ?? rowsOfPhrase(state, g) ?? classOfValues(state, g));
    if (!link) continue;
    if (joined) use(state, from);
    const between = spread ? [] : state.tokens.slice(from + 1, link.start);
    // "for each number of doors": the column holds the number
    const numberOf = between.length === 2 && between[0].norm === "number" && between[1].norm === "of";
    if (near && !numberOf && between.some((t) => !GROUP_STOP.has(t.norm))) continue;
    if (near && numberOf) use(state, ...between.map((t) => t.index));
    // "the average freight per shipment": the rows averaged are the shipments themselves, "per" names no grouping;
    // "the summed fare of every journey": "every" is all of the rows summed, not a group of one row each
    const own = (m: Measure) => m.column?.table === (link as Link & { kind: "table" }).table.name;
    if (
      link.kind === "table" &&
      ((state.tokens[g].norm === "per" && measures.some((m) => m.agg === "avg" && own(m))) ||
        (state.tokens[g].norm === "every" && measures.some((m) => m.agg === "sum" && own(m))))
    ) {
      use(state, g);
      useLink(state, link);
      continue;
    }
    if (link.kind === "column" && rankingColumn(link)) continue;
    // "tracks by composer Ada Lind": a column followed by one of its values names them, it does not group
    const named = state.links.find((l) => l.start === link.end && l.kind === "value");
    if (link.kind === "column" && named?.kind === "value" && named.entries.some((e) => e.column === link.column))
      continue;
    if (state.tokens[g].norm === "by" && link.kind === "column" && link.column.numeric && !link.column.key) {
      const ranking = state.cues.superlatives.length > 0;
      if (ranking) continue;
    }
    const owned = link.kind === "column" ? (nearer(state, link, measures) ?? ownersAttribute(state, link)) : undefined;
    const column = owned ?? (link.kind === "table" ? groupingColumnOf(link.table) : link.column);
    if (!column) continue;
    use(state, g);
    if (state.tokens[g - 1]?.norm === "for") use(state, g - 1);
    if (/^(combination|pair)/.test(state.tokens[g - 1]?.norm ?? "")) use(state, g - 1);
    useLink(state, link);
    noteTable(state, column.table);
    const grain = column.temporal
      ? (state.grain?.grain ?? (column.column.kind === "timestamp" ? "day" : undefined))
      : undefined;
    if (grain && state.grain) use(state, ...state.grain.tokens);
    dims.push({ column: column.ref, grain, alias: grain ? grain : column.column.name });
    // "by depot and grade": the next column joined by "and" is a second dimension
    const joiner = state.tokens[link.end];
    const second =
      joiner && (joiner.norm === "and" || joiner.norm === ",")
        ? linkAfter(state, link.end, ["column", "table"], 1)
        : undefined;
    const secondColumn =
      second?.kind === "column" ? second.column : second?.kind === "table" ? groupingColumnOf(second.table) : undefined;
    if (second && secondColumn && !(secondColumn.numeric && !secondColumn.key && !secondColumn.temporal)) {
      use(state, link.end);
      useLink(state, second);
      noteTable(state, secondColumn.table);
      const g2 = secondColumn.temporal ? (state.grain?.grain ?? "month") : undefined;
      const alias = dims.some((d) => d.alias === secondColumn.column.name)
        ? `${secondColumn.table.name}_${secondColumn.column.name}`
        : secondColumn.column.name;
      dims.push({ column: secondColumn.ref, grain: g2, alias: g2 ?? alias });
    }
  }
  return dims;
}

/**
 * "rowers from each country" where the rowers hold a nationality and the regattas they rowed a country: the word's
 * weaker match in a table the question names (and measures), holding the same kind of values, groups its own rows,
 * not a table reached through others.
 */
function nearer(state: ParseState, link: Link & { kind: "column" }, measures: Measure[]): ColumnInfo | undefined {
  // the rows are a table the question names ("rowers"), not one a previous question or a join brought in
  const named = (t: TableInfo) => state.links.some((l) => l.kind === "table" && l.table === t);
  const measured = measures.find((m) => m.column)?.column?.table;
  if (named(link.column.table) || (measured && link.column.table.name === measured)) return undefined;
  const own = state.allLinks.find(
    (l): l is Link & { kind: "column" } =>
      l.kind === "column" &&
      l.start === link.start &&
      l.end === link.end &&
      named(l.column.table) &&
      (!measured || l.column.table.name === measured) &&
      l.column.text === link.column.text &&
      !l.column.key &&
      sharesValues(l.column, link.column),
  );
  return own?.column;
}

/** Two columns of one kind of value (countries as nationalities and as venues): a sampled value in both. */
function sharesValues(a: ColumnInfo, b: ColumnInfo): boolean {
  const seen = new Set((a.column.sampleValues ?? []).map((v) => v.toLowerCase()));
  return (b.column.sampleValues ?? []).some((v) => seen.has(v.toLowerCase()));
}

/** "the age distribution", "distribution of ages": the column whose values are counted, named before or after. */
function distributed(state: ParseState, g: number): (Link & { kind: "column" }) | undefined {
  const column = (at: (l: Link) => boolean) =>
    state.links.find((l): l is Link & { kind: "column" } => l.kind === "column" && at(l) && !state.assigned.has(l));
  const before = column((l) => l.end === g);
  if (before) return before;
  const first = g + (state.tokens[g + 2]?.norm === "the" ? 3 : 2);
  if (state.tokens[g + 1]?.norm !== "of") return undefined;
  // ("the distribution of students by age": a table's rows are what is distributed, "by" names how)
  if (state.links.some((l) => l.kind === "table" && l.start === first)) return undefined;
  const after = column((l) => l.start === first);
  if (after) for (let k = g + 1; k < first; k++) use(state, k);
  return after;
}

/**
 * "halls per county" where every location reads "County …": a word all of a column's values hold names that column.
 */
function classOfValues(state: ParseState, g: number): (Link & { kind: "column" }) | undefined {
  let at = g + 1;
  while (GROUP_STOP.has(state.tokens[at]?.norm ?? "")) at++;
  const said = state.links.find((l) => l.kind === "value" && l.start === at && l.universal && !state.assigned.has(l));
  const columns = said?.kind === "value" ? new Set(said.entries.map((e) => e.column)) : undefined;
  if (!said || columns?.size !== 1) return undefined;
  return { kind: "column", start: said.start, end: said.end, score: said.score, column: [...columns][0] };
}

/**
 * "how much did each campaign cost": the grouped rows' noun read together with the verb after it as one of their
 * columns (campaign_cost) — the rows are still grouped, by their own label; the column stays what is measured.
 */
function rowsOfPhrase(state: ParseState, g: number): (Link & { kind: "table" }) | undefined {
  const word = state.tokens[g + 1];
  if (!["each", "every", "per"].includes(state.tokens[g].norm) || word?.kind !== "word") return undefined;
  const phrase = state.links.find(
    (l) => l.kind === "column" && l.start === g + 1 && l.end - l.start > 1 && l.column.table.words.includes(word.stem),
  );
  return phrase?.kind === "column"
    ? { kind: "table", start: g + 1, end: g + 2, score: 1, table: phrase.column.table }
    : undefined;
}

/**
 * "for each sales counter", "per bus route": a table's noun after one word the schema does not know, which modifies
 * it — the counters are grouped, the word stays unexplained.
 */
function modified(state: ParseState, g: number): (Link & { kind: "table" }) | undefined {
  const word = state.tokens[g + 1];
  if (
    word?.kind !== "word" ||
    GROUP_STOP.has(word.norm) ||
    state.used.has(word.index) ||
    state.links.some((l) => l.start <= word.index && word.index < l.end)
  )
    return undefined;
  const noun = state.links.find(
    (l): l is Link & { kind: "table" } => l.kind === "table" && l.start === g + 2 && !state.assigned.has(l),
  );
  return noun;
}

/**
 * "for each kind of pastry": the attribute belongs to the table named after "of" — its own column of that word,
 * else what names its rows — not to another table whose column merely shares the word (the shops' "kind").
 */
function ownersAttribute(state: ParseState, link: Link & { kind: "column" }): ColumnInfo | undefined {
  if (state.tokens[link.end]?.norm !== "of") return undefined;
  const owner = linkAfter(state, link.end, ["table"], 1);
  if (owner?.kind !== "table" || owner.table === link.column.table) return undefined;
  const own = state.links.find(
    (l): l is Link & { kind: "column" } =>
      l.kind === "column" && l.start === link.start && l.end === link.end && l.column.table === owner.table,
  );
  const column = own?.column ?? groupingColumnOf(owner.table);
  if (!column || column.key) return undefined;
  use(state, link.end);
  useLink(state, owner);
  return column;
}

export function groupingColumnOf(table: TableInfo): ColumnInfo | undefined {
  return table.labelColumn ?? table.columns.find((c) => c.key && c.column.isPrimaryKey);
}

/** A time grain ("monthly", "by month") adds a dimension on the date column in use. */
export function applyGrain(state: ParseState, dims: Dimension[], centre: TableInfo | undefined) {
  if (!state.grain || dims.some((d) => d.grain)) return;
  const named = state.links.find(
    (l) =>
      l.kind === "column" &&
      l.column.temporal &&
      !state.assigned.has(l) &&
      Math.abs(l.start - state.grain!.tokens.at(-1)!) <= 3,
  );
  // "shipments that left each month in 2026": the buckets are of the date the condition is on
  const filtered = state.filters.find(
    (f) =>
      f.op === "between" &&
      !f.related &&
      f.column.table === centre?.name &&
      centre.columns.some((c) => c.temporal && c.column.name === f.column.column),
  );
  const dated = filtered && centre!.columns.find((c) => c.column.name === filtered.column.column);
  // "the busiest week for parcels returned": of the date the verb names
  const event = centre && eventColumn(state, [centre]);
  const decade = state.grain.grain === "decade";
  const yearly = state.grain.grain === "year" || decade;
  // "members honoured each year": the rows the condition is on (their awards) date the buckets
  const child = centre && childEventTime(state, centre, yearly);
  // an entity's own year ("awards per year" on awards that keep a year; the model lends them no parent's date)
  const ownYear = yearly && !centre?.naturalDate ? yearColumn(centre) : undefined;
  const column =
    named?.kind === "column"
      ? named.column
      : (dated ??
        event ??
        child ??
        ownYear ??
        centre?.naturalDate ??
        state.tables.find((t) => t.naturalDate)?.naturalDate);
  // "papers per year" where the rows hold a year number, not a date: that column is the bucket
  const year =
    column && !column.temporal && isYearLike(column)
      ? column
      : !column && yearly
        ? (yearColumn(centre) ?? state.tables.map(yearColumn).find(Boolean))
        : undefined;
  if (year) {
    use(state, ...state.grain.tokens);
    noteTable(state, year.table);
    dims.unshift({ column: year.ref, grain: decade ? "decade" : "year", alias: decade ? "decade" : year.column.name });
    return;
  }
  if (!column) {
    penalize(state, "no date column for the time grain", 0.2);
    return;
  }
  // an hour of the day is read off a timestamp; a date alone has none (its hour is always 0)
  const timed = (c: ColumnInfo) => c.column.kind === "timestamp";
  const bucketed = state.grain.grain === "hour_of_day" && !timed(column) ? column.table.columns.find(timed) : column;
  if (!bucketed) {
    penalize(state, "no time of day for the hour", 0.5);
    return;
  }
  if (named) useLink(state, named);
  use(state, ...state.grain.tokens);
  noteTable(state, bucketed.table);
  dims.unshift({ column: bucketed.ref, grain: state.grain.grain, alias: state.grain.grain });
}
