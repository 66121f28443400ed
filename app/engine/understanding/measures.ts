// Measures and dimensions: count / sum / average / min / max, "per" and "by" groupings, time grains.
import type { Aggregate, Dimension, Measure } from "../plan/ir";
import type { Link } from "./linking";
import { isYearLike, linkAfter, linkBefore, noteTable, penalize, type ParseState, use, useLink } from "./parse-state";
import { valueKey, type ColumnInfo, type TableInfo } from "../schema/schema-index";
import { dict, stem } from "../schema/stem";
import { STOP_WORDS } from "../schema/lexicon";

export function measureAlias(agg: Aggregate | undefined, column?: ColumnInfo, table?: TableInfo): string {
  if (!agg) return column!.column.name;
  if (agg === "count") return table && !column ? `${table.name}_count`.replace(/s_count$/, "_count") : "count";
  const name = column?.column.name ?? "rows";
  const prefix = { count_distinct: "distinct", sum: "total", avg: "average", min: "min", max: "max" }[agg];
  return name.startsWith(`${prefix}_`) ? name : `${prefix}_${name}`;
}

function yearOrKey(column: ColumnInfo): boolean {
  // "Seasons" and "Season tickets" hold how many; "Season" and "Year" name one
  const counts = /(^|_)(years|seasons)($|_)/.test(column.column.name.toLowerCase()) || (column.words.length > 1 && !["year", "season"].includes(column.words.at(-1)!) && (column.column.kind !== "text" || column.numericText));
  const sample = column.column.sampleValues ?? [];
  const years = sample.length > 0 && sample.filter((v) => /^\s*(1[5-9]|20)\d\d/.test(v)).length >= sample.length * 0.8;
  return column.key || ((!counts || years) && (column.words.includes("year") || column.words.includes("season"))) || column.words.includes("id");
}

const NUMBERING_WORDS = new Set(["no", "number", "num", "rank", "pos", "position", "place", "seed", "pick", "order", "round", "stage", "week", "episode", "game", "match", "heat", "lane", "constituency", "district", "ward", "precinct", "track"].map(stem));

/** A whole-number column that numbers things ("Pos", "Week", "Constituency"): "how many weeks" counts them, summing them means nothing. */
function numbering(column: ColumnInfo): boolean {
  const name = column.column.name.toLowerCase();
  // "Matches" or "Games" holds how many; "Match" or "Game" numbers them
  const plural = name !== "pos" && /[^s]s$/.test(name);
  return column.column.kind === "integer" && column.words.length === 1 && NUMBERING_WORDS.has(column.words[0]) && !plural;
}

