// What kind of thing a word names, from WordNet's hypernyms (schema/wordnet.ts): a list or record rows are kept in, a
// person, money. A word's first two senses count — "schedule" is a plan first and a list second.
import { LRUCache } from "lru-cache";
import { KINDS } from "./lexicon-nouns";
import { nameWords } from "./name-words";
import { kindsOf, nounsOfVerb } from "./wordnet";

const KNOWN = new LRUCache<string, ReadonlySet<string>>({ max: 4096 });

function kinds(word: string): ReadonlySet<string> {
  const w = word.toLowerCase();
  let found = KNOWN.get(w);
  if (!found) KNOWN.set(w, (found = kindsOf(w, 2)));
  return found;
}

export type Kind = keyof typeof KINDS;

/** The word (a noun, singular or plural) names a thing of this kind. */
export function isKind(word: string, kind: Kind): boolean {
  const of = kinds(word);
  return KINDS[kind].some((k) => of.has(k));
}

const NAMED = new LRUCache<string, boolean>({ max: 8192 });

/** A schema name's head noun (its last word: "unit_price", "paymentAmount") names a thing of this kind. */
export function nameIs(name: string, kind: Kind): boolean {
  const key = `${kind}:${name}`;
  let is = NAMED.get(key);
  if (is === undefined) {
    const words = nameWords(name);
    NAMED.set(key, (is = words.length > 0 && isKind(words[words.length - 1], kind)));
  }
  return is;
}

/** A verb of money: itself a noun of money ("cost", "pay") or making one ("spend" → spending, "earn" → earnings). */
export function isMoneyVerb(verb: string): boolean {
  return isKind(verb, "money") || [...nounsOfVerb(verb)].some((noun) => isKind(noun, "money"));
}
