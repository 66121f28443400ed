// Row-position cues: "the first", "the last", "the one before …", "top of the list".
import { questionTags } from "./parts-of-speech";
import type { Token } from "./tokens";
import type { RowRef, Cues } from "./cues";

export function rowReference(tokens: Token[], i: number, cues: Cues) {
  const ref = rowReferenceAt(tokens, i);
  if (!ref) return;
  cues.rowRefs.push(ref);
  cues.rowRef ??= ref;
}

function rowReferenceAt(tokens: Token[], i: number): RowRef | undefined {
  const w = tokens[i].norm;
  const next = tokens[i + 1]?.norm;
  if (["previous", "preceding", "prior", "before", "above", "preceded"].includes(w)) {
    const tokensUsed = [i];
    if (["to", "by"].includes(next ?? "")) tokensUsed.push(i + 1);
    if (tokens[i - 1]?.norm === "immediately" || tokens[i - 1]?.norm === "right" || tokens[i - 1]?.norm === "directly")
      tokensUsed.unshift(i - 1);
    return { kind: w === "preceded" ? "after" : "before", tokens: tokensUsed, offset: w === "preceded" ? 1 : -1 };
  } else if (["after", "next", "following", "below", "succeeded", "followed", "behind", "underneath"].includes(w)) {
    const tokensUsed = [i];
    if (["to", "by", "after"].includes(next ?? "")) tokensUsed.push(i + 1);
    if (tokens[i - 1]?.norm === "immediately" || tokens[i - 1]?.norm === "right" || tokens[i - 1]?.norm === "directly")
      tokensUsed.unshift(i - 1);
    return {
      kind: ["succeeded", "followed"].includes(w) ? "before" : "after",
      tokens: tokensUsed,
      offset: ["succeeded", "followed"].includes(w) ? -1 : 1,
    };
  } else if (w === "first" || w === "last" || w === "final") {
    // "first published in 2012", "last revised": when each row's event happened, not the first or last row
    if (w !== "final" && beforeVerb(tokens, i)) return undefined;
    return { kind: w === "first" ? "first" : "last", tokens: [i], offset: 0 };
  } else if (topOfList(tokens, i)) {
    return { kind: w === "top" ? "first" : "last", tokens: [i], offset: 0 };
  }
  return undefined;
}

const LIST_WORDS = new Set([
  "list",
  "table",
  "chart",
  "page",
  "column",
  "listing",
  "ranking",
  "rankings",
  "standings",
  "sheet",
]);

/** "top of the sheet", "on top", "top listed", "at the bottom": the first or last row, not a ranking. */
export function topOfList(tokens: Token[], i: number): boolean {
  const n = (k: number) => tokens[k]?.norm ?? "";
  if (n(i) !== "top" && n(i) !== "bottom") return false;
  if (n(i + 1) === "of") return [2, 3, 4].some((k) => LIST_WORDS.has(n(i + k)));
  if (n(i + 1) === "listed" || (n(i - 1) === "on" && n(i) === "top")) return true;
  return (
    n(i - 1) === "the" &&
    (n(i - 2) === "at" || n(i - 2) === "on") &&
    tokens[i + 1]?.kind !== "number" &&
    tokens[i + 1]?.kind !== "word"
  );
}

/** "first"/"last" as an adverb of the verb after it ("catalogues first published", "a page last revised"); after
 * "the" or a possessive it is the row's ("the first published", "its last revised"). */
function beforeVerb(tokens: Token[], i: number): boolean {
  const next = tokens[i + 1];
  if (next?.kind !== "word" || ["the", "its", "their", "our"].includes(tokens[i - 1]?.norm ?? "")) return false;
  const tags = questionTags(tokens).get(next.norm);
  return !!tags?.has("PastTense") && !tags.has("Noun");
}