/** "how many orders" → count rows of orders; "how many goals" → sum of goals; "how many countries" → distinct. */
export function applyCount(state: ParseState): Measure | undefined {
  const cue = state.cues.count;
  if (!cue) return undefined;
  // "employee count" names a column
  if (state.links.some((l) => l.kind === "column" && l.start < cue.tokens[0] && cue.tokens[0] < l.end)) return undefined;
  // "the enrollment number of Alder College": a column named right before "number of" is the value asked for
  if (state.tokens[cue.tokens.at(-1)!].norm === "of" && state.links.some((l) => l.kind === "column" && l.end === cue.tokens[0] && !l.column.key)) {
    use(state, ...cue.tokens);
    return undefined;
  }
  use(state, ...cue.tokens);
  const last = cue.tokens.at(-1)!;
  const distinctCue = state.cues.distinct !== undefined && state.cues.distinct > last && state.cues.distinct <= last + 2;
  if (distinctCue) use(state, state.cues.distinct!);
  let next = cue.times ? undefined : linkAfter(state, distinctCue ? state.cues.distinct! : last, ["table", "column"], 2);
  // "how many total gold medals" over columns Total and Gold: "total" only says the golds are added up
  const after = next?.kind === "column" && next.end - next.start === 1 && state.tokens[next.start].norm === "total" ? state.links.find((l): l is Link & { kind: "column" } => l.kind === "column" && l.start === next!.end && !state.assigned.has(l) && l.column.numeric) : undefined;
  if (after && next) {
    use(state, next.start);
    next = after;
  }
  // "how many huts are in Norway": the counted noun is not a condition, even if some long value mentions it
  const counted = next ? undefined : linkAfter(state, last, ["value"], 0);
  const span = counted ? valueKey(state.tokens.slice(counted.start, counted.end).map((t) => t.raw).join(" ")).split(" ").length : 0;
  if (counted?.kind === "value" && !counted.exact && counted.entries.every((e) => e.words.length > 1.6 * span)) {
    state.links = state.links.filter((l) => l !== counted);
    use(state, ...Array.from({ length: counted.end - counted.start }, (_, k) => counted.start + k));
  }
  // an unlinked noun right after the cue is what is counted, not a phrase to search for
  const noun = state.tokens[last + 1];
  const cueWord = (i: number) => state.cues.aggregates.some((a) => a.tokens.includes(i)) || state.cues.superlatives.some((s) => s.tokens.includes(i));
  if (!next && noun?.kind === "word" && !cueWord(noun.index) && !state.links.some((l) => l.start <= noun.index && noun.index < l.end)) use(state, noun.index);
  // "how many gold medals": the column named after a counted value is the value's own column
  const valueColumn = linkAfter(state, last, ["value"], 0);
  const named = valueColumn?.kind === "value" ? state.links.find((l) => l.kind === "column" && l.start === valueColumn.end) : undefined;
  if (valueColumn?.kind === "value" && named?.kind === "column" && valueColumn.entries.some((e) => e.column === named.column)) useLink(state, named);
  // "how many gold medals" over a gold column: the unit noun after the counted column says nothing more
  const unit = next?.kind === "column" ? state.tokens[next.end] : undefined;
  if (unit?.kind === "word" && !STOP_WORDS.has(unit.norm) && !cueWord(unit.index) && !OUTCOME_WORDS[unit.norm] && !state.links.some((l) => l.start <= unit.index && unit.index < l.end)) use(state, unit.index);
  if (next?.kind === "table") {
    useLink(state, next);
    noteTable(state, next.table);
    return { agg: "count", alias: measureAlias("count", undefined, next.table) };
  }
  if (next?.kind === "column") {
    const column = next.column;
    useLink(state, next);
    noteTable(state, column.table);
    // "how many legs" over a column "Leg": a plural asked of a singular name counts what the numbers identify
    const said = state.tokens[next.end - 1];
    const identifies = (column.column.kind === "integer" || column.column.kind === "decimal") && column.words.length === 1 && column.words[0] === said.stem && said.norm !== said.stem && /s$/.test(said.norm) && !/[^s]s$/.test(column.column.name.toLowerCase());
    if (identifies && !distinctCue) return { agg: "count_distinct", column: column.ref, alias: `distinct_${column.column.name}` };
    if (column.numeric && !yearOrKey(column) && !numbering(column) && !state.variant.countRows && !distinctCue) {
      return { agg: "sum", column: column.ref, alias: measureAlias("sum", column) };
    }
    // "how many constituencies" over numbered rows: each number once, however many rows share it
    if (numbering(column)) return { agg: "count_distinct", column: column.ref, alias: `distinct_${column.column.name}` };
    if (distinctCue || column.text || yearOrKey(column)) {
      // in a spreadsheet each row is usually one thing; a column that repeats ("how many clubs") counts its values
      const repeats = column.distinct !== undefined && column.distinct <= column.table.table.rowEstimate * 0.6;
      // "how many years does the sheet cover": each year once, however many rows it has
      const years = isYearLike(column) && !column.key;
      if (column.table.position && !distinctCue && !repeats && !years) return { agg: "count", alias: "count" };
      return { agg: "count_distinct", column: column.ref, alias: `distinct_${column.column.name}` };
    }
  }
  return { agg: "count", alias: "count" };
}

