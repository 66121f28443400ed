// Rounding asked for (three decimals, 3 dp, the nearest integer): how the answer's numbers are written, not what they
// are — read first, so no later reading takes the number for a value, a limit or a filter.
import { type ParseState, use } from "./parse-state";

const PLACES = new Set(["decimal", "decimals", "places", "digits", "dp"]);
const ROUNDING = new Set(["round", "rounded", "rounding"]);
const WHOLE = [["whole", "number"], ["whole", "numbers"], ["integer"], ["integers"]];

/** Sets the decimals the answer's measures are rounded to, and uses the words that said so. */
export function applyRounding(state: ParseState): void {
  const { tokens } = state;
  for (let i = 0; i < tokens.length; i++) {
    const at = tokens[i];
    // N decimals, N decimal places, N dp
    if (
      at.kind === "number" &&
      at.value !== undefined &&
      Number.isInteger(at.value) &&
      at.value >= 0 &&
      at.value <= 6 &&
      PLACES.has(tokens[i + 1]?.norm ?? "")
    ) {
      const end = tokens[i + 2]?.norm === "places" && tokens[i + 1].norm === "decimal" ? i + 3 : i + 2;
      const start = lead(state, i);
      if (start === undefined) continue;
      state.ir.round = at.value;
      use(state, ...range(start, end));
      return;
    }
    // rounded to whole numbers or integers
    if (
      ROUNDING.has(at.norm) ||
      (at.norm === "to" && tokens[i + 1]?.norm === "the" && tokens[i + 2]?.norm === "nearest")
    ) {
      let j = i + 1;
      if (tokens[j]?.norm === "to") j++;
      if (tokens[j]?.norm === "the") j++;
      if (tokens[j]?.norm === "nearest") j++;
      const whole = WHOLE.find((w) => w.every((word, k) => tokens[j + k]?.norm === word));
      if (!whole) continue;
      state.ir.round = 0;
      use(state, ...range(i, j + whole.length));
      return;
    }
  }
}

/**
 * Where the phrase before "N decimals" starts: a rounding verb a few words before, or "to", "with", "at" right
 * before. Undefined when nothing says the number is about rounding.
 */
function lead(state: ParseState, number: number): number | undefined {
  const { tokens } = state;
  for (let k = number - 1; k >= Math.max(0, number - 6); k--) if (ROUNDING.has(tokens[k].norm)) return k;
  const before = tokens[number - 1]?.norm;
  return before === "to" || before === "with" || before === "at" ? number - 1 : undefined;
}

function range(start: number, end: number): number[] {
  return Array.from({ length: end - start }, (_, k) => start + k);
}
