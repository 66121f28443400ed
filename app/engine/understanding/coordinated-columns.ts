// Columns named by coordination: "first and last names" names two columns of one table.
import { STOP_WORDS } from "../schema/lexicon";
import type { Link } from "./link";
import type { Token } from "./tokens";

/**
 * "first and last names", "city and country codes": the word before "and" shares the head noun of the column named
 * after it, so it names its sibling column of the same table ("first_name" beside "last_name").
 */
export function coordinatedColumns(tokens: Token[], links: Link[]): Link[] {
  const out: Link[] = [];
  for (const link of links) {
    if (
      link.kind !== "column" ||
      link.score < 0.9 ||
      link.end - link.start < 2 ||
      tokens[link.start - 1]?.norm !== "and"
    )
      continue;
    const word = tokens[link.start - 2];
    if (
      !word ||
      !(word.kind === "word" || word.ordinal) ||
      (STOP_WORDS.has(word.norm) && !word.ordinal && word.norm !== "last")
    )
      continue;
    const own = link.column.ownWords ?? link.column.words;
    const head = tokens.slice(link.start + 1, link.end).map((t) => t.stem);
    const wanted = [word.stem, ...head];
    const sibling = link.column.table.columns.find(
      (c) => c !== link.column && sameWords(c.ownWords ?? c.words, wanted),
    );
    if (sibling && own.length === wanted.length)
      out.push({
        kind: "column",
        start: link.start - 2,
        end: link.start - 1,
        score: link.score,
        column: sibling,
        coordinated: true,
      });
  }
  return out;
}

function sameWords(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((w) => b.includes(w));
}
