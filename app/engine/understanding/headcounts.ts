// Headcounts: "how many people work here", "how many staff were hired", and the number of people or medals a sheet
// keeps in a column of its own.
import type { Measure } from "../ir";
import { type ColumnInfo, type TableInfo } from "../model/schema-index";
import { dict, stem } from "../schema/stem";
import { measureAlias } from "./measure-alias";
import { noteTable, type ParseState, use } from "./parse-state";
import { infinitive } from "./parts-of-speech";
import { endColumn } from "./tenure";

export const PERSONS = new Set(["people", "persons", "staff"]);

/** Verbs (infinitives) whose subject is someone on staff: working, being employed, hired or joining, being paid. */
const WORKING_VERBS = new Set(["work", "employ", "hire", "join", "recruit", "earn", "pay"]);
/** Of those, the ones that say the person is on staff now ("the people the firm employs"). */
const STAFFED_VERBS = new Set(["work", "employ"]);
const JOBS = new Set(["job", "jobs"]);

/** A word of working ("employed", "hired", "jobs"); `now` when it says the person is on staff today. */
export function workingWord(word: string): { now: boolean } | undefined {
  if (JOBS.has(word)) return { now: true };
  // (the tagger leaves some lone words unconjugated: "joined" is then read by its stem)
  const verb = [infinitive(word), word, stem(word)].find((v) => WORKING_VERBS.has(v));
  return verb ? { now: STAFFED_VERBS.has(verb) } : undefined;
}

/** The people on staff, counted: those on staff today unless `now` is false (hired whenever that was). */
export function headcount(state: ParseState, staff: TableInfo, at: number, now = true): Measure {
  noteTable(state, staff);
  state.staffCounted = staff;
  if (!now) return { agg: "count", alias: "headcount" };
  const end = endColumn(staff);
  if (end) state.filters.push({ column: end.ref, op: "is_null", phrase: "current", at });
  // where people's postings hold periods, those on staff are the ones whose posting runs (model/current-periods.ts)
  else if (!state.former?.length && state.index.tables.some((t) => t.periodEnd))
    state.current = [...(state.current ?? []), at];
  return { agg: "count", alias: "headcount" };
}

/** Numbers a sheet keeps about people ("how many people live …", "how many attended …"): question words → column words. */
const HEADCOUNT_COLUMNS = {
  residents: ["population", "inhabitant", "resident", "pop", "people", "persons"],
  attendance: ["attendance", "crowd", "spectator", "attended", "audience", "fans"],
  enrolment: ["enrollment", "enrolment", "student", "enrolled", "pupils"],
  viewers: ["viewer", "viewers", "viewership", "audience"],
} as const;

type Headcount = keyof typeof HEADCOUNT_COLUMNS;

/** Each kind's column words, stemmed once. */
const HEADCOUNT_NAMES = Object.fromEntries(
  Object.entries(HEADCOUNT_COLUMNS).map(([kind, words]) => [kind, new Set<string>(words.map(stem))]),
) as Record<Headcount, Set<string>>;

const HEADCOUNT_WORDS: Record<string, Headcount[]> = dict({
  people: ["residents", "attendance", "enrolment", "viewers"],
  persons: ["residents", "attendance", "enrolment"],
  residents: ["residents"],
  inhabitants: ["residents"],
  citizens: ["residents"],
  live: ["residents"],
  lived: ["residents"],
  living: ["residents"],
  reside: ["residents"],
  fans: ["attendance"],
  audience: ["attendance", "viewers"],
  crowd: ["attendance"],
  crowds: ["attendance"],
  spectators: ["attendance"],
  attended: ["attendance"],
  attend: ["attendance"],
  attending: ["attendance"],
  attendees: ["attendance"],
  students: ["enrolment"],
  pupils: ["enrolment"],
  enrolled: ["enrolment"],
  viewers: ["viewers"],
  watched: ["viewers"],
});

const HEADCOUNT_LEAD = new Set([
  "the",
  "total",
  "of",
  "are",
  "were",
  "is",
  "was",
  "have",
  "had",
  "did",
  "do",
  "does",
  "in",
  "all",
]);

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
  const verb = state.tokens
    .slice(i + 1, i + 4)
    .map((t) => HEADCOUNT_WORDS[t.norm])
    .find((k) => k && k.length === 1);
  const table = state.tables[0] ?? (state.index.tables.length === 1 ? state.index.tables[0] : undefined);
  if (!table) return;
  const mentioned = new Set(state.tokens.map((t) => t.stem));
  for (const kind of verb ?? kinds) {
    const names = HEADCOUNT_NAMES[kind];
    const pool = countedPeople(table.columns, names);
    if (!pool.length) continue;
    const column = pool.find((c) => c.words.some((w) => !names.has(w) && mentioned.has(w))) ?? pool[0];
    use(state, word.index);
    noteTable(state, table);
    measures[0] = { agg: "sum", column: column.ref, alias: measureAlias("sum", column) };
    return;
  }
}

const countedPeople = (columns: ColumnInfo[], names: Set<string>) =>
  columns.filter((c) => (c.numeric || c.numericText) && !c.key && !c.position && c.words.some((w) => names.has(w)));

/**
 * "the smallest audience", "drew more people than average": a word for people that names nothing in the database
 * itself ranks or compares the column of `tables` that counts those people (attendance, viewers, population).
 */
export function headcountColumn(state: ParseState, at: number, tables: TableInfo[]): ColumnInfo | undefined {
  const word = state.tokens[at];
  if (!word || state.links.some((l) => l.start <= at && at < l.end)) return undefined;
  for (const kind of HEADCOUNT_WORDS[word.norm] ?? []) {
    const column = countedPeople(
      tables.flatMap((t) => t.columns),
      HEADCOUNT_NAMES[kind],
    )[0];
    if (column) return column;
  }
  return undefined;
}