/** "total revenue", "average order value", "maximum price". */
export function applyAggregates(state: ParseState): Measure[] {
  const measures: Measure[] = [];
  for (const cue of state.cues.aggregates) {
    if (state.used.has(cue.index)) continue;
    // "order total" names a column; "total revenue" linked as one phrase still sums it
    const inside = state.links.find((l) => l.kind === "column" && l.start <= cue.index && cue.index < l.end);
    if (inside && inside.start !== cue.index) continue;
    const phrase = inside && inside.end - inside.start > 1 && !state.assigned.has(inside) ? inside : undefined;
    const next = phrase ?? linkAfter(state, cue.tokens.at(-1)!, ["column", "table"], 3) ?? trailingMeasure(state, cue.index);
    if (next?.kind === "table") {
      use(state, ...cue.tokens);
      useLink(state, next);
      noteTable(state, next.table);
      // "total payments" sums the table's amount when it has one; otherwise rows are counted
      const amount = cue.agg === "sum" ? moneyColumnOf(next.table) : undefined;
      measures.push(amount ? { agg: "sum", column: amount.ref, alias: measureAlias("sum", amount) } : { agg: "count", alias: measureAlias("count", undefined, next.table) });
      continue;
    }
    if (next?.kind !== "column") {
      // "the total amount of trustees who are farmers", "the total of clay and carpet courts": rows are counted
      const of = totalOf(state, cue.index);
      if (of !== undefined && !measures.length && !state.cues.count) {
        use(state, ...cue.tokens, ...range(cue.index + 1, of + 1));
        measures.push({ agg: "count", alias: "count" });
      }
      continue;
    }
    use(state, ...cue.tokens);
    useLink(state, next);
    noteTable(state, next.column.table);
    const column = next.column;
    let agg = cue.agg;
    // "the total of teams": a column of names is counted as "the number of teams" would be
    if (agg === "sum" && ["total", "sum"].includes(state.tokens[cue.index].norm) && column.text && !column.numericText && !mostlyNumbers(column)) {
      const repeats = column.distinct !== undefined && column.distinct <= column.table.table.rowEstimate * 0.6;
      measures.push(column.table.position && !repeats ? { agg: "count", alias: "count" } : { agg: "count_distinct", column: column.ref, alias: `distinct_${column.column.name}` });
      continue;
    }
    if ((agg === "sum" || agg === "avg") && !column.numeric) {
      agg = "count_distinct";
      penalize(state, `${column.display} is not numeric`, 0.1);
    }
    measures.push({ agg, column: column.ref, alias: measureAlias(agg, column) });
  }
  return measures;
}

const COMBINING = new Set(["combined", "plus", "together", "altogether", "sum"]);

/** "the wins and draws combined", "the sum of the home tally and the away tally": one total over both columns. */
export function combineSums(state: ParseState, measures: Measure[]): Measure[] {
  // "how many male and female speakers": one number over the two columns named side by side
  const only = measures.length === 1 && measures[0].agg === "sum" && !measures[0].where && !measures[0].share && state.cues.count ? measures[0] : undefined;
  const own = only && state.links.find((l) => l.kind === "column" && state.assigned.has(l) && l.column.ref.column === only.column?.column && l.column.ref.table === only.column?.table);
  const partner = own && state.tokens[own.end]?.norm === "and" ? state.links.find((l): l is Link & { kind: "column" } => l.kind === "column" && l.start === own.end + 1 && !state.assigned.has(l) && l.column.numeric && !l.column.key && !l.column.position && l.column.table.name === only!.column!.table) : undefined;
  if (only && partner && partner.column.ref.column !== only.column!.column) {
    useLink(state, partner);
    use(state, own!.end);
    return [{ ...only, plus: [partner.column.ref], alias: "combined_total" }];
  }
  if (measures.length < 2 || !measures.every((m) => m.agg === "sum" && m.column && !m.where && !m.share && !m.plus)) return measures;
  if (!state.tokens.some((t) => COMBINING.has(t.norm))) return measures;
  const [first, ...rest] = measures;
  const columns = new Set(measures.map((m) => `${m.column!.table}.${m.column!.column}`));
  if (columns.size !== measures.length) return measures;
  return [{ ...first, plus: rest.map((m) => m.column!), alias: "combined_total" }];
}

