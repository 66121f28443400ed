// Light English stemming and normalisation: enough to equate "orders"/"order", "categories"/"category".
import { isEnglishWord } from "./english-words";

/** Lower-case, strip accents, unify quotes and dashes. */
export function normalizeText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u201c\u201d«»]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .toLowerCase();
}

const IRREGULAR: Record<string, string> = dict({
  people: "person",
  men: "man",
  women: "woman",
  children: "child",
  won: "win",
  wins: "win",
  winning: "win",
  lost: "lose",
  losses: "loss",
  sold: "sell",
  bought: "buy",
  made: "make",
  held: "hold",
  ran: "run",
  countries: "country",
  data: "data",
  series: "series",
  species: "species",
  news: "news",
  status: "status",
  analysis: "analysis",
  bus: "bus",
  gas: "gas",
  canvas: "canvas",
  plus: "plus",
  campus: "campus",
  us: "us",
});

/** A noun said in the plural ("deliveries", "stops", "people"); "business", "status", "class" end in s and are not. */
export function isPlural(word: string): boolean {
  const w = word.toLowerCase();
  return (
    ["people", "men", "women", "children"].includes(w) ||
    (w.length > 3 && /s$/.test(w) && !/(ss|us|is)$/.test(w) && IRREGULAR[w] !== w)
  );
}

export function stem(word: string): string {
  let s = stems.get(word);
  if (s !== undefined) return s;
  s = stemCore(word.toLowerCase());
  // Porter's y → i: "category"/"categories", "movie"/"movies" meet
  if (s.length > 3 && s.endsWith("y")) s = `${s.slice(0, -1)}i`;
  if (stems.size >= MAX_STEMS) stems.clear();
  stems.set(word, s);
  return s;
}

/** Stems already made: linking stems the same question and schema words for every column it scores. */
const stems = new Map<string, string>();
const MAX_STEMS = 50_000;

function stemCore(w: string): string {
  if (IRREGULAR[w]) return IRREGULAR[w];
  if (w.length <= 3) return w;
  // "salespeople", "townspeople": a compound of "people" is a compound of "person"
  if (w.endsWith("people") && w.length > 6) return `${w.slice(0, -6)}person`;
  if (w.endsWith("ies") && w.length > 4) return w.slice(0, -3) + "i";
  if (/(sses|shes|ches|xes|zes)$/.test(w)) return w.slice(0, -2);
  if (w.endsWith("ss") || w.endsWith("us") || w.endsWith("is")) return w;
  if (w.endsWith("s") && !w.endsWith("'s")) return stemCore(w.slice(0, -1));
  if (w.endsWith("'s")) return w.slice(0, -2);
  if (w.endsWith("ing") && w.length > 5) return undouble(w.slice(0, -3));
  if (w.endsWith("ed") && w.length > 4 && !w.endsWith("eed"))
    return w.endsWith("ied") ? w.slice(0, -3) + "i" : undouble(w.slice(0, -2));
  // Porter's -ful: "successful", "successfully" meet a stored "Success"
  if (w.endsWith("fully") && w.length > 8) return w.slice(0, -5);
  if (w.endsWith("ful") && w.length > 6) return w.slice(0, -3);
  // "release"/"released", "title"/"titles" meet at the same stem
  if (w.endsWith("e") && w.length > 4) return w.slice(0, -1);
  return w;
}

/**
 * "shipp" → "ship", "winn" → "win" (but "sell", "pass" keep their pair); a doubled l goes only where English has
 * the word without it ("cancell" → "cancel", "travell" → "travel"; "fill", "enroll" stay).
 */
function undouble(w: string): string {
  if (/([bdgmnprt])\1$/.test(w)) return w.slice(0, -1);
  return w.endsWith("ll") && w.length > 5 && !isEnglishWord(w) && isEnglishWord(w.slice(0, -1)) ? w.slice(0, -1) : w;
}

/** Split an identifier or label into words: snake_case, camelCase, digits, punctuation. */
export function identifierWords(identifier: string): string[] {
  return normalizeText(identifier.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/([A-Za-z])(\d)/g, "$1 $2"))
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Levenshtein distance bounded by `max` (returns max + 1 when further). Two reused rows: it runs per value per word. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (max === 1) return withinOne(a, b);
  if (rows[0].length <= b.length) rows = [new Int32Array(b.length * 2 + 2), new Int32Array(b.length * 2 + 2)];
  let [prev, cur] = rows;
  // only cells within `max` of the diagonal can stay within `max`: the rest of each row is left at the bound
  const far = max + 1;
  for (let j = 0; j <= b.length; j++) prev[j] = Math.min(j, far);
  for (let i = 1; i <= a.length; i++) {
    const [from, to] = [Math.max(1, i - max), Math.min(b.length, i + max)];
    cur[from - 1] = from === 1 ? Math.min(i, far) : far;
    let best = cur[from - 1];
    const ca = a.charCodeAt(i - 1);
    for (let j = from; j <= to; j++) {
      const d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca === b.charCodeAt(j - 1) ? 0 : 1), far);
      cur[j] = d;
      if (d < best) best = d;
    }
    if (to < b.length) cur[to + 1] = far;
    if (best > max) return far;
    [prev, cur] = [cur, prev];
  }
  return prev[b.length];
}

let rows = [new Int32Array(64), new Int32Array(64)];

/** The distance when at most one edit is allowed, in one pass: skip the common start, then the rest must agree. */
function withinOne(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === a.length && i === b.length) return 0;
  const rest = (x: number, y: number) => a.slice(x) === b.slice(y);
  if (a.length === b.length) return rest(i + 1, i + 1) ? 1 : 2;
  return (a.length > b.length ? rest(i + 1, i) : rest(i, i + 1)) ? 1 : 2;
}

/** A lookup table without Object.prototype, so words like "constructor" are not found in it. */
export function dict<T>(entries: Record<string, T>): Record<string, T> {
  return Object.assign(Object.create(null) as Record<string, T>, entries);
}
