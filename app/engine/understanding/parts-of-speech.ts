// Parts of speech of a question's words, from compromise: a question is read once per candidate reading, so its
// tags are computed once.
import nlp from "compromise";
import { LRUCache } from "lru-cache";
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
