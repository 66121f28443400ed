// Phrasings that say the same as a form the parser reads: "the best month for revenue" asks which month had the
// highest revenue; "the best-selling lamp" is the lamp with the most units sold. Only these shapes are restated.
const BEST = /^(?:what|which)?\s*(?:(?:was|is|were)\s+)?(?:the\s+|our\s+)?(best|strongest|busiest|biggest|top|worst|weakest|slowest|quietest)\s+(day|week|month|quarter|year)(?:\s+ever)?\s+(?:for|by|in terms of|on)\s+(.+?)\s*\??$/i;

/** "the 3 best-selling lamps", "which is the top selling brand": ranked by the units their sales lines carry. */
const SELLING = /\b(?:best|top)[- ]?selling\s+([\p{L}\p{N}_-]+)/iu;

/** "…, using an inner join between orders and items": how to write the SQL, said by someone who knows it; not a condition. */
const JOIN_HINT = /,?\s*(?:(?:by\s+(?:doing|using)|using|with|via)\s+an?\s+)(?:(?:left|right|inner|outer|full|self)\s+)*join\b[^.?!;]*/gi;

/** Analysts' acronyms for a measure the parser reads in words. */
const ACRONYMS: [RegExp, string][] = [[/\baov\b/gi, "average order value"]];

export function restateQuestion(text: string): string {
  const asked = ACRONYMS.reduce((q, [acronym, words]) => q.replace(acronym, words), text).replace(JOIN_HINT, "");
  const selling = SELLING.exec(asked);
  // "top 3 best-selling lamps" → "top 3 lamps by units sold"; "the best-selling lamp" → "the lamp with the most units sold";
  // "the top 5 best-selling models by revenue" says what ranks them: "best-selling" only describes them
  const ranked = selling && /^[^.?!;]*?\bby\b/i.test(asked.slice(selling.index + selling[0].length));
  const question = !selling ? asked : asked.replace(SELLING, ranked ? "$1" : /\b(top|bottom)\s+\d+\b/i.test(asked.slice(0, selling.index)) ? "$1 by units sold" : "$1 with the most units sold");
  const best = BEST.exec(question.trim());
  if (best) {
    const direction = /^(worst|weakest|slowest|quietest)$/i.test(best[1]) ? "lowest" : "highest";
    return `which ${best[2].toLowerCase()} had the ${direction} ${best[3]}`;
  }
  return question;
}
