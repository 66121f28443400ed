// Follow-ups refine the previous turn: "then by week", "just for Veldoria", "make it the top 8".
import type { QueryIR } from "../ir";
import type { ParseState } from "../understanding/parse-state";
import type { Token } from "../understanding/tokens";

/** Words that open a refinement of the turn before: "and by city", "only for 2024", "now per week", "same for X". */
const OPENERS = new Set(["now", "only", "and", "also", "just", "but", "instead", "then", "same", "plus", "again"]);
/** Words pointing back at the answer before: "sort them by revenue", "break it down by month". */
const BACK_REFERENCES = new Set(["it", "them", "those", "these", "they", "that", "same"]);
/** Imperatives that reshape a shown answer. */
const RESHAPING = new Set([
  "show",
  "make",
  "sort",
  "limit",
  "break",
  "split",
  "filter",
  "exclude",
  "group",
  "order",
  "narrow",
  "restrict",
  "drill",
]);

/**
 * Whether a question refines the turn before (issue 33): an elliptical phrase ("by country", "in 2024"), an opener
 * ("and …", "only …", "same for …", "what about …"), "instead", or a word pointing back at the answer. A question
 * that names its own measure — or asks its own count, list or wh-question — is read alone, so one wrong turn does
 * not carry into the questions after it.
 */
export function looksLikeFollowUp(
  tokens: Token[],
  standalone: QueryIR | undefined,
  state: ParseState | undefined,
): boolean {
  const first = tokens[0]?.norm ?? "";
  const second = tokens[1]?.norm ?? "";
  if (tokens.some((t) => t.norm === "instead")) return true;
  if (first === "what" || first === "how") return second === "about" && tokens.length <= 8;
  if (OPENERS.has(first)) return true;
  if (!standalone || !state) return true;
  const ownMeasure = standalone.select.some((m) => m.column && (m.agg || m.share) && namedColumn(state, m.column));
  // "top 5 products by sales" names its own ranking and measure: a new question, not a refinement
  const ranksItsOwnMeasure =
    state.cues.superlatives.some((s) => s.limit !== undefined && state.used.has(s.index)) &&
    standalone.select.some((m) => m.column);
  const ownShape =
    ownMeasure ||
    !!state.cues.count ||
    state.cues.aggregates.length > 0 ||
    !!state.cues.wh ||
    state.cues.list !== undefined ||
    ranksItsOwnMeasure;
  // "break it down by city" reshapes the answer; "show orders by month" names rows of its own
  const ownRows = [...state.assigned].some((l) => l.kind === "table");
  if (RESHAPING.has(first))
    return tokens.length <= 7 && !ownMeasure && !ownRows && !state.cues.count && !state.cues.aggregates.length;
  if (tokens.some((t) => BACK_REFERENCES.has(t.norm)) && !ownMeasure && tokens.length <= 10) return true;
  return !ownShape && tokens.length <= 6;
}

/** The question's own words named this column (not a guess, not a table's default measure). */
function namedColumn(state: ParseState, ref: { table: string; column: string }): boolean {
  return [...state.assigned].some(
    (l) => l.kind === "column" && l.column.ref.table === ref.table && l.column.ref.column === ref.column,
  );
}

/** Merges what the follow-up says into the previous query; anything it does not mention stays. */
export function mergeFollowUp(previous: QueryIR, update: QueryIR, state: ParseState): QueryIR {
  const merged: QueryIR = structuredClone(previous);
  // "… instead" replaces what it names ("and in units instead", "and by city instead"), whatever "and" says
  const instead = state.tokens.some((t) => t.norm === "instead");
  const explicitMeasures = update.select.filter((m) => m.agg);
  const named = instead && explicitMeasures.length > 0 && explicitMeasures.every((m) => m.column);
  if (
    explicitMeasures.length &&
    (named || state.cues.count || state.cues.aggregates.some((a) => state.used.has(a.index)))
  ) {
    // the order followed the measure it replaces
    const replaced = new Set(merged.select.filter((m) => m.agg).map((m) => m.alias));
    merged.select = explicitMeasures;
    merged.order = merged.order.map((o) =>
      o.target.kind === "measure" && replaced.has(o.target.alias)
        ? { ...o, target: { kind: "measure", alias: explicitMeasures[0].alias } }
        : o,
    );
  }
  for (const filter of update.filters) {
    merged.filters = merged.filters.filter(
      (f) =>
        !(f.column.table === filter.column.table && f.column.column === filter.column.column && f.part === filter.part),
    );
    merged.filters.push(filter);
  }
  if (update.dateLabel) merged.dateLabel = update.dateLabel;
  const time = update.dimensions.find((d) => d.grain);
  const adding = !instead && state.tokens.some((t) => t.norm === "also" || t.norm === "and");
  if (time) {
    merged.dimensions = adding ? [time, ...merged.dimensions.filter((d) => !d.grain)] : [time];
    merged.order = [{ target: { kind: "measure", alias: time.alias }, direction: "asc" }];
    merged.limit = undefined;
  }
  const plain = update.dimensions.filter((d) => !d.grain);
  if (plain.length) {
    merged.dimensions = adding ? [...merged.dimensions, ...plain] : [...(time ? [time] : []), ...plain];
    // "now by carrier" after "per month": the months' order goes with the months
    const kept = new Set([...merged.dimensions.map((d) => d.alias), ...merged.select.map((m) => m.alias)]);
    merged.order = merged.order.filter((o) => o.target.kind !== "measure" || kept.has(o.target.alias));
  }
  const ranking = state.cues.superlatives.find((s) => s.limit !== undefined) ?? state.cues.superlatives[0];
  if (ranking && state.used.has(ranking.index)) {
    merged.limit = ranking.limit ?? 1;
    merged.withTies = ranking.limit === undefined;
    const measure = merged.select.find((m) => m.agg);
    if (measure) merged.order = [{ target: { kind: "measure", alias: measure.alias }, direction: ranking.direction }];
    else if (update.order.length) merged.order = update.order;
  }
  if (update.select.some((m) => m.share) && !merged.select.some((m) => m.share)) {
    const measure = merged.select.find((m) => m.agg);
    if (measure) {
      measure.share = true;
      measure.alias = `share_of_${measure.alias}`;
    }
  }
  return merged;
}
