// Counting: "how many orders" counts rows, "how many goals" sums a column, "how many countries" counts distinct values;
// people and medals are counted by the number a sheet keeps.
import { yesNo } from "./booleans";
import type { Measure } from "../ir";
import { STOP_WORDS } from "../schema/lexicon";
import { TOTAL_WORDS } from "../schema/lexicon-nouns";
import { identifierText, valueKey, type ColumnInfo, type TableInfo } from "../model/schema-index";
import { stem } from "../schema/stem";
import { yearOrKey } from "./aggregates";
import { measureAlias } from "./measure-alias";
import type { Link } from "./link";
import { rowsOverMeasure } from "./link-choice";
import { OUTCOME_WORDS } from "./outcomes";
import { isYearLike } from "../model/years";
import { linkAfter, noteTable, type ParseState, use, useLink } from "./parse-state";
import { timeAsked } from "./elapsed";
import { staffTable } from "./tenure";
import { PERSONS, headcount, workingWord } from "./headcounts";
import { questionTags } from "./parts-of-speech";
import { timesCounted } from "./times-counted";

const NUMBERING_WORDS = new Set(
  [
    "no",
    "number",
    "num",
    "rank",
    "pos",
    "position",
    "place",
    "seed",
    "pick",
    "order",
    "round",
    "stage",
    "week",
    "episode",
    "game",
    "match",
    "heat",
    "lane",
    "constituency",
    "district",
    "ward",
    "precinct",
    "track",
  ].map(stem),
);

/** A whole-number column that numbers things ("Pos", "Week", "Constituency"): "how many weeks" counts them, summing them means nothing. */
function numbering(column: ColumnInfo): boolean {
  const name = column.column.name.toLowerCase();
  // "Matches" or "Games" holds how many; "Match" or "Game" numbers them
  const plural = name !== "pos" && /[^s]s$/.test(name);
  return (
    column.column.kind === "integer" && column.words.length === 1 && NUMBERING_WORDS.has(column.words[0]) && !plural
  );
}

/** "how many new patients signed in": an adjective before the counted table's noun only describes it. */
function describesNext(state: ParseState, at: number): boolean {
  const tags = questionTags(state.tokens).get(state.tokens[at].norm);
  return !!tags?.has("Adjective") && state.links.some((l) => l.kind === "table" && l.start === at + 1);
}

/** "how many people became subscribers", "people who are members": the people are the rows of the table named after. */
function peopleWhoAre(state: ParseState, at: number): boolean {
  if (!PERSONS.has(state.tokens[at].norm)) return false;
  let i = at + 1;
  while (i <= at + 3 && COPULAS.has(state.tokens[i]?.norm ?? "")) i++;
  return i > at + 1 && state.allLinks.some((l) => l.kind === "table" && l.start === i && l.score >= 0.9);
}

const GROUPING = new Set(["each", "every", "per", "by"]);

const COPULAS = new Set(["are", "were", "is", "was", "became", "become", "becoming", "as", "who", "that"]);

/**
 * "how many bike stations", "how many product reviews": a key or text column named just before a table's noun only
 * says which of that table's rows — the noun heading the phrase is what is counted.
 */
function headNoun(state: ParseState, modifier: Link & { kind: "column" }): (Link & { kind: "table" }) | undefined {
  if (!modifier.column.key && !modifier.column.text) return undefined;
  return state.links.find(
    (l): l is Link & { kind: "table" } =>
      l.kind === "table" && l.start === modifier.end && l.score >= 0.9 && !state.assigned.has(l),
  );
}

/** "on average, how many hours are played": what a row holds is averaged, not summed (the cue is used). */
function averagedAsked(state: ParseState): boolean {
  const cue = state.cues.aggregates.find((a) => a.agg === "avg" && !a.tokens.some((i) => state.used.has(i)));
  if (cue) use(state, ...cue.tokens);
  return !!cue;
}

/** "how many orders" → count rows of orders; "how many goals" → sum of goals; "how many countries" → distinct. */
/** "how many different shops ordered it? Show … the number of different shops": the opening phrase is the same count. */
function restated(state: ParseState, counted: Link) {
  const opening = state.cues.restatedCount;
  if (!opening) return;
  let at = opening.at(-1)!;
  if (["distinct", "unique", "different", "separate"].includes(state.tokens[at + 1]?.norm ?? "")) at++;
  const again = linkAfter(state, at, ["table", "column"], 0);
  const same =
    again &&
    (again.kind === "table" && counted.kind === "table"
      ? again.table === counted.table
      : again.kind === "column" && counted.kind === "column" && again.column === counted.column);
  if (same) {
    use(state, ...opening, ...Array.from({ length: again.start - opening[0] }, (_, k) => opening[0] + k));
    useLink(state, again);
  }
}

