// What a column's values are, when its name does not say: a `region` table whose names are Afghanistan, Albania and
// Chile holds countries, so "which countries …" means its rows; a `location` column of country names is "country".
// WordNet knows the countries as instances of "Asian country", "European nation" …; a column qualifies when half or
// more of its sampled values are such instances.
import { kindsOf } from "../schema/wordnet";
import { stem } from "../schema/stem";
import type { TableInfo } from "./schema-index";

/** Kinds read from values, each with the words it is asked by. */
const KINDS: { words: string[]; is: (kinds: ReadonlySet<string>) => boolean }[] = [
  { words: ["country", "nation"], is: (kinds) => [...kinds].some((k) => /_(country|nation)$/.test(k)) },
];
/** Values looked up per column: enough to tell, few enough to keep the model's build quick. */
const LOOKED_UP = 12;
const EARLY = 4;

export function readValueKinds(tables: TableInfo[]) {
  for (const kind of KINDS) {
    const stems = kind.words.map(stem);
    // a schema that names the kind already ("country" table or column) needs no second one
    if (
      tables.some(
        (t) => t.words.some((w) => stems.includes(w)) || t.columns.some((c) => c.words.some((w) => stems.includes(w))),
      )
    )
      continue;
    for (const table of tables)
      for (const column of table.columns) {
        if (!column.text || column.key || column.yearText) continue;
        const values = (column.column.sampleValues ?? []).filter((v) => typeof v === "string").slice(0, LOOKED_UP);
        if (values.length < 3) continue;
        // (a column whose first values are not of the kind is left after a few lookups)
        let hits = 0;
        for (const [i, v] of values.entries()) {
          if (kind.is(kindsOf(v.trim().toLowerCase().replace(/\s+/g, "_"), 2, 1))) hits++;
          if (i === EARLY - 1 && hits < 2) break;
        }
        if (hits < 3 || hits < values.length / 2) continue;
        if (column === table.labelColumn) table.kinds = [...(table.kinds ?? []), ...stems];
        else column.kinds = [...(column.kinds ?? []), ...stems];
      }
  }
}
