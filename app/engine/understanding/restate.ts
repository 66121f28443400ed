import { stem } from "../schema/stem";
// Phrasings that say the same as a form the parser reads: "the best month for revenue" asks which month had the
// highest revenue; "the best-selling lamp" is the lamp with the most units sold. Only these shapes are restated.
const BEST =
  /^(?:what|which)?\s*(?:(?:was|is|were)\s+)?(?:the\s+|our\s+)?(best|strongest|busiest|biggest|top|worst|weakest|slowest|quietest)\s+(day|week|month|quarter|year)(?:\s+ever)?\s+(?:for|by|in terms of|on)\s+(.+?)\s*\??$/i;

/** "the 3 best-selling lamps", "which is the top selling brand": ranked by the units their sales lines carry. */
const SELLING = /\b(?:best|top)[- ]?selling\s+([\p{L}\p{N}_-]+)/iu;

/**
 * "our 3 best-paid drivers", "the lowest-paid clerk": ranked by what they are paid; the number before the
 * adjective is the ranking's size.
 */
const PAID =
  /\b(?:(\d+|two|three|four|five|six|seven|eight|nine|ten|twenty)\s+)?(highest|best|top|lowest|worst|least)[- ]paid\s+([\p{L}\p{N}_-]+(?:\s+(?!(?:who|that|which|in|at|of|on|for|with|and|or|by|are|is|were|was|right|now|today)\b)[\p{L}\p{N}_-]+)?)/iu;

const NUMBER_WORDS: Record<string, string> = {
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
  ten: "10",
  twenty: "20",
};

/** "…, using an inner join between orders and items": how to write the SQL, said by someone who knows it; not a condition. */
const JOIN_HINT =
  /,?\s*(?:(?:by\s+(?:doing|using)|using|with|via)\s+an?\s+)(?:(?:left|right|inner|outer|full|self)\s+)*join\b[^.?!;]*/gi;

/**
 * "people who wrote at least one review" wrote a review: one or more rows of a table is there being any ("at least one
 * of …", "at least 1.5", and a number a column holds — "at least one gold medal" over a `gold` column — are not).
 */
const AT_LEAST_ONE = /\bat least (?:one|1)(?![.,:]?\d)\s+([\p{L}][\p{L}'-]*)/giu;

/** "films reviewed at least once" were reviewed: once or more is there being any ("at least once a week" is a rate). */
const AT_LEAST_ONCE = /\s*\bat least once\b(?!\s+(?:a|an|per|every|each|in)\b)/gi;

/**
 * "customers who have booked more than twice": with a count of times, the perfect tense says what the past form says,
 * which the count of the rows a verb names reads ("booked more than once"). Elsewhere "have" stays: "have ordered"
 * without a count asks whether any row exists. Only past forms of regular verbs (a stem of their own): "have need",
 * "have seed" keep theirs.
 */
const PERFECT =
  /\b(?:have|has|had)\s+((?:ever|already|only)\s+)?([a-z]{3,}ed)\b(?=[^.?!;]*\b(?:once|twice|thrice|times)\b)/gi;

const isPastForm = (word: string) => stem(word.toLowerCase()) !== word.toLowerCase();

/** "more than a million", "half a million": the number written in words the tokens read as digits and a scale. */
const A_SCALE = /\b(half )?an? (hundred|thousand|million|billion)\b/gi;

/** "by calendar week": a calendar's week is the month — unless the schema names a calendar's periods itself. */
const CALENDAR = /\bcalendar (day|week|month|quarter|year)(s?)\b/gi;

/** "every member of the crew" is every crew member. */
const MEMBER_OF = /\b(members?) of (?:the )?(staff|team|crew|faculty|personnel)\b/gi;

/** "what were the bookings worth" asks how much they were worth. */
const WHAT_WORTH = /^\s*what\s+(is|was|were|are)\b(?=[^.?!;]*\bworth\b)/i;

/** "never booked for a single class": after a negation, "a single" is "any". */
const NOT_A_SINGLE = /\b(never|not|no|without|\w+n't)\b([^.?!;]*?)\ba single\b/gi;

/** Analysts' acronyms for a measure the parser reads in words. */
const ACRONYMS: [RegExp, string][] = [[/\baov\b/gi, "average order value"]];

/** `namesRows`: whether a word names a table's rows; `named`: whether a table or column name holds the word. */
export function restateQuestion(
  text: string,
  namesRows: (word: string) => boolean = () => false,
  named: (word: string) => boolean = () => false,
): string {
  const asked = ACRONYMS.reduce((q, [acronym, words]) => q.replace(acronym, words), text)
    .replace(JOIN_HINT, "")
    .replace(CALENDAR, (phrase, period: string, plural: string) => (named("calendar") ? phrase : period + plural))
    .replace(MEMBER_OF, "$2 $1")
    .replace(WHAT_WORTH, "how much $1")
    .replace(NOT_A_SINGLE, "$1$2any")
    .replace(A_SCALE, (_, half: string | undefined, scale: string) => `${half ? "0.5" : "1"} ${scale}`)
    .replace(AT_LEAST_ONCE, "")
    .replace(PERFECT, (phrase, adverb: string | undefined, verb: string) =>
      isPastForm(verb) ? `${adverb ?? ""}${verb}` : phrase,
    )
    .replace(AT_LEAST_ONE, (phrase, word: string) => (namesRows(word) ? `a ${word}` : phrase));
  const selling = SELLING.exec(asked);
  // "top 3 best-selling lamps" → "top 3 lamps by units sold"; "the best-selling lamp" → "the lamp with the most units sold";
  // "the top 5 best-selling models by revenue" says what ranks them: "best-selling" only describes them
  const ranked = selling && /^[^.?!;]*?\bby\b/i.test(asked.slice(selling.index + selling[0].length));
  const question = !selling
    ? asked
    : asked.replace(
        SELLING,
        ranked
          ? "$1"
          : /\b(top|bottom)\s+\d+\b/i.test(asked.slice(0, selling.index))
            ? "$1 by units sold"
            : "$1 with the most units sold",
      );
  const paid = PAID.exec(question);
  if (paid) {
    const high = /^(highest|best|top)$/i.test(paid[2]);
    const size = paid[1] && (NUMBER_WORDS[paid[1].toLowerCase()] ?? paid[1]);
    const said = size
      ? `${high ? "top" : "bottom"} ${size} ${paid[3]} by pay`
      : `${paid[3]} with the ${high ? "highest" : "lowest"} pay`;
    return question.replace(PAID, said);
  }
  const best = BEST.exec(question.trim());
  if (best) {
    const direction = /^(worst|weakest|slowest|quietest)$/i.test(best[1]) ? "lowest" : "highest";
    return `which ${best[2].toLowerCase()} had the ${direction} ${best[3]}`;
  }
  return question;
}
