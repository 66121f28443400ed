// The answer column of list and lookup questions: named after the question word, or guessed from its kind.
import { DURATION_WORDS, PERSON_WORDS, PLACE_WORDS, TIME_WORDS } from "../schema/lexicon";
import type { Link } from "./link";
import { isYearLike, linkAfter, noteTable, penalize, type ParseState, use, useLink } from "./parse-state";
import type { ColumnInfo, TableInfo } from "../model/schema-index";
import type { ColumnRef } from "../ir";
import { groupingColumnOf } from "./dimensions";
import { spansYears } from "./spans";
import { asksHowLong } from "./tokens";

const LEAD_WORDS = new Set([
  "distinct",
  "unique",
  "different",
  "is",
  "was",
  "are",
  "were",
  "the",
  "a",
  "an",
  "name",
  "names",
  "of",
  "did",
  "does",
  "do",
  "has",
  "had",
  "have",
  "all",
  "list",
  "show",
  "me",
  "give",
  "tell",
  "find",
  "display",
  "what",
  "which",
  "who",
  "s",
  "'s",
  "only",
  "one",
  "ones",
  "kind",
  "type",
  "their",
  "its",
  "his",
  "her",
  "total",
  "many",
  "much",
  "other",
  "another",
  "both",
  "us",
]);

/** Column links right after "what/which/list", joined by "and" or commas: "name and email of customers". */
export function namedTargets(state: ParseState): ColumnInfo[] {
  const bare = !state.cues.count && !state.cues.aggregates.length ? -1 : undefined;
  // "return the student ids who …": the list verb opens the question, the "who" after it opens a clause
  const opening =
    state.cues.list !== undefined && (state.cues.wh === undefined || state.cues.list < state.cues.wh.index)
      ? state.cues.list
      : undefined;
  const start =
    opening ??
    state.cues.wh?.index ??
    state.cues.list ??
    (state.cues.distinct !== undefined && state.cues.distinct <= 1 ? state.cues.distinct : bare);
  const found = start === undefined ? [] : targetsAfter(state, start);
  // "which parcels are late? Give both their codes and their weights.": a later sentence lists the answer's columns
  for (const t of state.tokens) {
    if (
      t.index > 0 &&
      [".", "?", "!", ";"].includes(state.tokens[t.index - 1].norm) &&
      SENTENCE_LIST_VERBS.has(t.norm)
    ) {
      // "… the easiness scores? Show both courses and scores": "scores" repeats a column already asked for
      const repeats = (c: ColumnInfo) =>
        found.some(
          (f) => f === c || (f.table !== c.table && (c.ownWords ?? c.words).every((w) => f.words.includes(w))),
        );
      for (const column of targetsAfter(state, t.index)) if (!repeats(column)) found.push(column);
    }
  }
  const along = alongWith(state);
  // "the members who joined in May, with their plans": the rows listed are named by their label first
  const owner = along.columns.length && !found.length ? ownerLabel(state, along.at, along.columns[0]) : undefined;
  if (owner) found.push(owner);
  for (const column of along.columns) if (!found.includes(column)) found.push(column);
  if (!found.length) found.push(...theirAttributes(state));
  return found.length ? found : possessedColumn(state);
}

/** "…, with their shop name and status": columns shown beside the rows the question is about. */
function alongWith(state: ParseState): { columns: ColumnInfo[]; at: number } {
  const their = state.tokens.find(
    (t) => ["their", "its"].includes(t.norm) && state.tokens[t.index - 1]?.norm === "with",
  );
  if (!their) return { columns: [], at: -1 };
  const columns: ColumnInfo[] = [];
  let at = their.index;
  for (;;) {
    // "with their districts": a related table is shown by its label
    const link = linkAfter(state, at, ["column", "table"], 1);
    const column = link?.kind === "column" ? link.column : link?.kind === "table" ? link.table.labelColumn : undefined;
    if (!link || !column) break;
    useLink(state, link);
    noteTable(state, column.table);
    columns.push(column);
    const next = state.tokens[link.end]?.norm;
    if (next !== "and" && next !== ",") break;
    at = link.end;
  }
  if (columns.length) use(state, their.index, their.index - 1);
  return { columns, at: their.index - 1 };
}

/** The label of the rows named before "with their" (at `at`), when the column shown is not their own. */
function ownerLabel(state: ParseState, at: number, column: ColumnInfo): ColumnInfo | undefined {
  const owner = state.links.filter((l) => l.kind === "table" && l.end <= at).at(-1);
  if (owner?.kind !== "table" || owner.table === column.table || !owner.table.labelColumn) return undefined;
  useLink(state, owner);
  noteTable(state, owner.table);
  return owner.table.labelColumn;
}

