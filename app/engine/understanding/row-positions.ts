// Row positions: "first", "last", "top 3", and rows named relative to another ("previous to X", "the next after X").
import type { Filter, OrderBy } from "../ir";
import { stem } from "../schema/stem";
import { isYearLike } from "../model/years";
import { type ParseState, use, useLink } from "./parse-state";
import { ORDINAL_WORDS, ranksBest } from "./superlatives";
import type { Ranking } from "./ranking";
import {
  RowReference,
  stepsInTime,
  EVENT_VERBS,
  eventTime,
  dateAnchor,
  yearlessDayAnchor,
  earlierSentenceAnchor,
  anchorFilter,
  byNaturalDate,
} from "./row-anchors";

/** Keeps the ranked rows on the far side of the named row's value ("next highest after X" → below X). */
export function applyRankedAfter(state: ParseState, rows: RowReference | undefined, ranking: Ranking | undefined) {
  const anchor = rows?.rankedAfter;
  if (!anchor) return;
  if (!ranking?.column || ranking.column.position) {
    state.ir.rowAnchor = { anchor: [anchor], offset: state.cues.rowRef?.offset ?? 1 };
    return;
  }
  const op = ranking.cue.direction === "desc" ? "lt" : "gt";
  // "after X, the second tallest": X holds the first place, so the ranking below it starts at the second
  ranking.offset = undefined;
  state.filters.push({ column: ranking.column.ref, op, than: [anchor], phrase: anchor.phrase, at: ranking.cue.index });
}

/** "the winner before Harbour Lions in 2016": conditions named after the anchor row describe that row, not the answer. */
export function settleAnchor(state: ParseState) {
  const anchor = state.ir.rowAnchor?.anchor;
  const at = (anchor?.[0] as { at?: number } | undefined)?.at;
  if (!anchor || at === undefined) return;
  const described = state.filters.filter(
    (f) => f.at > at && (f.op === "eq" || f.op === "contains" || f.op === "between" || f.op === "matches") && !f.than,
  );
  if (!described.length) return;
  anchor.push(...described.map(({ at: _at, ...f }) => f));
  state.filters = state.filters.filter((f) => !described.includes(f));
}

/** "how many opened after X": a count over everything on that side of the named row. */
export function spanAnchor(state: ParseState) {
  const ir = state.ir;
  const anchor = ir.rowAnchor;
  if (
    !anchor ||
    !anchor.offset ||
    ir.dimensions.length ||
    !ir.select.some((m) => m.agg === "count" || m.agg === "count_distinct")
  )
    return;
  // "next to X in the medal count" names a column, it asks no count
  if (!state.cues.count?.tokens.some((i) => ["many", "number"].includes(state.tokens[i].norm))) return;
  anchor.span = true;
  // "after 1932": the year named is the time line
  const year = anchor.anchor.find(
    (f) =>
      typeof f.value === "number" &&
      state.index.columns.some(
        (c) => c.ref.table === f.column.table && c.ref.column === f.column.column && c.numeric && isYearLike(c),
      ),
  );
  if (year && !anchor.chronology) anchor.chronology = year.column;
}

/** "which region is above Alder Vale": the neighbouring row's value, never the named one itself. */
export function excludeAnchorValue(state: ParseState) {
  const ir = state.ir;
  const select = ir.select.length === 1 && !ir.select[0].agg ? ir.select[0].column : undefined;
  const same = ir.rowAnchor?.anchor.find(
    (f) => f.op === "eq" && select && f.column.table === select.table && f.column.column === select.column,
  );
  if (!same || ir.rowAnchor!.offset === 0) return;
  ir.filters.push({ column: same.column, op: "neq", value: same.value });
}