/**
 * "how many people are employed", "how many people joined last spring", "how many people earn more than …": the people
 * on staff, counted — known before the conditions are read, so that theirs are the columns compared.
 */
export function peopleCounted(state: ParseState): { staff: TableInfo; at: number; verb: string } | undefined {
  const cue = state.cues.count;
  if (!cue) return undefined;
  const last = cue.tokens.at(-1)!;
  const person = state.tokens[last + 1];
  const verb =
    person && PERSONS.has(person.norm) && !state.links.some((l) => l.start <= person.index && person.index < l.end)
      ? state.tokens.slice(last + 2, last + 6).find((t) => workingWord(t.norm))
      : undefined;
  const staff = verb ? staffTable(state) : undefined;
  return staff ? { staff, at: person.index, verb: verb!.norm } : undefined;
}

export function applyCount(state: ParseState): Measure | undefined {
  const cue = state.cues.count;
  if (!cue) return undefined;
  // "employee count" names a column
  if (state.links.some((l) => l.kind === "column" && l.start < cue.tokens[0] && cue.tokens[0] < l.end))
    return undefined;
  // "the enrollment number of Alder College": a column named right before "number of" is the value asked for
  if (
    state.tokens[cue.tokens.at(-1)!].norm === "of" &&
    state.links.some((l) => l.kind === "column" && l.end === cue.tokens[0] && !l.column.key)
  ) {
    use(state, ...cue.tokens);
    return undefined;
  }
  use(state, ...cue.tokens);
  // "headcount by department": the people on staff now, whatever else the question names
  const staff =
    state.tokens[cue.tokens[0]].norm === "headcount" &&
    !state.links.some((l) => l.kind === "column" && l.start <= cue.tokens[0] && cue.tokens[0] < l.end)
      ? staffTable(state)
      : undefined;
  if (staff) return headcount(state, staff, cue.tokens[0]);
  const last = cue.tokens.at(-1)!;
  const people = peopleCounted(state);
  if (people) {
    use(state, people.at);
    // those employed today; those hired or paid are counted whenever that was
    return headcount(state, people.staff, people.at, workingWord(people.verb)!.now);
  }
  const distinctCue =
    state.cues.distinct !== undefined && state.cues.distinct > last && state.cues.distinct <= last + 2;
  if (distinctCue) use(state, state.cues.distinct!);
  // "how many hours of transit", "how many days between a parcel being booked and sent"
  const time = timeAsked(state, last + 1);
  if (time?.stored)
    return time.measure.agg === "sum" && time.measure.column && averagedAsked(state)
      ? { agg: "avg", column: time.measure.column, alias: time.measure.alias.replace(/^total_/, "average_") }
      : time.measure;
  const elapsed = time && !time.stored ? time.link : undefined;
  let next = cue.times
    ? timesCounted(state, last)
    : (elapsed ?? linkAfter(state, distinctCue ? state.cues.distinct! : last, ["table", "column"], 2));
  // "the headcount for each squad", "swimmer count by squad": what follows each/per/by is a group, not the thing counted
  if (next && state.tokens.slice(last + 1, next.start).some((t) => GROUPING.has(t.norm))) next = undefined;
  // "how many sales": the rows of a table so named are counted, not the measure the word also names (revenue)
  if (next) next = rowsOverMeasure(state.index, state.tokens, next, state.links);
  // "how many total gold medals" over columns Total and Gold: "total" only says the golds are added up
  const after =
    next?.kind === "column" && next.end - next.start === 1 && state.tokens[next.start].norm === "total"
      ? state.links.find(
          (l): l is Link & { kind: "column" } =>
            l.kind === "column" && l.start === next!.end && !state.assigned.has(l) && l.column.numeric,
        )
      : undefined;
  if (after && next) {
    use(state, next.start);
    next = after;
  }
  // "how many huts are in Norway": the counted noun is not a condition, even if some long value mentions it
  const counted = next ? undefined : linkAfter(state, last, ["value"], 0);
  const span = counted
    ? valueKey(
        state.tokens
          .slice(counted.start, counted.end)
          .map((t) => t.raw)
          .join(" "),
      ).split(" ").length
    : 0;
  if (counted?.kind === "value" && !counted.exact && counted.entries.every((e) => e.words.length > 1.6 * span)) {
    state.links = state.links.filter((l) => l !== counted);
    use(state, ...Array.from({ length: counted.end - counted.start }, (_, k) => counted.start + k));
  }
  // an unlinked noun right after the cue is what is counted, not a phrase to search for
  const noun = state.tokens[last + 1];
  const cueWord = (i: number) =>
    state.cues.aggregates.some((a) => a.tokens.includes(i)) ||
    state.cues.superlatives.some((s) => s.tokens.includes(i));
  if (
    !next &&
    noun?.kind === "word" &&
    !GROUPING.has(noun.norm) &&
    !cueWord(noun.index) &&
    !state.links.some((l) => l.start <= noun.index && noun.index < l.end)
  ) {
    use(state, noun.index);
    if (!peopleWhoAre(state, noun.index) && !describesNext(state, noun.index)) state.unexplained.add(noun.index);
  }
  // "how many gold medals": the column named after a counted value is the value's own column
  const valueColumn = linkAfter(state, last, ["value"], 0);
  const named =
    valueColumn?.kind === "value"
      ? state.links.find((l) => l.kind === "column" && l.start === valueColumn.end)
      : undefined;
  if (
    valueColumn?.kind === "value" &&
    named?.kind === "column" &&
    valueColumn.entries.some((e) => e.column === named.column)
  )
    useLink(state, named);
  // "how many gold medals" over a gold column: the unit noun after the counted column says nothing more
  const unit = next?.kind === "column" ? state.tokens[next.end] : undefined;
  if (
    unit?.kind === "word" &&
    !STOP_WORDS.has(unit.norm) &&
    !cueWord(unit.index) &&
    !OUTCOME_WORDS[unit.norm] &&
    !state.links.some((l) => l.start <= unit.index && unit.index < l.end)
  )
    use(state, unit.index);
  // "how many big deliveries": a segment names the rows counted and, left to the yes/no conditions, keeps them
  if (
    next?.kind === "column" &&
    next.column.derived?.kind === "defined" &&
    next.column.derived.definition === "segment"
  ) {
    noteTable(state, next.column.table);
    return { agg: "count", alias: measureAlias("count", undefined, next.column.table) };
  }
  next ??= cue.times ? undefined : tableAfterValues(state, last);
  // "how many active members": a yes/no column before the counted table's noun is a condition on its rows
  // (a reading may have set the noun's own link aside: the flag's table, named right after it, is still what is counted)
  const flagged = next?.kind === "column" && yesNo(next.column) ? next : undefined;
  const described =
    flagged &&
    (linkAfter(state, flagged.end - 1, ["table"], 0) ??
      state.allLinks.find(
        (l): l is Link & { kind: "table" } =>
          l.kind === "table" && l.table === flagged.column.table && l.start === flagged.end,
      ));
  if (described) next = described;
  const headed = next?.kind === "column" ? headNoun(state, next) : undefined;
  if (headed) {
    use(state, ...Array.from({ length: headed.start - next!.start }, (_, k) => next!.start + k));
    next = headed;
  }
  if (next) restated(state, next);
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
    const identifies =
      (column.column.kind === "integer" || column.column.kind === "decimal") &&
      column.words.length === 1 &&
      column.words[0] === said.stem &&
      said.norm !== said.stem &&
      /s$/.test(said.norm) &&
      !/[^s]s$/.test(column.column.name.toLowerCase());
    if (identifies && !distinctCue)
      return { agg: "count_distinct", column: column.ref, alias: `distinct_${column.column.name}` };
    // ("how many items" over a text "stock number": the number names an item, it counts nothing)
    const summable =
      column.numeric && !yearOrKey(column) && !numbering(column) && !identifierText(column) && !distinctCue;
    if (summable) state.consulted.countRows = true;
    if (summable && !state.variant.countRows) {
      // "how many days between a parcel being booked and sent": the time one row took, unless a total is asked
      const typical = column.derived?.kind === "duration" && !state.tokens.some((t) => TOTAL_WORDS.has(t.norm));
      return typical || averagedAsked(state)
        ? { agg: "avg", column: column.ref, alias: measureAlias("avg", column) }
        : { agg: "sum", column: column.ref, alias: measureAlias("sum", column) };
    }
    // "how many constituencies" over numbered rows: each number once, however many rows share it
    if (numbering(column))
      return { agg: "count_distinct", column: column.ref, alias: `distinct_${column.column.name}` };
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

/** "the number of unopened marketing letters": values of the counted rows may stand between the cue and their table. */
function tableAfterValues(state: ParseState, last: number): (Link & { kind: "table" }) | undefined {
  const values: (Link & { kind: "value" })[] = [];
  let i = last + 1;
  for (
    let link = state.links.find((l) => l.start === i);
    link?.kind === "value" && !state.assigned.has(link);
    link = state.links.find((l) => l.start === i)
  ) {
    values.push(link);
    i = link.end;
  }
  const table = state.links.find(
    (l): l is Link & { kind: "table" } => l.kind === "table" && l.start === i && !state.assigned.has(l),
  );
  return table && values.length && values.every((v) => v.entries.some((e) => e.column.table === table.table))
    ? table
    : undefined;
}
