// Parts of speech of a question's words, from compromise: a question is read once per candidate reading, so its
// tags are computed once.
import nlp from "compromise";
import { LRUCache } from "lru-cache";
import { isMoneyVerb } from "../schema/kinds";
import { DO_FORMS, IRREGULAR_PARTICIPLES } from "../schema/lexicon-events";
import { isVerbLemma } from "../schema/wordnet";
import type { Token } from "./tokens";

const TAGGED = new LRUCache<string, Map<string, Set<string>>>({ max: 256 });

/** Part-of-speech tags of each word of a text, first occurrence wins. */
export function tagWords(text: string): Map<string, Set<string>> {
  const known = TAGGED.get(text);
  if (known) return known;
  const out = new Map<string, Set<string>>();
  TAGGED.set(text, out);
  // (the tagged document's own terms: serialising them to JSON first cost a third of the tagging)
  const document = (nlp(text) as unknown as { document: { normal: string; tags: Set<string> }[][] }).document;
  for (const sentence of document)
    for (const term of sentence) if (!out.has(term.normal)) out.set(term.normal, new Set(term.tags));
  return out;
}

/** Tags of the words of a tokenised question. */
export function questionTags(tokens: Token[]): Map<string, Set<string>> {
  return tagWords(tokens.map((t) => t.raw).join(" "));
}

const INFINITIVES = new LRUCache<string, string>({ max: 4096 });

/** A verb's infinitive as compromise conjugates it ("paid" → pay, "taught" → teach); "" for a word that is no verb. */
export function infinitive(word: string): string {
  let base = INFINITIVES.get(word);
  if (base === undefined) INFINITIVES.set(word, (base = nlp(word).verbs().toInfinitive().text().toLowerCase()));
  return base;
}

/** A past participle: a verb form other than its infinitive ("inspected", "booked"), or an irregular one ("sold"). */
export function isParticiple(word: string): boolean {
  const verb = infinitive(word);
  return (!!verb && verb !== word) || IRREGULAR_PARTICIPLES.has(word);
}

const ADJECTIVES = new LRUCache<string, string>({ max: 4096 });

/** An adjective's plain form as compromise conjugates it ("pricier" → pricy, "heavier" → heavy). */
export function adjectiveRoot(word: string): string {
  let base = ADJECTIVES.get(word);
  if (base === undefined) {
    const forms = nlp(word).adjectives().conjugate() as { Adjective?: string }[];
    ADJECTIVES.set(word, (base = forms[0]?.Adjective?.toLowerCase() ?? word));
  }
  return base;
}

/** Tags of the word that may follow a question's main verb: its object's preposition, an adverb, the end. */
const AFTER_VERB = ["Preposition", "Adverb", "Conjunction"];

/**
 * The word at `at` is a verb or part of one, whatever the tagger said: the main verb closing a do-question ("how many
 * rooms does each inn offer", "what do we hold of each kind" — taken for nouns after a noun), or the noun of a verb
 * phrase WordNet lists ("took effect", "take part in", "taken charge of").
 */
export function partOfVerb(tokens: Token[], at: number): boolean {
  const t = tokens[at];
  if (t?.kind !== "word") return false;
  for (let from = at - 1; from >= Math.max(0, at - 3); from--) {
    const head = tokens[from];
    if (head.kind !== "word") break;
    const lemma = [infinitive(head.norm) || head.norm, ...tokens.slice(from + 1, at + 1).map((w) => w.norm)].join("_");
    if (isVerbLemma(lemma)) return true;
  }
  // a verb of money says what is asked ("how much did each game cost"): only a money measure explains it
  return doQuestionVerb(tokens, at) && !isMoneyVerb(infinitive(t.norm) || t.norm);
}

/** The word at `at` is the main verb closing a do-question: "how many rooms does each inn offer". */
export function doQuestionVerb(tokens: Token[], at: number): boolean {
  const t = tokens[at];
  const asked = tokens.findLastIndex((w, i) => i < at - 1 && DO_FORMS.has(w.norm));
  if (t?.kind !== "word" || asked < 0 || tokens.slice(asked + 1, at).some((w) => w.kind !== "word")) return false;
  // the subject ends before the verb: "does a ticket out of town cost" — "ticket" heads the subject
  const tags = questionTags(tokens);
  if (["Determiner", "Possessive"].some((tag) => tags.get(tokens[at - 1].norm)?.has(tag))) return false;
  const next = tokens[at + 1];
  const closes = !next || next.kind === "punct" || AFTER_VERB.some((tag) => tags.get(next.norm)?.has(tag));
  return closes && isVerbLemma(infinitive(t.norm) || t.norm);
}