/** "total of …", "total amount of …", "total number of …" before a noun (not a number): the index of "of". */
function totalOf(state: ParseState, at: number): number | undefined {
  if (!["total", "sum"].includes(state.tokens[at].norm)) return undefined;
  let i = at + 1;
  if (["amount", "count"].includes(state.tokens[i]?.norm)) i++;
  if (state.tokens[i]?.norm !== "of") return undefined;
  let j = i + 1;
  while (["the", "all"].includes(state.tokens[j]?.norm)) j++;
  const noun = state.tokens[j];
  if (!noun || noun.kind === "number" || noun.kind === "punct") return undefined;
  if (state.links.some((l) => l.start <= j && j < l.end && l.kind !== "value")) return undefined;
  return i;
}

function mostlyNumbers(column: ColumnInfo): boolean {
  const sample = column.column.sampleValues ?? [];
  return sample.length > 0 && sample.filter((v) => /^\s*[-–—]?\s*[\d$.,]/.test(v) || /^\s*[-–—]\s*$/.test(v)).length >= sample.length * 0.6;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);
}

/** "the price of A and B combined": a closing "combined" sums the numeric column named earlier. */
function trailingMeasure(state: ParseState, at: number): Link | undefined {
  if (!["combined", "altogether", "together"].includes(state.tokens[at].norm)) return undefined;
  return [...state.links].reverse().find((l) => l.kind === "column" && l.end <= at && !state.assigned.has(l) && l.column.numeric && !l.column.key);
}

const GROUP_STOP = new Set(["the", "a", "an", "each", "every", "their", "its"]);

/** "by country", "per customer", "for each plan", "monthly" → dimensions. */
export function applyDimensions(state: ParseState, rankingColumn: (link: Link) => boolean): Dimension[] {
  const dims: Dimension[] = [];
  for (const g of state.cues.groupers) {
    if (state.used.has(g)) continue;
    let link = linkAfter(state, g, ["column", "table"], 2);
    if (!link) continue;
    if (state.tokens.slice(g + 1, link.start).some((t) => !GROUP_STOP.has(t.norm))) continue;
    if (link.kind === "column" && rankingColumn(link)) continue;
    if (state.tokens[g].norm === "by" && link.kind === "column" && link.column.numeric && !link.column.key) {
      const ranking = state.cues.superlatives.length > 0;
      if (ranking) continue;
    }
    const column = link.kind === "table" ? groupingColumnOf(link.table) : link.column;
    if (!column) continue;
    use(state, g);
    if (state.tokens[g - 1]?.norm === "for") use(state, g - 1);
    useLink(state, link);
    noteTable(state, column.table);
    const grain = column.temporal ? state.grain?.grain ?? (column.column.kind === "timestamp" ? "day" : undefined) : undefined;
    if (grain && state.grain) use(state, ...state.grain.tokens);
    dims.push({ column: column.ref, grain, alias: grain ? grain : column.column.name });
    // "by depot and grade": the next column joined by "and" is a second dimension
    const joiner = state.tokens[link.end];
    const second = joiner && (joiner.norm === "and" || joiner.norm === ",") ? linkAfter(state, link.end, ["column", "table"], 1) : undefined;
    const secondColumn = second?.kind === "column" ? second.column : second?.kind === "table" ? groupingColumnOf(second.table) : undefined;
    if (second && secondColumn && !(secondColumn.numeric && !secondColumn.key && !secondColumn.temporal)) {
      use(state, link.end);
      useLink(state, second);
      noteTable(state, secondColumn.table);
      const g2 = secondColumn.temporal ? state.grain?.grain ?? "month" : undefined;
      const alias = dims.some((d) => d.alias === secondColumn.column.name) ? `${secondColumn.table.name}_${secondColumn.column.name}` : secondColumn.column.name;
      dims.push({ column: secondColumn.ref, grain: g2, alias: g2 ?? alias });
    }
  }
  return dims;
}

export function groupingColumnOf(table: TableInfo): ColumnInfo | undefined {
  return table.labelColumn ?? table.columns.find((c) => c.key && c.column.isPrimaryKey);
}