/** "was A built before or after B", "is A listed above or below B": whether A's row comes before B's, answered with the word. */
export function answerByOrder(state: ParseState, answers: [string, string]): boolean {
  const ir = state.ir;
  const anchor = ir.rowAnchor;
  const position = state.index.tables.find((t) => t.name === ir.table)?.position;
  if (!anchor || !anchor.offset || !position) return false;
  const own = ir.filters.filter(
    (f) => !(f.op === "neq" && anchor.anchor.some((a) => a.column.column === f.column.column && a.value === f.value)),
  );
  if (!own.some((f) => f.op === "eq")) return false;
  ir.filters = [
    ...own,
    { column: anchor.chronology ?? position.ref, op: anchor.offset < 0 ? "lt" : "gt", than: anchor.anchor },
  ];
  ir.rowAnchor = undefined;
  ir.exists = true;
  ir.answers = answers;
  ir.order = [];
  ir.limit = undefined;
  ir.distinct = undefined;
  return true;
}

/** "previous to Otter Eight" anchors on a row; "first"/"last" order by the file position. */
export function applyRowReference(state: ParseState): RowReference | undefined {
  const ref = state.cues.rowRef;
  const table = state.tables[0] ?? (state.index.tables.length === 1 ? state.index.tables[0] : undefined);
  if (!ref && table?.position) return yearlessDayAnchor(state, table);
  if (!ref || !table || ref.tokens.some((t) => state.used.has(t))) return undefined;
  if (!table.position) return byNaturalDate(state, ref, table);
  if (ref.kind === "before" || ref.kind === "after") {
    // "the next crew after Otter Eight": the position word that a named row follows is the anchor
    for (const candidate of state.cues.rowRefs.filter((r) => r.kind === "before" || r.kind === "after")) {
      const filter = anchorFilter(state, candidate.tokens.at(-1)!, table);
      if (!filter) continue;
      use(state, ...candidate.tokens);
      if (
        candidate !== ref &&
        ref.tokens.length === 1 &&
        ["next", "previous", "following", "preceding"].includes(state.tokens[ref.tokens[0]].norm)
      )
        use(state, ...ref.tokens);
      const anchor: Filter = { ...filter, op: filter.op === "neq" ? "eq" : filter.op };
      // "the next tallest after X" ranks below X's value rather than stepping to the next row
      if (state.cues.superlatives.some((s) => !state.used.has(s.index)))
        return { anchorApplied: true, rankedAfter: anchor };
      const time = stepsInTime(state, candidate.tokens[0], table);
      state.ir.rowAnchor = { anchor: [anchor], offset: candidate.offset, ...(time ? { chronology: time.ref } : {}) };
      relationVerb(state, candidate.tokens[0]);
      rankingNamed(state, candidate.tokens.at(-1)!);
      return { anchorApplied: true };
    }
    return dateAnchor(state, ref, table) ?? earlierSentenceAnchor(state, ref, table);
  }
  // "first"/"last" as a value ("first place") was linked already; a ranking word after it is a superlative
  if (state.cues.superlatives.some((s) => !state.used.has(s.index))) return undefined;
  use(state, ...ref.tokens);
  // "the first ward", "the first track listed": the ordinal orders rows; it is not also the value "1st" of some column
  const follower = state.tokens[ref.tokens.at(-1)! + 1];
  const placedBefore = ["placed", "finished", "finish", "came", "ranked", "won", "placing", "finishing", "in"].includes(
    state.tokens[ref.tokens[0] - 1]?.norm ?? "",
  );
  if (
    follower?.kind === "word" &&
    !ORDINAL_WORDS.has(stem(follower.norm)) &&
    !["win", "wins", "victory"].includes(follower.norm) &&
    !placedBefore
  ) {
    for (const l of state.links)
      if (l.kind === "value" && ref.tokens.includes(l.start) && l.end - l.start === 1) useLink(state, l);
  }
  // "the top listed arena", "the last season listed"
  for (const i of [ref.tokens[0] - 1, ref.tokens.at(-1)! + 1, ref.tokens.at(-1)! + 2])
    if (state.tokens[i]?.norm === "listed") use(state, i);
  // "second to last", "third from last": counted back from that end
  const from = state.tokens[ref.tokens[0] - 2];
  const skip =
    from?.kind === "number" &&
    from.ordinal &&
    from.value! >= 2 &&
    from.value! <= 20 &&
    ["to", "from"].includes(state.tokens[ref.tokens[0] - 1].norm) &&
    !state.used.has(from.index)
      ? from.value! - 1
      : undefined;
  if (skip) use(state, from!.index, from!.index + 1);
  const next = state.tokens[ref.tokens[0] + 1];
  const limit =
    next?.kind === "number" && !next.ordinal && Number.isInteger(next.value) && !next.year ? next.value! : 1;
  if (limit !== 1) use(state, next!.index);
  const direction = ref.kind === "first" ? "asc" : "desc";
  const row: OrderBy = { target: { kind: "row" }, direction };
  // "finished in last place": the largest place number, wherever the file lists it
  const placeWord = state.tokens[ref.tokens.at(-1)! + 1];
  const place = placeWord && ORDINAL_WORDS.has(stem(placeWord.norm)) ? table.columns.find(ranksBest) : undefined;
  if (place) {
    use(state, placeWord.index);
    const link = state.links.find((l) => l.kind === "column" && l.start === placeWord.index);
    if (link) useLink(state, link);
    return {
      order: { target: { kind: "column", ref: place.ref }, direction },
      then: row,
      limit,
      anchorApplied: false,
      offset: skip,
    };
  }
  const time = eventTime(state, ref.tokens.at(-1)!, table);
  if (time)
    return {
      order: { target: { kind: "column", ref: time.ref }, direction },
      then: row,
      limit,
      anchorApplied: false,
      offset: skip,
    };
  return { order: row, limit, anchorApplied: false, offset: skip };
}

