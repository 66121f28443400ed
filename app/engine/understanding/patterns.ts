// Text patterns: "names starting with A", "emails ending in .org", "titles containing love".
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

/** A text column named just before the pattern's verb, and the word or quoted text after it. */
export function applyPatterns(state: ParseState) {
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
  if (!["name", "names", "title", "titles"].includes(state.tokens[i]?.norm ?? "")) return undefined;
  const table = [...state.links].reverse().find((l) => l.kind === "table" && l.end <= i);
  const label = table?.kind === "table" ? table.table.labelColumn : undefined;
  return label ? { column: label, at: i, end: i + 1 } : undefined;
}