/** A time grain ("monthly", "by month") adds a dimension on the date column in use. */
export function applyGrain(state: ParseState, dims: Dimension[], centre: TableInfo | undefined) {
  if (!state.grain || dims.some((d) => d.grain)) return;
  const named = state.links.find((l) => l.kind === "column" && l.column.temporal && !state.assigned.has(l) && Math.abs(l.start - state.grain!.tokens.at(-1)!) <= 3);
  const column = named?.kind === "column" ? named.column : centre?.naturalDate ?? state.tables.find((t) => t.naturalDate)?.naturalDate;
  if (!column) {
    penalize(state, "no date column for the time grain", 0.2);
    return;
  }
  if (named) useLink(state, named);
  use(state, ...state.grain.tokens);
  noteTable(state, column.table);
  dims.unshift({ column: column.ref, grain: state.grain.grain, alias: state.grain.grain });
}

/** A column named before "by/per" with no aggregate word ("sales by depot") is summed. */
export function impliedMeasure(state: ParseState): Measure | undefined {
  const g = state.cues.groupers.find((i) => state.used.has(i));
  if (g === undefined) return undefined;
  const before = linkBefore(state, g, ["column", "table"], 2);
  // "MRR of active subscriptions by plan": the amount named first is measured over the rows named after it
  const named = before?.kind === "table" ? state.links.find((l) => l.kind === "column" && l.start < before.start && !state.assigned.has(l) && l.column.numeric && !l.column.key && !l.column.temporal && l.column.table === before.table) : undefined;
  if (named?.kind === "column") {
    useLink(state, named);
    useLink(state, before!);
    noteTable(state, named.column.table);
    return { agg: "sum", column: named.column.ref, alias: measureAlias("sum", named.column) };
  }
  if (before?.kind === "table") {
    useLink(state, before);
    noteTable(state, before.table);
    return { agg: "count", alias: measureAlias("count", undefined, before.table) };
  }
  if (before?.kind === "column" && before.column.numeric && !before.column.key) {
    useLink(state, before);
    noteTable(state, before.column.table);
    return { agg: "sum", column: before.column.ref, alias: measureAlias("sum", before.column) };
  }
  return undefined;
}

const MONEY_WORDS = new Set(["amount", "total", "revenue", "price", "sale", "value", "mrr", "fee", "cost"].map(stem));

/** The one column of a table that reads as its money amount ("amount", "total"), if exactly one does. */
export function moneyColumnOf(table: TableInfo): ColumnInfo | undefined {
  const money = table.columns.filter((c) => c.numeric && !c.key && c.words.some((w) => MONEY_WORDS.has(w)));
  return money.length === 1 ? money[0] : undefined;
}

/** "Quarterly sales", "sales so far this year": a numeric column named with no aggregate word is summed. */
export function bareMeasure(state: ParseState): Measure | undefined {
  const link = state.links.find((l) => l.kind === "column" && !state.assigned.has(l) && l.column.numeric && !l.column.key && !l.column.numericText && !yearOrKey(l.column) && !isYearLike(l.column));
  if (link?.kind !== "column") return undefined;
  const hasRowFilter = state.links.some((l) => l.kind === "value");
  if (hasRowFilter && !state.grain && !state.dates.length && link.column.table.position) return undefined;
  useLink(state, link);
  noteTable(state, link.column.table);
  return { agg: "sum", column: link.column.ref, alias: measureAlias("sum", link.column) };
}

/** "how many metres": the symbols a sheet writes the unit with ("109 m", "Height (ft)"). */
const UNIT_SYMBOLS: Record<string, string[]> = dict({
  metres: ["m"], meters: ["m"], metre: ["m"], meter: ["m"], kilometres: ["km"], kilometers: ["km"], km: ["km"],
  feet: ["ft"], foot: ["ft"], miles: ["mi"], mile: ["mi"], inches: ["in"], kilograms: ["kg"], kilos: ["kg"],
  pounds: ["lb", "lbs"], tons: ["t"], tonnes: ["t"], seconds: ["s", "sec"], minutes: ["min"], hours: ["h", "hr"],
});

/**
 * "How many medals did Pike Double win?": counting the one row a unique name picks out means nothing;
 * the answer is a number in that row, in the column the counted noun names (by its unit or its name) or the total.
 */