/** "the depots in Spain and their capacity": the rows' label beside the attribute "their" names. */
function theirAttributes(state: ParseState): ColumnInfo[] {
  const link = state.links.find(
    (l) =>
      l.kind === "column" &&
      !state.assigned.has(l) &&
      ["their", "its"].includes(state.tokens[l.start - 1]?.norm ?? "") &&
      state.tokens[l.start - 2]?.norm === "and",
  );
  if (link?.kind !== "column") return [];
  const owner = state.links.find((l) => l.kind === "table" && l.end < link.start && l.table === link.column.table);
  const label = owner?.kind === "table" ? owner.table.labelColumn : undefined;
  if (!label || label === link.column) return [];
  useLink(state, link);
  useLink(state, owner!);
  use(state, link.start - 1, link.start - 2);
  noteTable(state, label.table);
  return [label, link.column];
}

/** The table's own key: declared, else "id" or "<table>_id" (schemas without declared keys). */
function ownKey(table: TableInfo): ColumnInfo | undefined {
  const singular = table.name.toLowerCase().replace(/s$/, "");
  return (
    table.columns.find((c) => c.column.isPrimaryKey) ??
    table.columns.find((c) => /^id$/i.test(c.column.name) || c.column.name.toLowerCase() === `${singular}_id`)
  );
}

const SENTENCE_LIST_VERBS = new Set(["give", "return", "show", "list", "display", "provide", "include", "get"]);

function targetsAfter(state: ParseState, start: number): ColumnInfo[] {
  const found: ColumnInfo[] = [];
  // "the names and weights of the parcels": "names" stands for the label of the rows the others belong to
  let named: number | undefined;
  // the list may run on past its opening words while each column is joined to the next: "codes, weights and dates"
  let last = start;
  const joined = (i: number) => state.tokens[i + 1]?.norm === "and" || state.tokens[i + 1]?.norm === ",";
  /** Takes a column ending at token `end`; true when another follows after "and" or a comma. */
  const take = (column: ColumnInfo, end: number) => {
    noteTable(state, column.table);
    if (!found.includes(column)) found.push(column);
    last = end;
    return joined(end);
  };
  // "show their ID, email and city": the key of the rows the other columns belong to
  let keyed: number | undefined;
  const linked = (i: number) =>
    state.links.some((l) => l.start <= i && i < l.end && (l.kind !== "column" || l.end - l.start > 1 || !l.column.key));
  for (let i = start + 1; i < state.tokens.length && i <= last + 6; i++) {
    const word = state.tokens[i].norm;
    if ((word === "name" || word === "names") && joined(i) && !state.links.some((l) => l.start <= i && i < l.end)) {
      named = i;
      i++;
      continue;
    }
    if ((word === "id" || word === "ids") && keyed === undefined && !linked(i) && (joined(i) || found.length)) {
      keyed = found.length;
      use(state, i);
      for (const l of state.links) if (l.start === i && l.end === i + 1) useLink(state, l);
      last = i;
      if (!joined(i)) break;
      i++;
      continue;
    }
    // "the drug id and name": the name of the rows the column before belongs to
    const label =
      (word === "name" || word === "names") &&
      found.length &&
      state.tokens[i - 1]?.norm === "and" &&
      !state.links.some((l) => l.start <= i && i < l.end)
        ? found.at(-1)!.table.labelColumn
        : undefined;
    if (label) {
      use(state, i);
      if (!take(label, i)) break;
      i++;
      continue;
    }
    const link = state.links.find((l) => l.start === i);
    if (link && !state.assigned.has(link)) {
      if (link.kind === "value") break;
      // "list customers" shows whole rows; "which customers" names them; "the student IDs", "the customer names" ask
      // for the key or the label
      const naming = state.cues.wh?.word === "which" || state.cues.wh?.word === "what";
      const after = state.tokens[link.end]?.norm ?? "";
      const part =
        link.kind === "table"
          ? ["id", "ids"].includes(after)
            ? ownKey(link.table)
            : ["name", "names"].includes(after)
              ? link.table.labelColumn
              : undefined
          : undefined;
      if (part) {
        useLink(state, link);
        use(state, link.end);
        if (!take(part, link.end)) break;
        i = link.end + 1;
        continue;
      }
      if (link.kind === "table" && (!naming || state.cues.list !== undefined)) break;
      const column = link.kind === "column" ? link.column : groupingColumnOf(link.table);
      if (!column) break;
      // "who ranked after Otter Eight", "who totaled 9 medals": a verb naming a numeric column, while "who" asks for a name
      if ((state.cues.wh?.word === "who" || state.cues.wh?.word === "whom") && !namesPeople(column)) break;
      useLink(state, link);
      if (!take(column, link.end - 1)) break;
      i = link.end;
      continue;
    }
    if (!LEAD_WORDS.has(state.tokens[i].norm) && !state.used.has(i)) break;
  }
  const label = named !== undefined && found.length ? found[0].table.labelColumn : undefined;
  if (label && !found.includes(label)) {
    use(state, named!, named! + 1);
    found.unshift(label);
  }
  const key = keyed !== undefined && found.length ? ownKey(found[0].table) : undefined;
  if (key && !found.includes(key)) found.splice(keyed!, 0, key);
  return found;
}

