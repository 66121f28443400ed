// Tokenizer: words, numbers (with currency, thousands, k/m suffixes, number words), quoted strings.
import { normalizeText, stem, dict } from "../schema/stem";
import { timeUnitOf } from "../schema/lexicon";

export type TokenKind = "word" | "number" | "quoted" | "punct";

export interface Token {
  /** Original surface text. */
  raw: string;
  /** Normalised (lower-case, no accents). */
  norm: string;
  stem: string;
  kind: TokenKind;
  /** Numeric value of number tokens (also set for ordinals, with `ordinal`). */
  value?: number;
  ordinal?: boolean;
  currency?: boolean;
  percent?: boolean;
  /** Four-digit number in a plausible year range. */
  year?: boolean;
  /** Written with a bare "m" ("20m"): read as millions, though it may be metres. */
  mSuffix?: boolean;
  /** An elapsed time written "1:58.47" or "2:05:33"; `value` is in seconds. */
  duration?: boolean;
  /** A count of occurrences ("twice", "3 times"). */
  times?: boolean;
  index: number;
}

const UNITS: Record<string, number> = dict({
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  dozen: 12,
});
/** "twice" is a number of times. */
const TIMES: Record<string, number> = dict({ once: 1, twice: 2, thrice: 3 });
const SCALES: Record<string, number> = dict({
  hundred: 100,
  thousand: 1_000,
  million: 1_000_000,
  billion: 1_000_000_000,
});
const ORDINALS: Record<string, number> = dict({
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  twentieth: 20,
});

const TOKEN_RE =
  /"([^"]+)"|“([^”]+)”|'([^']{2,})'(?=\s|$|[?.,!])|([$€£])?\s?((?:(?<![\p{L}\p{N}])[-−](?=\d))?\d(?:\d|,(?=\d))*(?:\.\d+)?|\.\d+)(k|m|bn|\s?million|\s?billion|\s?thousand|\s?%|\s?percent)?(?![a-z\d])|(\d+)(st|nd|rd|th)\b|([\p{L}\p{N}][\p{L}\p{N}'’.\-&]*[\p{L}\p{N}]|[\p{L}\p{N}])|(\S)/giu;

export function tokenize(question: string): Token[] {
  const tokens: Token[] = [];
  for (const m of question.matchAll(TOKEN_RE)) {
    const raw = m[0];
    const quoted = m[1] ?? m[2] ?? m[3];
    if (quoted !== undefined) {
      tokens.push(make(quoted, "quoted"));
    } else if (m[5] !== undefined) {
      tokens.push(numberToken(raw, m[4], m[5], m[6]));
    } else if (m[7] !== undefined) {
      tokens.push({ ...make(raw, "number"), value: Number(m[7]), ordinal: true });
    } else if (m[9] !== undefined) {
      tokens.push(...splitWord(m[9]));
    } else if (m[10] !== undefined) {
      tokens.push(make(raw, "punct"));
    }
  }
  const merged = mergeNumberWords(mergeTimes(tokens));
  merged.forEach((t, i) => (t.index = i));
  return merged;
}

function make(raw: string, kind: TokenKind): Token {
  const norm = normalizeText(raw).trim();
  return { raw, norm, stem: kind === "word" ? stem(norm) : norm, kind, index: 0 };
}

function numberToken(raw: string, currency: string | undefined, digits: string, suffix: string | undefined): Token {
  let value = Number(digits.replace(/,/g, "").replace("−", "-"));
  const s = suffix?.trim().toLowerCase();
  if (s === "k" || s === "thousand") value *= 1_000;
  if (s === "m" || s === "million") value *= 1_000_000;
  if (s === "bn" || s === "billion") value *= 1_000_000_000;
  const token: Token = { ...make(raw.trim(), "number"), value };
  if (currency) token.currency = true;
  if (suffix === "m" || suffix === "M") token.mSuffix = true;
  if (s === "%" || s === "percent") token.percent = true;
  if (/^\d{4}$/.test(digits) && value >= 1000 && value <= 2200) token.year = true;
  return token;
}

