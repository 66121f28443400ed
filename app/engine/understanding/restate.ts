// Phrasings that say the same as a form the parser reads: "the best month for revenue" asks which month had the
// highest revenue. Only whole-question shapes are restated, so a word inside a value is never touched.
const BEST = /^(?:what|which)?\s*(?:(?:was|is|were)\s+)?(?:the\s+|our\s+)?(best|strongest|busiest|biggest|top|worst|weakest|slowest|quietest)\s+(day|week|month|quarter|year)(?:\s+ever)?\s+(?:for|by|in terms of|on)\s+(.+?)\s*\??$/i;

export function restateQuestion(question: string): string {
  const best = BEST.exec(question.trim());
  if (best) {
    const direction = /^(worst|weakest|slowest|quietest)$/i.test(best[1]) ? "lowest" : "highest";
    return `which ${best[2].toLowerCase()} had the ${direction} ${best[3]}`;
  }
  return question;
}