/** "which nation is next to X in the medal count": the list the neighbour is read in is named; no rows are counted. */
function rankingNamed(state: ParseState, from: number) {
  const count = state.cues.count;
  const wh = state.cues.wh?.word;
  if (!count || count.times || (wh !== "what" && wh !== "which" && wh !== "who")) return;
  const at = count.tokens.at(-1)!;
  if (at <= from || count.tokens.some((i) => state.tokens[i].norm !== "count" && state.tokens[i].norm !== "total"))
    return;
  const inAt = state.tokens.findIndex((t, i) => i > from && i < at && t.norm === "in");
  if (inAt < 0 || at - inAt > 4) return;
  state.cues.count = undefined;
  state.cues.aggregates = state.cues.aggregates.filter((a) => a.index < inAt || a.index > at);
  use(state, ...Array.from({ length: at - inAt + 1 }, (_, k) => inAt + k));
}

/** "who was born before X", "the work written after X": the verb relates the two rows; it is no text to search for. */
function relationVerb(state: ParseState, at: number) {
  let i = at - 1;
  while (i >= 0 && ["directly", "immediately", "right", "just", "shortly", "soon"].includes(state.tokens[i].norm)) i--;
  const t = state.tokens[i];
  if (
    !t ||
    t.kind !== "word" ||
    state.used.has(i) ||
    state.links.some((l) => l.start <= i && i < l.end && (l.kind !== "value" || l.end - l.start > 1))
  )
    return;
  if (
    !EVENT_VERBS.has(t.norm) &&
    !["won", "born", "held", "hosted", "died"].includes(t.norm) &&
    !/[a-z]{3,}(ed|en)$/.test(t.norm)
  )
    return;
  use(state, i);
  const value = state.links.find((l) => l.start === i && l.kind === "value");
  if (value) useLink(state, value);
}

/** "how many Norwegians in the top 3": counting within the first rows of a ranked list, not ranking the count. */
export function applyTopRows(state: ParseState) {
  const table = state.tables[0] ?? (state.index.tables.length === 1 ? state.index.tables[0] : undefined);
  const cue = state.cues.superlatives.find(
    (s) => s.limit !== undefined && ["top", "first"].includes(state.tokens[s.index].norm),
  );
  if (!state.cues.count || !cue || !table?.position || state.used.has(cue.index)) return;
  use(state, ...cue.tokens);
  const at = cue.tokens[0];
  state.filters.push({
    column: table.position.ref,
    op: "lte",
    value: cue.limit!,
    phrase: state.tokens
      .slice(at, at + 2)
      .map((t) => t.raw)
      .join(" "),
    at,
  });
}