/** Words joined by hyphens or dots stay whole ("co-op", "u.s."), but "2006-2013" becomes a range. */
function splitWord(word: string): Token[] {
  const range = word.match(/^(\d{4})[-–](\d{2,4})$/);
  if (range) {
    const end = range[2].length === 2 ? range[1].slice(0, 2) + range[2] : range[2];
    return [
      numberToken(range[1], undefined, range[1], undefined),
      make("-", "punct"),
      numberToken(end, undefined, end, undefined),
    ];
  }
  // "15km", "7psi", "5kw": a number written together with its unit
  const measured = word.match(
    /^(\d+(?:\.\d+)?)(km|m|ft|mi|cm|mm|kg|lbs?|kw|mw|hp|bhp|psi|rpm|mph|kmh|kph|ly|min|hrs?)$/i,
  );
  if (measured) return [numberToken(measured[1], undefined, measured[1], undefined), make(measured[2], "word")];
  const cleaned = word.replace(/[.]+$/, "");
  // "Veldoria's medals": the possessive is its own token, so "Veldoria" still links to the value
  const possessive = cleaned.match(/^(.{2,})(['’]s)$/i);
  if (possessive) return [...splitWord(possessive[1]), make(possessive[2], "word")];
  // "three-bedroom", "four-star": a number word before a noun, written as "3-bedroom" would be
  const counted = cleaned.match(/^([a-z]+)-([a-z].*)$/i);
  if (counted && counted[1].toLowerCase() in UNITS && !(counted[2].toLowerCase() in UNITS))
    return [make(counted[1], "word"), make("-", "punct"), ...splitWord(counted[2])];
  // "above-average", "below-average": a comparison with the mean, read as the two words
  const mean = cleaned.match(/^(above|below)-(average|mean)$/i);
  if (mean) return [make(mean[1], "word"), make(mean[2], "word")];
  const token = make(cleaned, "word");
  const lower = token.norm;
  if (lower in ORDINALS) return [{ ...token, kind: "number", value: ORDINALS[lower], ordinal: true }];
  return [token];
}

/** "3:08.21", "52:17", "2:05:33": an elapsed time, valued in seconds. */
function mergeTimes(tokens: Token[]): Token[] {
  const out: Token[] = [];
  const part = (t: Token | undefined, last: boolean) =>
    t?.kind === "number" &&
    !t.ordinal &&
    !t.currency &&
    !t.percent &&
    (last ? /^\d{2}(\.\d+)?$/ : /^\d{2}$/).test(t.raw);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind === "number" && /^\d{1,3}$/.test(t.raw) && tokens[i + 1]?.raw === ":" && part(tokens[i + 2], true)) {
      const three = tokens[i + 3]?.raw === ":" && part(tokens[i + 2], false) && part(tokens[i + 4], true);
      const pieces = three ? [t, tokens[i + 2], tokens[i + 4]] : [t, tokens[i + 2]];
      const raw = pieces.map((p) => p.raw).join(":");
      const value = pieces.reduce((sum, p) => sum * 60 + Number(p.raw), 0);
      out.push({ ...make(raw, "number"), value, duration: true });
      i += three ? 4 : 2;
      continue;
    }
    out.push(t);
  }
  return out;
}

/** "twenty five" → 25, "three hundred" → 300, "a dozen" → 12. */
function mergeNumberWords(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind === "word" && t.norm in TIMES) {
      out.push({ ...t, kind: "number", value: TIMES[t.norm], stem: String(TIMES[t.norm]), times: true });
      continue;
    }
    if (
      t.kind !== "word" ||
      !(t.norm in UNITS || (t.norm in SCALES && out.at(-1)?.kind === "number" && !out.at(-1)?.ordinal))
    ) {
      out.push(t);
      continue;
    }
    if (t.norm in SCALES) {
      const prev = out.pop()!;
      out.push({
        ...prev,
        raw: `${prev.raw} ${t.raw}`,
        norm: `${prev.norm} ${t.norm}`,
        value: prev.value! * SCALES[t.norm],
        year: false,
      });
      continue;
    }
    let value = UNITS[t.norm];
    let raw = t.raw;
    const next = tokens[i + 1];
    if (value >= 20 && next?.kind === "word" && next.norm in UNITS && UNITS[next.norm] < 10) {
      value += UNITS[next.norm];
      raw += ` ${next.raw}`;
      i++;
    }
    out.push({ ...t, raw, kind: "number", value, stem: String(value) });
  }
  return out;
}

export function isWord(token: Token | undefined, ...words: string[]): boolean {
  return !!token && (token.kind === "word" || token.kind === "number") && words.includes(token.norm);
}

/** "how much did we sell": the question asks for an amount of money. */
export function asksHowMuch(tokens: Token[]): boolean {
  return tokens.some((t, i) => t.norm === "how" && tokens[i + 1]?.norm === "much");
}

/** "how long did it take", "how long does a refund run": the question asks for a length of time. */
export function asksHowLong(tokens: Token[]): boolean {
  return tokens.some((t, i) => t.norm === "how" && tokens[i + 1]?.norm === "long");
}

export const ELAPSING = new Set([
  ...["between", "pass", "passes", "passed", "take", "takes", "took", "elapse", "elapsed", "after", "before"],
  ...["run", "runs", "ran", "last", "lasts", "lasted"],
]);

/** "how many days between a parcel being booked and sent", "how many hours a repair lasts": a time that elapses. */
export function asksElapsed(tokens: Token[]): boolean {
  const unit = tokens.findIndex(
    (t, i) => timeUnitOf(t.norm) && tokens[i - 1]?.norm === "many" && tokens[i - 2]?.norm === "how",
  );
  return unit >= 0 && tokens.slice(unit + 1).some((t) => ELAPSING.has(t.norm));
}