export function cellInsteadOfCount(state: ParseState, measures: Measure[]): void {
  const cue = state.cues.count;
  const at = measures.findIndex((m) => m.agg === "count" && !m.column);
  if (!cue || cue.times || at < 0 || measures.length > 1 || !state.filters.length) return;
  const unique = (c: ColumnInfo | undefined) => !!c && c.distinct !== undefined && c.table.table.rowEstimate >= 4 && c.distinct >= c.table.table.rowEstimate * 0.9;
  const columns = state.filters.map((f) => state.index.columns.find((c) => c.ref.table === f.column.table && c.ref.column === f.column.column));
  if (!state.filters.every((f, i) => f.op === "eq" && !f.than && columns[i])) return;
  const uniqueRow = columns.every((c) => unique(c));
  const table = columns[0]!.table;
  const pool = table.columns.filter((c) => c.numeric && !c.key && !c.position && !isYearLike(c) && !columns.includes(c));
  const after = state.tokens.slice(cue.tokens.at(-1)! + 1, cue.tokens.at(-1)! + 3).filter((t) => t.kind === "word" && !STOP_WORDS.has(t.norm));
  const named = (words: string[]) => pool.find((c) => words.some((w) => c.words.includes(w) || (c.column.sampleValues ?? []).some((v) => valueKey(v).split(" ").map(stem).includes(w))));
  // a unit ("how many metres") names its column whatever rows are asked about; other nouns and "total" need the one row
  // "how many medals" over a medal table (Gold, Silver, Bronze, Total) is its Total
  const medals = after.some((t) => t.stem === stem("medals")) && table.columns.some((c) => c.words.includes("gold")) ? pool.find((c) => c.words.length === 1 && c.words[0] === "total") : undefined;
  const byUnit = medals ?? named(after.flatMap((t) => UNIT_SYMBOLS[t.norm] ?? []));
  const column = byUnit ?? (uniqueRow ? named(after.map((t) => t.stem)) ?? pool.find((c) => c.words.includes("total")) : undefined);
  if (!column) return;
  measures[at] = { agg: "sum", column: column.ref, alias: measureAlias("sum", column) };
}

type Outcome = "win" | "loss" | "draw";
/** How results read in a cell ("W 44–6", "Won", "Runner-up", "D") and how a question names them ("won", "losses", "ties"). */
const OUTCOME_VALUES: Record<Outcome, RegExp> = {
  win: /^(w|won|win|wins|winner|winners|victory|champion|champions)( |$)/,
  loss: /^(l|lost|loss|lose|runner up|runners up|defeat|defeated|finalist)( |$)/,
  draw: /^(d|t|draw|drawn|drew|tie|tied|ties)( |$)/,
};
const OUTCOME_SQL: Record<Outcome, string> = {
  win: "^ *(w|won|win|wins|winner|winners|victory|champion|champions)([^a-z]|$)",
  loss: "^ *(l|lost|loss|lose|runner.up|runners.up|defeat|defeated|finalist)([^a-z]|$)",
  draw: "^ *(d|t|draw|drawn|drew|tie|tied|ties)([^a-z]|$)",
};
const OUTCOME_WORDS: Record<string, Outcome> = dict({
  win: "win", wins: "win", won: "win", winning: "win", victory: "win", victories: "win",
  lose: "loss", loses: "loss", lost: "loss", losing: "loss", loss: "loss", losses: "loss", defeat: "loss", defeats: "loss", defeated: "loss",
  draw: "draw", draws: "draw", drew: "draw", drawn: "draw", tie: "draw", ties: "draw", tied: "draw",
});
const RESULT_NAMES = new Set(["result", "outcome", "res", "decision", "w", "wl"].map(stem));
const outcomeCache = new WeakMap<ColumnInfo, Set<Outcome> | null>();

