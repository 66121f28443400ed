// How a question's word meets a schema name's words beyond equality: a word the name writes as two
// ("timesheet" for time_sheet), and an abbreviation the name writes for it ("member" for mbr, "session" for sess).
import { isCommonWord } from "./english-words";

/**
 * Whether the schema word `short` abbreviates the question word `word`: no word in common use itself, it keeps the
 * word's first letter and the rest of its letters in order ("mbr" ← member, "bkg" ← booking, "chkin" ← check-in).
 */
export function abbreviates(short: string, word: string): boolean {
  const compact = compactWord(word);
  // longer clippings only as the word's start, cut well before its end ("prereq" of "prerequisites"): a stem ends a
  // few letters short ("suppli" of "suppliers" is the stem of "supplies", no clipping)
  const clipped = short.length <= 8 && compact.startsWith(short) && compact.length - short.length >= 4;
  if (short.length < 3 || (short.length > 5 && !clipped) || compact.length <= short.length || short[0] !== compact[0])
    return false;
  if (!/^[a-z]+$/.test(short) || isCommonWord(short)) return false;
  // consonants may skip letters; a vowel is kept only beside the letter before it ("sess", "purch"), so
  // "tac" abbreviates no "transactions"
  let at = 1;
  for (let i = 1; i < short.length; i++) {
    const found = /[aeiou]/.test(short[i]) ? (compact[at] === short[i] ? at : -1) : compact.indexOf(short[i], at);
    if (found < 0) return false;
    at = found + 1;
  }
  return true;
}

/**
 * "fd" of `fd_group` for the "food" of "food group": a two-letter word, no word in common use itself ("is" of
 * `is_vegetarian` is no "items"), that keeps a word's first and last letters. Read so only beside the name's other
 * words: alone, two letters abbreviate too many words.
 */
export function endLetters(short: string, word: string): boolean {
  return (
    short.length === 2 &&
    word.length >= 4 &&
    /^[a-z]+$/.test(word) &&
    word[0] === short[0] &&
    word.at(-1) === short[1] &&
    !isCommonWord(short)
  );
}

/** How many leading letters two words share ("enrol" and "enrolment": 5). */
export function sharedStart(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** A question's word without its hyphens and apostrophes, as a name would write it ("check-ins" → checkins). */
export function compactWord(word: string): string {
  return word.replace(/[^a-z0-9]/g, "");
}

/** The pairs of neighbouring words of a name, written together ("time sheet" → timesheet), with their positions. */
export function joinedPairs(words: string[]): { joined: string; at: number }[] {
  return words.slice(1).map((w, i) => ({ joined: words[i] + w, at: i }));
}
