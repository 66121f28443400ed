// Words no sampled value explains still filter: a quoted phrase, or a name after "of/for/by …" the sample missed.
import { STOP_WORDS } from "../schema/lexicon";
import type { ColumnInfo } from "../model/schema-index";
import { negatedAt } from "./negation";
import { choose, linkBefore, noteTable, penalize, type ParseState, use, useLink } from "./parse-state";

/** A quoted phrase that matches no sampled value still filters: on the column or table named just before it. */
export function applyQuotedFallback(state: ParseState) {
  for (const t of state.tokens) {
    if (t.kind !== "quoted" || state.used.has(t.index)) continue;
    const before =
      linkBefore(state, t.index, ["column", "table"], 2) ??
      state.links.find((l) => l.end === t.index && l.kind !== "value");
    const column =
      before?.kind === "column" && before.column.text
        ? before.column
        : before?.kind === "table"
          ? (before.table.labelColumn ?? before.table.columns.find((c) => c.text && !c.key))
          : (state.tables[0] ?? state.index.tables[0])?.labelColumn;
    if (!column) continue;
    if (before?.kind === "column") useLink(state, before);
    use(state, t.index);
    noteTable(state, column.table);
    penalize(state, `"${t.raw}" is not among the sampled values of ${column.display}`, 0.1);
    state.filters.push({
      column: column.ref,
      op: negatedAt(state, t.index) ? "not_contains" : "contains",
      value: t.raw,
      phrase: t.raw,
      at: t.index,
    });
  }
}

const ENTITY_LEADS = new Set([
  "of",
  "for",
  "by",
  "from",
  "in",
  "at",
  "against",
  "with",
  "to",
  "did",
  "does",
  "do",
  "than",
  "as",
  "after",
  "before",
  "was",
  "is",
  "and",
  "or",
  "vs",
  "versus",
  "on",
]);

/** Text columns whose sampled values may not be all of them (high-cardinality names are not sampled). */
function unsampledText(state: ParseState): ColumnInfo[] {
  const table = state.tables[0] ?? (state.index.tables.length === 1 ? state.index.tables[0] : undefined);
  if (!table) return [];
  return table.columns.filter(
    (c) =>
      c.text &&
      !c.numericText &&
      !c.position &&
      !(c.column.sampleValues && c.distinct !== undefined && c.distinct <= c.column.sampleValues.length),
  );
}

/**
 * Words after "of/for/by/after …" that no link explains are probably a name the value sample missed:
 * they filter a text column by containment (candidates rotate the column; execution picks one that matches rows).
 */
export function applyFreeText(state: ParseState) {
  const columns = unsampledText(state);
  if (!columns.length) return;
  const free = (i: number) => {
    const t = state.tokens[i];
    return (
      !!t &&
      !state.used.has(i) &&
      (t.kind === "word" || (t.kind === "number" && !t.year)) &&
      !STOP_WORDS.has(t.norm) &&
      !state.links.some((l) => (state.assigned.has(l) || l.kind === "column") && l.start <= i && i < l.end)
    );
  };
  for (let i = 1; i < state.tokens.length; i++) {
    if (!free(i) || !ENTITY_LEADS.has(state.tokens[i - 1].norm)) continue;
    let j = i;
    while (free(j + 1) || (state.tokens[j + 1]?.norm === "of" && free(j + 2))) j++;
    const phrase = state.tokens
      .slice(i, j + 1)
      .map((t) => t.raw)
      .join(" ");
    const column = columns[choose(state, "valueColumn", columns.length)];
    use(state, ...Array.from({ length: j - i + 1 }, (_, k) => i + k));
    penalize(state, `"${phrase}" matched no sampled value; searched in ${column.display}`, 0.15);
    state.filters.push({
      column: column.ref,
      op: negatedAt(state, i) ? "not_contains" : "contains",
      value: phrase,
      phrase,
      at: i,
    });
    i = j;
  }
}