/** The outcomes a column holds when it reads as a results column ("W 3–1", "Winner/Runner-up", "Won/Nominated"). */
function outcomesOf(column: ColumnInfo): Set<Outcome> | undefined {
  if (outcomeCache.has(column)) return outcomeCache.get(column) ?? undefined;
  const values = (column.column.sampleValues ?? []).map(valueKey).filter(Boolean);
  const held = new Set<Outcome>();
  let matched = 0;
  for (const v of values) {
    const kind = (Object.keys(OUTCOME_VALUES) as Outcome[]).find((k) => OUTCOME_VALUES[k].test(v));
    if (kind) {
      held.add(kind);
      matched++;
    }
  }
  const named = column.words.some((w) => RESULT_NAMES.has(w));
  const ok = column.text && values.length > 0 && held.size > 0 && (matched >= values.length * 0.6 || (named && matched > 0));
  outcomeCache.set(column, ok ? held : null);
  return ok ? held : undefined;
}

/**
 * "how many fixtures did they win", "number of defeats": counting rows whose results column holds that outcome
 * (W/L/D, Won/Lost, Winner/Runner-up), when the outcome word is not itself a column or a value of the question.
 */
export function applyOutcomeFilter(state: ParseState, measures: Measure[], negated: (at: number) => boolean): void {
  const rows = measures.length === 1 && (measures[0].agg === "count" ? !measures[0].column : measures[0].agg === "count_distinct" && state.cues.distinct === undefined);
  if (!state.cues.count || measures.length !== 1) return;
  const table = state.tables[0] ?? (state.index.tables.length === 1 ? state.index.tables[0] : undefined);
  if (!table) return;
  if (outcomeTally(state, table, measures, negated)) return;
  if (!rows) return;
  const at = state.tokens.findIndex((t, i) => OUTCOME_WORDS[t.norm] && !state.links.some((l) => l.kind !== "value" && l.start <= i && i < l.end));
  if (at < 0 || negated(at)) return;
  const outcome = OUTCOME_WORDS[state.tokens[at].norm];
  const columns = table.columns.filter((c) => outcomesOf(c)?.has(outcome));
  if (columns.length !== 1) return;
  const column = columns[0];
  if (!state.filters.some((f) => f.column.table === column.ref.table && f.column.column === column.ref.column)) {
    if (state.links.some((l) => l.start <= at && at < l.end)) return;
    use(state, at);
    state.filters.push({ column: column.ref, op: "matches", value: OUTCOME_SQL[outcome], phrase: state.tokens[at].raw, at });
  }
  // "how many awards did she win": each win is a row, even where the award's name repeats
  measures[0] = { agg: "count", alias: "count" };
}

/** Numbers a sheet keeps about people ("how many people live …", "how many attended …"): question words → column words. */
const HEADCOUNT_COLUMNS = {
  residents: ["population", "inhabitant", "resident", "pop", "people", "persons"],
  attendance: ["attendance", "crowd", "spectator", "attended", "audience", "fans"],
  enrolment: ["enrollment", "enrolment", "student", "enrolled", "pupils"],
  viewers: ["viewer", "viewers", "viewership", "audience"],
} as const;
type Headcount = keyof typeof HEADCOUNT_COLUMNS;
const HEADCOUNT_WORDS: Record<string, Headcount[]> = dict({
  people: ["residents", "attendance", "enrolment", "viewers"], persons: ["residents", "attendance", "enrolment"],
  residents: ["residents"], inhabitants: ["residents"], citizens: ["residents"], live: ["residents"], lived: ["residents"], living: ["residents"], reside: ["residents"],
  fans: ["attendance"], spectators: ["attendance"], attended: ["attendance"], attend: ["attendance"], attending: ["attendance"], attendees: ["attendance"],
  students: ["enrolment"], pupils: ["enrolment"], enrolled: ["enrolment"],
  viewers: ["viewers"], watched: ["viewers"],
});
const HEADCOUNT_LEAD = new Set(["the", "total", "of", "are", "were", "is", "was", "have", "had", "did", "do", "does", "in", "all"]);

/**
 * "how many residents live in Alder Vale", "how many are enrolled at the village schools", "the number who attended the final":
 * people counted by a number the sheet keeps (population, attendance, enrolment) are that column's sum, not a count of rows.
 */
