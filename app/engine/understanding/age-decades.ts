// "drivers in their thirties", "members in their 40s": an age between the decade's first year and the next decade's,
// on the one age column of the rows asked about.
import { AGE_WORDS } from "../schema/lexicon-events";
import { DECADE_WORDS } from "../schema/lexicon-records";
import { noteTable, type ParseState, use } from "./parse-state";

export function applyAgeDecades(state: ParseState): void {
  const { tokens } = state;
  for (let i = 2; i < tokens.length; i++) {
    if (tokens[i - 2].norm !== "in" || !["their", "his", "her"].includes(tokens[i - 1].norm)) continue;
    const said = tokens[i].norm;
    const decade = DECADE_WORDS[said] ?? (/^[1-9]0s$/.test(said) ? Number(said.slice(0, 2)) : undefined);
    if (decade === undefined) continue;
    const tables = state.tables.length ? state.tables : state.index.tables;
    const ages = tables.flatMap((t) =>
      t.columns.filter((c) => c.numeric && !c.key && c.words.some((w) => AGE_WORDS.includes(w))),
    );
    if (ages.length !== 1) continue;
    const [age] = ages;
    use(state, i - 2, i - 1, i);
    noteTable(state, age.table);
    const phrase = `in their ${said}`;
    state.filters.push({ column: age.ref, op: "gte", value: decade, phrase, at: i });
    state.filters.push({ column: age.ref, op: "lt", value: decade + 10, phrase, at: i });
  }
}
