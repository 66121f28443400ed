// Text patterns: "names starting with A", "emails ending in .org", "titles containing love", "with Pro in the name".
import type { ColumnInfo } from "../model/schema-index";
import { linkBefore, noteTable, type ParseState, use, useLink } from "./parse-state";

const STARTS = new Set(["start", "starts", "starting", "begin", "begins", "beginning"]);
const ENDS = new Set(["end", "ends", "ending"]);
const CONTAINS = new Set(["contain", "contains", "containing"]);
const NEEDLE_LEADS = new Set([
  "letter",
  "letters",
  "word",
  "words",
  "character",
  "characters",
  "text",
  "string",
  "prefix",
  "suffix",
]);

/** Who holds the text: "makers that have Ford in their name", "courses with Intro in the title". */
const HOLDERS = new Set(["have", "has", "had", "having", "with", "carry", "carries", "carrying"]);
const POSSESSIVES = new Set(["their", "its", "his", "her", "the", "our"]);
/** At most this many words of text between the holder and "in". */
const NEEDLE_WORDS = 4;

/** A text column named just before the pattern's verb, and the word or quoted text after it. */
export function applyPatterns(state: ParseState) {
  applyContainedIn(state);
  for (const t of state.tokens) {
    const kind = STARTS.has(t.norm) ? "start" : ENDS.has(t.norm) ? "end" : CONTAINS.has(t.norm) ? "contain" : undefined;
    if (!kind || state.used.has(t.index)) continue;
    const joiner = state.tokens[t.index + 1]?.norm;
    if (kind !== "contain" && joiner !== "with" && joiner !== "in") continue;
    // "start with the letter J", "contain the word love"
    let at = kind === "contain" ? t.index + 1 : t.index + 2;
    const lead = at;
    if (["the", "a", "an"].includes(state.tokens[at]?.norm ?? "") && NEEDLE_LEADS.has(state.tokens[at + 1]?.norm ?? ""))
      at++;
    if (NEEDLE_LEADS.has(state.tokens[at]?.norm ?? "") && state.tokens[at + 1] && state.tokens[at + 1].kind !== "punct")
      at++;
    const needle = state.tokens[at];
    if (!needle || needle.kind === "punct" || (needle.kind === "number" && !needle.raw.match(/^\d+$/))) continue;
    let link = linkBefore(state, t.index, ["column"], 2);
    // "shops with a name that ends with …": a bare "name" is the label of the rows in play, not another table's "name"
    const named = labelBefore(state, t.index);
    if (link?.kind === "column" && named && link.column.table !== named.column.table && link.end - link.start === 1)
      link = undefined;
    const target = link?.kind === "column" ? link.column : named?.column;
    if (!target?.text) continue;
    const column = { column: target, end: link?.end ?? named!.end };
    const text = needle.raw.replace(/^["'“‘]|["'”’]$/g, "");
    const escaped = text.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    if (link) useLink(state, link);
    else use(state, named!.at);
    noteTable(state, column.column.table);
    use(
      state,
      t.index,
      at,
      ...(kind === "contain" ? [] : [t.index + 1]),
      ...Array.from({ length: at - lead }, (_, k) => lead + k),
    );
    // the verb, its "with" and the text are the pattern's, whatever else they may have linked to
    for (const l of state.links)
      if (l.kind === "value" && ((l.start <= at && at < l.end) || (l.start >= t.index && l.end <= at + 1)))
        useLink(state, l);
    // "that starts with": the relative word belongs to the pattern
    for (let i = column.end; i < t.index; i++)
      if (["that", "which", "whose", "who"].includes(state.tokens[i].norm)) use(state, i);
    if (kind === "contain")
      state.filters.push({
        column: column.column.ref,
        op: "contains",
        value: text,
        phrase: `${column.column.display} containing ${text}`,
        at: t.index,
      });
    else
      state.filters.push({
        column: column.column.ref,
        op: "matches",
        value: kind === "start" ? `^${escaped}` : `${escaped}$`,
        phrase: `${column.column.display} ${kind === "start" ? "starting" : "ending"} with ${text}`,
        at: t.index,
      });
  }
}

function labelBefore(state: ParseState, at: number): { column: ColumnInfo; at: number; end: number } | undefined {
  let i = at - 1;
  while (i >= 0 && ["that", "which", "whose"].includes(state.tokens[i].norm)) i--;
  const label = labelAt(state, i);
  return label ? { column: label, at: i, end: i + 1 } : undefined;
}

/** "… have Ford in their name": the words between a holding verb and "in" are text the column after it contains.
 * Only a text column (or the label of the rows in play) after "in": "have Ford in stock" names no text. */
function applyContainedIn(state: ParseState) {
  for (const t of state.tokens) {
    if (t.norm !== "in" || state.used.has(t.index)) continue;
    let lead = t.index - 1;
    while (lead >= 0 && t.index - lead <= NEEDLE_WORDS && !HOLDERS.has(state.tokens[lead].norm)) lead--;
    let first = lead + 1;
    while (
      first < t.index - 1 &&
      (["a", "an", "the"].includes(state.tokens[first].norm) || NEEDLE_LEADS.has(state.tokens[first].norm))
    )
      first++;
    const words = state.tokens.slice(first, t.index);
    if (lead < 0 || !HOLDERS.has(state.tokens[lead].norm) || !words.length) continue;
    if (words.some((w) => w.kind === "punct" || state.used.has(w.index))) continue;
    // "in their name", "in the title": a column of each row; "in 2000", "in stock" are no text held
    if (!POSSESSIVES.has(state.tokens[t.index + 1]?.norm ?? "")) continue;
    const at = t.index + 2;
    // a bare "name" is the label of the rows in play, not another table's name
    const label = labelAt(state, at);
    const link = label
      ? undefined
      : state.links.find((l) => l.kind === "column" && l.start === at && !state.assigned.has(l));
    const column = link?.kind === "column" ? link.column : label;
    if (!column?.text) continue;
    if (link) useLink(state, link);
    noteTable(state, column.table);
    use(state, t.index, at - 1, at, ...Array.from({ length: t.index - lead - 1 }, (_, k) => lead + 1 + k));
    for (const l of state.links) if (l.kind === "value" && l.start > lead && l.end <= t.index) useLink(state, l);
    const text = words.map((w) => w.raw.replace(/^["'“‘]|["'”’]$/g, "")).join(" ");
    state.filters.push({
      column: column.ref,
      op: "contains",
      value: text,
      phrase: `${column.display} containing ${text}`,
      at: t.index,
    });
  }
}

/** "name" or "title" at `at`: the label of the table named before it. */
function labelAt(state: ParseState, at: number): ColumnInfo | undefined {
  if (!["name", "names", "title", "titles"].includes(state.tokens[at]?.norm ?? "")) return undefined;
  const table = [...state.links].reverse().find((l) => l.kind === "table" && l.end <= at);
  return table?.kind === "table" ? table.table.labelColumn : undefined;
}