const LIST_VERBS = new Set(["list", "show", "display", "name", "give", "tell", "enumerate"]);

const CLOCK_TIME = /^\s*(\d+:)?\d{1,2}:\d\d([.,]\d+)?\s*$|^\s*\d+h\s*\d+['′]/;

/** "6:58.30", "2:03:11", "5h 29' 10\"": a column of elapsed times answers "how long", whatever its header says. */
function holdsDurations(column: ColumnInfo): boolean {
  const sample = (column.column.sampleValues ?? []).filter((v) => v.trim());
  return sample.length > 0 && sample.filter((v) => CLOCK_TIME.test(v)).length >= sample.length * 0.6;
}

/** A header naming a duration first; among unnamed time columns the rightmost, where sheets put the final or total time. */
function durationRank(column: ColumnInfo): number {
  return column.words.some((w) => DURATION_WORDS.has(w)) ? -1000 : holdsDurations(column) ? -column.ordinal : 0;
}

/** Names rarely carry digits: numbers, dates and years are not who someone is. */
function namesPeople(column: ColumnInfo): boolean {
  if (column.numeric || column.temporal) return false;
  const sample = column.column.sampleValues ?? [];
  return sample.filter((v) => /\d/.test(v)).length < sample.length * 0.5 || !sample.length;
}

/** "what was Heron Pair's distance": the column right after a possessive names the answer. */
function possessedColumn(state: ParseState): ColumnInfo[] {
  const link = state.links.find(
    (l) =>
      l.kind === "column" &&
      !state.assigned.has(l) &&
      state.tokens[l.start - 1]?.kind === "word" &&
      /^['’]s$/.test(state.tokens[l.start - 1].norm),
  );
  if (link?.kind !== "column") return [];
  useLink(state, link);
  noteTable(state, link.column.table);
  return [link.column];
}

/** Guess the answer column from the question word ("who" → a person, "when" → a date) or the table's label column. */
export function guessTarget(state: ParseState, exclude: Set<ColumnInfo>): ColumnInfo | undefined {
  const tables = state.tables.length ? state.tables : state.index.tables.slice(0, 1);
  const columns = tables.flatMap((t) => t.columns).filter((c) => !c.position && !c.key);
  const shared = agreeingColumn(state);
  if (shared)
    exclude = new Set([
      ...exclude,
      ...columns.filter((c) => c.ref.table === shared.table && c.ref.column === shared.column),
    ]);
  const wh = state.cues.wh?.word;
  const pick = (words: Set<string>, extra?: (c: ColumnInfo) => boolean) =>
    columns.filter((c) => !exclude.has(c) && (c.words.some((w) => words.has(w)) || extra?.(c)));
  let pool: ColumnInfo[] = [];
  const howLong = state.cues.wh === undefined && asksHowLong(state.tokens);
  if (wh === "who" || wh === "whom" || wh === "whose") pool = pick(PERSON_WORDS);
  else if (wh === "when")
    pool = [
      ...(state.eventDate && !exclude.has(state.eventDate) ? [state.eventDate] : []),
      ...pick(new Set(), (c) => c.temporal),
      ...pick(TIME_WORDS, (c) => isYearLike(c)),
    ];
  else if (asksMonth(state)) pool = pick(new Set(), (c) => c.temporal || (c.text && namesMonths(c)));
  else if (asksYear(state))
    pool = [...pick(new Set(), (c) => isYearLike(c)), ...pick(new Set(), (c) => c.temporal || c.yearText)];
  else if (wh === "where") pool = pick(PLACE_WORDS);
  else if (howLong)
    pool = [...pick(DURATION_WORDS, (c) => holdsDurations(c) || spansYears(c))].sort(
      (a, b) => durationRank(a) - durationRank(b),
    );
  const textual = columns.filter((c) => !exclude.has(c) && c.text && !c.numericText);
  const label = tables[0]?.labelColumn;
  const echoed = echoedColumns(state, columns)
    .filter((c) => !exclude.has(c))
    .sort((a, b) => Number(pool.includes(b)) - Number(pool.includes(a)));
  const ordered = [
    ...new Set([
      ...echoed,
      ...pool,
      ...(label && !exclude.has(label) ? [label] : []),
      ...textual,
      ...columns.filter((c) => !exclude.has(c)),
    ]),
  ];
  if (!ordered.length) return undefined;
  const picked = ordered[state.variant.target % ordered.length];
  // a first or last name stands for the whole name the table's label joins
  const whole = picked.table.labelColumn?.derived?.kind === "full_name" ? picked.table.labelColumn : undefined;
  const choice =
    whole?.derived?.kind === "full_name" &&
    [whole.derived.first, whole.derived.last].includes(picked.column.name) &&
    !exclude.has(whole)
      ? whole
      : picked;
  penalize(state, "answer column guessed", pool.length ? 0.05 : 0.12);
  if (wh) use(state, state.cues.wh!.index);
  return choice;
}

/** "the month with the most launches": the answer is a month read from a date column. */
export function asksMonth(state: ParseState): boolean {
  const wh = state.cues.wh;
  return (
    !!wh &&
    (wh.word === "what" || wh.word === "which") &&
    ["month", "months"].includes(state.tokens[wh.index + 1]?.norm ?? "")
  );
}

const MONTH_NAME = /\b(january|february|march|april|may|june|july|august|september|october|november|december)\b/i;

/** Most values name a month ("October 4", "2 February 2008"). */
export function namesMonths(column: ColumnInfo): boolean {
  const sample = (column.column.sampleValues ?? []).filter((v) => v.trim());
  return sample.length > 0 && sample.filter((v) => MONTH_NAME.test(v)).length >= sample.length * 0.6;
}

/** "what year …", "in which years …": the answer is a year, though no column is called that. */
export function asksYear(state: ParseState): boolean {
  const wh = state.cues.wh;
  if (!wh || (wh.word !== "what" && wh.word !== "which")) return false;
  // "what year", "what was the year …", "which is the earliest year shown"
  let i = wh.index + 1;
  while (
    i <= wh.index + 4 &&
    ["is", "was", "the", "other", "first", "last", "final", "latest", "earliest"].includes(state.tokens[i]?.norm ?? "")
  )
    i++;
  return ["year", "years", "season", "seasons"].includes(state.tokens[i]?.norm ?? "");
}

/**
 * Columns whose own values answer the question: "Veldoria or Ostravia, which …" picks one of the alternatives,
 * "which crew came after Otter Eight" names a neighbour of the same column.
 */
function echoedColumns(state: ParseState, columns: ColumnInfo[]): ColumnInfo[] {
  const same = (f: { column: { table: string; column: string } }) => (c: ColumnInfo) =>
    c.ref.table === f.column.table && c.ref.column === f.column.column;
  const alternatives = columns.filter(
    (c) => new Set(state.filters.filter((f) => f.op === "eq" && same(f)(c)).map((f) => String(f.value))).size > 1,
  );
  const anchors = (state.ir.rowAnchor?.anchor ?? []).flatMap((f) => columns.filter(same(f)));
  return [...alternatives, ...anchors];
}

/** Columns fixed to one value by the question: asking for them would only echo the value back ("A or B" still asks which). */
export function filteredColumns(state: ParseState): Set<ColumnInfo> {
  const fixed = (c: ColumnInfo) =>
    state.filters.filter(
      (f) =>
        f.column.table === c.ref.table && f.column.column === c.ref.column && (f.op === "eq" || f.op === "contains"),
    );
  return new Set(state.index.columns.filter((c) => fixed(c).length === 1 && fixed(c)[0].op === "eq"));
}

export function isNamedColumn(link: Link | undefined): link is Link & { kind: "column" } {
  return link?.kind === "column";
}

/**
 * "who was the other keeper who tied in rank with Ada Vale": the answer column is held to the named row, and another
 * named column says what the rows share; the answer is every other row with that row's value in the shared column.
 */
export function applyOtherSharing(state: ParseState) {
  const ir = state.ir;
  const other = state.tokens.findIndex(
    (t, i) =>
      (t.norm === "other" || t.norm === "another") &&
      state.tokens[i + 1]?.norm !== "than" &&
      state.tokens[i - 1]?.norm !== "each",
  );
  if (
    other < 0 ||
    ir.rowAnchor ||
    ir.order.length ||
    ir.exists ||
    ir.dimensions.length ||
    ir.select.length !== 1 ||
    ir.select[0].agg ||
    !ir.select[0].column
  )
    return;
  const target = ir.select[0].column;
  const onTarget = ir.filters.filter((f) => f.column.table === target.table && f.column.column === target.column);
  if (onTarget.length !== 1 || onTarget[0].op !== "eq" || onTarget[0].than || onTarget[0].value === undefined) return;
  const anchor = onTarget[0];
  const shared = state.links.find(
    (l) =>
      l.kind === "column" &&
      !state.assigned.has(l) &&
      l.column.ref.table === target.table &&
      l.column.ref.column !== target.column &&
      !l.column.position &&
      !l.column.key &&
      !ir.filters.some((f) => f.column.column === l.column.ref.column),
  );
  if (shared?.kind !== "column") return;
  useLink(state, shared);
  use(state, other);
  ir.filters = [
    ...ir.filters.filter((f) => f !== anchor),
    {
      column: shared.column.ref,
      op: "eq",
      than: [anchor],
      phrase: `the same ${shared.column.display} as ${anchor.phrase ?? anchor.value}`,
    },
    { column: anchor.column, op: "neq", value: anchor.value },
  ];
}

/**
 * "Kestrel Four and Heron Pair both had what builder", "A and B each finished in which place": two or more values of
 * one column, then "both"/"each" and the question word; the named rows share the answer, asked from another column.
 * Returns the column of the named values.
 */
function agreeingColumn(state: ParseState): ColumnRef | undefined {
  if (!state.cues.wh || state.cues.count) return undefined;
  const together = state.tokens.findIndex(
    (t, i) => (t.norm === "both" || t.norm === "each") && state.tokens[i + 1]?.norm !== "other",
  );
  if (
    together < 0 ||
    !state.tokens.slice(together + 1).some((t) => ["what", "which", "who", "whom", "where", "when"].includes(t.norm))
  )
    return undefined;
  const named = state.filters.filter((f) => f.op === "eq" && f.at < together);
  const column = named[0]?.column;
  if (
    !column ||
    named.some((f) => f.column.table !== column.table || f.column.column !== column.column) ||
    new Set(named.map((f) => String(f.value))).size < 2
  )
    return undefined;
  use(state, together);
  return column;
}

/** "A and B both …": not a choice between A and B. */
export function namedRowsAgree(state: ParseState): boolean {
  return !!agreeingColumn(state);
}

/** The named rows of "A and B both had what X" give one answer: listed once, and readings where they differ are passed over. */
export function applyAgreement(state: ParseState) {
  const ir = state.ir;
  const shared = agreeingColumn(state);
  const select = ir.select.length === 1 && !ir.select[0].agg ? ir.select[0].column : undefined;
  // "who was the only keeper posted to Florida": one answer is expected, so a reading giving several is passed over
  if (
    !shared &&
    select &&
    !ir.order.length &&
    !ir.exists &&
    !ir.dimensions.length &&
    state.cues.wh &&
    state.tokens.some((t, i) => t.norm === "only" && state.tokens[i - 1]?.norm === "the")
  ) {
    ir.agree = true;
    return;
  }
  if (!shared || !select || ir.order.length || ir.exists) return;
  if (select.table === shared.table && select.column === shared.column) {
    // the named values' own column only echoes them back
    const guess = guessTarget(state, filteredColumns(state));
    if (!guess) return;
    ir.select = [{ column: guess.ref, alias: guess.column.name }];
  }
  ir.distinct = true;
  ir.agree = true;
}

/** "name a boat launched in 1951", "tell me one builder …": one example is asked for, the first the sheet lists. */
export function applyOneExample(state: ParseState) {
  const ir = state.ir;
  const t = (i: number) => state.tokens[i]?.norm ?? "";
  const verb = state.tokens.findIndex(
    (tok, i) => LIST_VERBS.has(tok.norm) && tok.norm !== "list" && (i <= 1 || t(i - 1) === ","),
  );
  if (verb < 0) return;
  const article = t(verb + 1) === "me" ? verb + 2 : verb + 1;
  if (!["a", "an", "one", "any"].includes(t(article)) || t(article + 1) === "of") return;
  if (
    ir.select.length === 0 ||
    ir.select.some((m) => m.agg) ||
    ir.dimensions.length ||
    ir.exists ||
    ir.limit !== undefined ||
    ir.order.length ||
    ir.difference ||
    ir.rowAnchor
  )
    return;
  ir.order = [{ target: { kind: "row" }, direction: "asc" }];
  ir.limit = 1;
  ir.distinct = undefined;
  use(state, article);
}