export function headcountMeasure(state: ParseState, measures: Measure[]): void {
  const cue = state.cues.count;
  if (!cue || cue.times || measures.length !== 1 || measures[0].agg !== "count" || measures[0].column) return;
  let i = cue.tokens.at(-1)! + 1;
  while (state.tokens[i] && HEADCOUNT_LEAD.has(state.tokens[i].norm)) i++;
  const word = state.tokens[i];
  if (!word || state.links.some((l) => l.start <= word.index && word.index < l.end)) return;
  const kinds = HEADCOUNT_WORDS[word.norm];
  if (!kinds) return;
  // the verb after "people" says which number: "people who attended", "people living in"
  const verb = state.tokens.slice(i + 1, i + 4).map((t) => HEADCOUNT_WORDS[t.norm]).find((k) => k && k.length === 1);
  const table = state.tables[0] ?? (state.index.tables.length === 1 ? state.index.tables[0] : undefined);
  if (!table) return;
  const mentioned = new Set(state.tokens.map((t) => t.stem));
  for (const kind of verb ?? kinds) {
    const names = new Set<string>(HEADCOUNT_COLUMNS[kind].map(stem));
    const pool = table.columns.filter((c) => (c.numeric || c.numericText) && !c.key && !c.position && c.words.some((w) => names.has(w)));
    if (!pool.length) continue;
    const column = pool.find((c) => c.words.some((w) => !names.has(w) && mentioned.has(w))) ?? pool[0];
    use(state, word.index);
    noteTable(state, table);
    measures[0] = { agg: "sum", column: column.ref, alias: measureAlias("sum", column) };
    return;
  }
}

const GAMES_WORDS = new Set(["game", "match", "played", "gp", "fixture", "contest", "bout", "race"].map(stem));
const OUTCOME_TALLIES: Record<Outcome, Set<string>> = {
  win: new Set(["w", "won", "win", "wins", "victories"]),
  loss: new Set(["l", "lost", "loss", "losses", "defeats"]),
  draw: new Set(["d", "t", "drawn", "draw", "draws", "tie", "ties", "tied"]),
};

/**
 * "how many fixtures did the Harbour Lions win" over a standings table: the verb names the column that tallies that outcome
 * (Won, Lost, Draws), summed over the rows asked about, instead of counting rows or summing games played.
 */
function outcomeTally(state: ParseState, table: TableInfo, measures: Measure[], negated: (at: number) => boolean): boolean {
  const cue = state.cues.count!;
  if (cue.times) return false;
  const at = state.tokens.findIndex((t, i) => i > cue.tokens.at(-1)! + 1 && OUTCOME_WORDS[t.norm] && ["verb", "column"].includes(linkKindAt(state, i)));
  if (at < 0 || negated(at)) return false;
  const names = OUTCOME_TALLIES[OUTCOME_WORDS[state.tokens[at].norm]];
  const tally = table.columns.filter((c) => c.numeric && !c.key && !c.position && names.has(c.column.name.toLowerCase()));
  if (tally.length !== 1) return false;
  const column = tally[0];
  const measure = measures[0];
  const countsRows = (measure.agg === "count" || measure.agg === "count_distinct") && state.filters.every((f) => (f.op === "eq" || f.op === "matches" || f.op === "contains") && typeof f.value === "string" && !state.tokens[f.at]?.value);
  // "the number of games they won" sums wins, not games played; "points won" stays points
  const played = table.columns.find((c) => c.ref.column === measure.column?.column);
  const sumsOther = measure.agg === "sum" && !!played && played !== column && played.words.some((w) => GAMES_WORDS.has(w));
  if (!countsRows && !sumsOther) return false;
  const link = state.links.find((l) => l.start <= at && at < l.end);
  if (link) useLink(state, link);
  use(state, at);
  measures[0] = { agg: "sum", column: column.ref, alias: measureAlias("sum", column) };
  return true;
}

/** "verb" for a word no link covers, else the kind of the link covering it. */
function linkKindAt(state: ParseState, i: number): string {
  const link = state.links.find((l) => l.start <= i && i < l.end);
  return link ? (link.kind === "column" && link.end - link.start === 1 && !state.assigned.has(link) ? "column" : link.kind) : "verb";
}
