// Rows that share or agree on a value: "which other teams played in the same city", "did both … have the same …",
// "give one example".
import { type ParseState, use, useLink } from "./parse-state";
import { LIST_VERBS, guessTarget, agreeingColumn } from "./guessed-target";
import { filteredColumns } from "./target";

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
