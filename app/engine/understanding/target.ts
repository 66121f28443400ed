// The answer column of list and lookup questions: named after the question word, or guessed from its kind.
import type { Link } from "./link";
import { linkAfter, noteTable, type ParseState, use, useLink } from "./parse-state";
import type { ColumnInfo, TableInfo } from "../model/schema-index";
import { groupingColumnOf } from "./dimensions";

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

/** The label of the rows named before "with their" (at `at`), unless the column shown is that label. */
function ownerLabel(state: ParseState, at: number, column: ColumnInfo): ColumnInfo | undefined {
  const owner = state.links.filter((l) => l.kind === "table" && l.end <= at).at(-1);
  if (owner?.kind !== "table" || !owner.table.labelColumn || owner.table.labelColumn === column) return undefined;
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

/**
 * Columns whose own values answer the question: "Veldoria or Ostravia, which …" picks one of the alternatives,
 * "which crew came after Otter Eight" names a neighbour of the same column.
 */
export function echoedColumns(state: ParseState, columns: ColumnInfo[]): ColumnInfo[] {
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
