// Absence: an empty cell, a zero count, or no related row ("huts with no warden", "customers without any order").
import type { Link } from "./link";
import { linkAfter, noteTable, type ParseState, use, useLink } from "./parse-state";
import type { Token } from "./tokens";
import { relatedAbsence } from "./related-absence";
import { relatedPresence } from "./related-presence";
import { HAVE, NOT_HAVE } from "./related-rows";
import { FIELD_NOUNS, RECORD_WORDS } from "../schema/lexicon-records";

export function applyAbsence(state: ParseState) {
  // ("… Include the lighthouses that were never inspected.": a clause keeping empty groups names no absence)
  const keeping = new Set(state.cues.keepEmpty ?? []);
  for (const t of state.tokens) {
    if (state.used.has(t.index) || keeping.has(t.index)) continue;
    if (relatedAbsence(state, t) || relatedPresence(state, t)) continue;
    // "names that do not have a description", "rows without a photo": the column is empty
    const prev = state.tokens[t.index - 1]?.norm ?? "";
    const lacks =
      t.norm === "without" || (HAVE.has(t.norm) && (prev === "not" || NOT_HAVE.has(prev))) || t.norm === "lacking";
    if (lacks) {
      const link = ownColumnAfter(state, t.index) ?? linkAfter(state, t.index, ["column"], 2);
      if (
        link?.kind !== "column" ||
        link.start > t.index + 3 ||
        link.column.position ||
        link.column.key ||
        !link.column.text ||
        link.column.numeric
      )
        continue;
      if (!state.tokens.slice(t.index + 1, link.start).every((x) => ["a", "an", "any"].includes(x.norm))) continue;
      use(state, t.index, ...(t.norm === "without" || t.norm === "lacking" ? [] : [t.index - 1]));
      useLink(state, link);
      noteTable(state, link.column.table);
      state.filters.push({ column: link.column.ref, op: "is_null", phrase: `no ${link.column.display}`, at: t.index });
      continue;
    }
    if (presentCell(state, t)) continue;
    if (t.norm !== "no" && t.norm !== "zero") continue;
    const link = linkAfter(state, t.index, ["column"], 1);
    if (link?.kind !== "column" || link.start > t.index + 2 || link.column.position || link.column.key) continue;
    const column = link.column;
    if (!column.numeric && !column.text) continue;
    use(state, t.index);
    useLink(state, link);
    noteTable(state, column.table);
    const phrase = `no ${column.display}`;
    state.filters.push(
      column.numeric
        ? { column: column.ref, op: "eq", value: 0, phrase, at: t.index }
        : { column: column.ref, op: "is_null", phrase, at: t.index },
    );
  }
}

/**
 * "members who don't have any locker on record": a column of the rows named before ("locker number" of
 * members) is what they lack, rather than a value some table further away holds ("locker" as a rental item).
 */
function ownColumnAfter(state: ParseState, at: number): (Link & { kind: "column" }) | undefined {
  let i = at + 1;
  while (["a", "an", "any"].includes(state.tokens[i]?.norm ?? "")) i++;
  const subjects = state.links
    .filter((l) => l.kind === "table" && l.end <= at)
    .map((l) => (l.kind === "table" ? l.table : undefined));
  const own = state.allLinks.find(
    (l): l is Link & { kind: "column" } =>
      l.kind === "column" &&
      l.start === i &&
      subjects.includes(l.column.table) &&
      l.column.text &&
      !l.column.key &&
      l.column.column.nullable &&
      !state.assigned.has(l),
  );
  if (!own) return undefined;
  for (const l of state.links)
    if (l.kind === "value" && l.start === own.start && !state.assigned.has(l)) useLink(state, l);
  return own;
}

/** Verbs that say a person is paid an optional amount: "staff who earn a commission". */
const RECEIVE = new Set(["earn", "earns", "earned", "get", "gets", "got", "receive", "receives", "received"]);

/**
 * "customers who have a company", "tracks with a composer", "staff who earn a commission": an optional cell that is
 * filled in — text, or an amount not every row has.
 */
function presentCell(state: ParseState, t: Token): boolean {
  const prev = state.tokens[t.index - 1]?.norm ?? "";
  if (!(HAVE.has(t.norm) || t.norm === "with" || RECEIVE.has(t.norm)) || prev === "not" || NOT_HAVE.has(prev))
    return false;
  const article = state.tokens[t.index + 1];
  if (!article || !["a", "an", "any", "some"].includes(article.norm)) return false;
  const link = state.links.find((l) => l.start === t.index + 2 && !state.assigned.has(l));
  if (
    link?.kind !== "column" ||
    link.column.position ||
    link.column.key ||
    link.column.derived ||
    !(link.column.text || link.column.numeric) ||
    (link.column.text && link.column.numeric) ||
    !link.column.column.nullable
  )
    return false;
  // "with a rating of Gold" compares the cell; only a cell named alone ("a phone number on file") is asked to be
  // filled in
  const rest = filledWords(state, link.end);
  const after = state.tokens[link.end + rest.length];
  if (
    after &&
    after.kind !== "punct" &&
    !["and", "or", "in", "since", "during", "per", "by", "for"].includes(after.norm)
  )
    return false;
  use(state, t.index, article.index, ...rest);
  useLink(state, link);
  noteTable(state, link.column.table);
  state.filters.push({ column: link.column.ref, op: "not_null", phrase: `with a ${link.column.display}`, at: t.index });
  return true;
}

/** The words after a named cell that only restate it ("number" of a phone) or say it is filled in ("on file"). */
function filledWords(state: ParseState, from: number): number[] {
  const out: number[] = [];
  let i = from;
  if (FIELD_NOUNS.has(state.tokens[i]?.norm ?? "") && !state.links.some((l) => l.start <= i && i < l.end))
    out.push(i++);
  const record = state.tokens.slice(i).findIndex((x) => !RECORD_WORDS.has(x.norm));
  const end = record < 0 ? state.tokens.length : i + record;
  // "recorded", "on file": only when the sentence ends there or goes on with a new clause
  if (end > i && state.tokens.slice(i, end).some((x) => x.norm !== "in" && x.norm !== "the" && x.norm !== "on"))
    for (; i < end; i++) out.push(i);
  return out;
}
