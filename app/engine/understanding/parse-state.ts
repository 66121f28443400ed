// The working state of one parse and the small helpers every role module shares.
import type { Cues } from "./cues";
import type { DateMention } from "./date-calendar";
import type { ColumnRef, Filter, Measure, QueryIR, TimeGrain } from "../ir";
import { STOP_WORDS } from "../schema/lexicon";
import type { Link } from "./link";
import type { ColumnInfo, SchemaIndex, TableInfo } from "../model/schema-index";
import type { Token } from "./tokens";

/** Choices a candidate makes differently from the best parse (for execution-guided ranking). */
export interface Variant {
  /** Which of the columns holding an ambiguous value to use (rotates per value link). */
  valueColumn: number;
  /** Which fallback to use for the answer column when the question names none. */
  target: number;
  /** Count rows instead of summing a numeric column named after "how many". */
  countRows: boolean;
  /** Drop the weakest link entirely (its words become ignored). */
  dropWeakest: boolean;
}

export const DEFAULT_VARIANT: Variant = { valueColumn: 0, target: 0, countRows: false, dropWeakest: false };

/** Where a parse met its variant's choices: how many options each rotation had, whether the other two could act. */
export interface Consulted {
  valueColumn: number[];
  target: number[];
  countRows: boolean;
  dropWeakest: boolean;
}

export function noChoices(): Consulted {
  return { valueColumn: [], target: [], countRows: false, dropWeakest: false };
}

/** The option the variant rotates to among `options`, noted so a reading that cannot differ is not parsed again. */
export function choose(state: ParseState, choice: "valueColumn" | "target", options: number): number {
  state.consulted[choice].push(options);
  return state.variant[choice] % options;
}

/**
 * Whether `variant` makes every choice the default parse met as the default did: a parse is a function of its
 * choices, so it would read the question the same way and need not run.
 */
export function choosesAsDefault(variant: Variant, met: Consulted): boolean {
  return (
    met.valueColumn.every((n) => variant.valueColumn % n === 0) &&
    met.target.every((n) => variant.target % n === 0) &&
    !(met.countRows && variant.countRows) &&
    !(met.dropWeakest && variant.dropWeakest)
  );
}

export interface PositionedFilter extends Filter {
  at: number;
}

export interface ParseState {
  tokens: Token[];
  index: SchemaIndex;
  cues: Cues;
  links: Link[];
  allLinks: Link[];
  dates: DateMention[];
  grain?: { grain: TimeGrain; tokens: number[] };
  used: Set<number>;
  /** Used words no link placed ("how many sabbatical …": the counted noun): coverage still asks what they mean. */
  unexplained: Set<number>;
  /** "right now", "current": the tokens that asked for current rows where no table named beside them holds periods. */
  current?: number[];
  /** "headcount", "how many people work here": the people on staff, counted — a table no word linked. */
  staffCounted?: TableInfo;
  /** "former", "have left (the company)": the tokens that asked for rows no longer current, in the same sense. */
  former?: number[];
  /** Links already given a role. */
  assigned: Set<Link>;
  filters: PositionedFilter[];
  penalties: { reason: string; amount: number }[];
  variant: Variant;
  consulted: Consulted;
  now: Date;
  ir: QueryIR;
  /** Tables the question touches, in order of evidence. */
  tables: TableInfo[];
  target?: ColumnInfo;
  /** The answer column was guessed, not named. */
  guessedTarget?: boolean;
  /** The date of the event a verb named ("cancelled" → `cancelled_at`): what "when" asks for. */
  eventDate?: ColumnInfo;
  /** Where each measure was named (its first token): "top 5 X by <measure>" ranks by the one named after "by". */
  measureAt: Map<Measure, number>;
  /** Keys the joins should go through, as a verb named them ("bought" → the orders and their lines). */
  via?: ColumnRef[];
  /** "at least 4 times": a condition on how many rows each answer has. */
  /** `noun`: the token naming what is counted ("more than 5 orders"). */
  having?: { op: "gt" | "gte" | "lt" | "lte" | "eq"; value: number; at: number; noun?: number; average?: boolean };
}

export function use(state: ParseState, ...indices: number[]) {
  for (const i of indices) if (i >= 0 && i < state.tokens.length) state.used.add(i);
}

export function useLink(state: ParseState, link: Link) {
  state.assigned.add(link);
  for (let i = link.start; i < link.end; i++) state.used.add(i);
}

export function penalize(state: ParseState, reason: string, amount: number) {
  state.penalties.push({ reason, amount });
}

const SKIPPABLE = new Set([...STOP_WORDS, "the", "a", "an", "of", "in", "on", "for", "with", "to", "and"]);

/** The first unassigned link starting after `from` with only function words between (at most `maxGap` tokens). */
export function linkAfter<K extends Link["kind"]>(
  state: ParseState,
  from: number,
  kinds: K[],
  maxGap = 3,
): Extract<Link, { kind: K }> | undefined {
  return nearestLink(state, from, 1, kinds, maxGap);
}

/** The nearest unassigned link ending before `to` with only function words between. */
export function linkBefore<K extends Link["kind"]>(
  state: ParseState,
  to: number,
  kinds: K[],
  maxGap = 2,
): Extract<Link, { kind: K }> | undefined {
  return nearestLink(state, to, -1, kinds, maxGap);
}

/** Walks from `at` one token at a time in `step`'s direction; another column, table or value on the way stops it. */
function nearestLink<K extends Link["kind"]>(
  state: ParseState,
  at: number,
  step: 1 | -1,
  kinds: K[],
  maxGap: number,
): Extract<Link, { kind: K }> | undefined {
  let skipped = 0;
  for (let i = at + step; i >= 0 && i < state.tokens.length && skipped <= maxGap; i += step) {
    const link = state.links.find((l) => (step === 1 ? l.start : l.end - 1) === i);
    if (link) {
      if ((kinds as string[]).includes(link.kind) && !state.assigned.has(link))
        return link as Extract<Link, { kind: K }>;
      if (link.kind === "value" || link.kind === "column" || link.kind === "table") return undefined;
    }
    const t = state.tokens[i];
    if (!SKIPPABLE.has(t.norm) && t.kind !== "punct" && !state.used.has(i)) return undefined;
    skipped++;
  }
  return undefined;
}

export function noteTable(state: ParseState, table: TableInfo) {
  if (!state.tables.includes(table)) state.tables.push(table);
}

export function refOf(column: ColumnInfo): ColumnRef {
  return column.ref;
}

export function columnLinks(state: ParseState, unassignedOnly = true): (Link & { kind: "column" })[] {
  return state.links.filter(
    (l): l is Link & { kind: "column" } => l.kind === "column" && (!unassignedOnly || !state.assigned.has(l)),
  );
}

/** A column that looks like it holds years ("year", "season") or whose values are mostly years. */

export function candidatePool(state: ParseState): ColumnInfo[] {
  const tables = state.tables.length ? state.tables : state.index.tables.length === 1 ? state.index.tables : [];
  return tables.flatMap((t) => t.columns);
}
