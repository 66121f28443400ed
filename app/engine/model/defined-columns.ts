// Columns a person defined (metrics, segments) and names they gave (synonyms), as the schema index reads them:
// the whole phrases that link to them, and what a metric's or segment's SQL reads.
import { phraseStems, type TableInfo } from "./schema-index";
import { readDefinedSql } from "./defined-sql";

/**
 * Phrases naming a defined column, and what its SQL reads. A segment is also named without its table's words:
 * "active customers" is the customers that are "active".
 */
export function readDefinitions(tables: TableInfo[]) {
  const names = tables.map((t) => t.name);
  for (const info of tables) {
    for (const c of info.columns) {
      const d = c.column.defined;
      const named = [...(d ? [d.name] : c.column.synonyms ? [c.display] : []), ...(c.column.synonyms ?? [])]
        .map(phraseStems)
        .filter((p) => p.length);
      if (d?.kind === "segment") {
        for (const phrase of [...named]) {
          const bare = phrase.filter((w) => !info.words.includes(w));
          if (bare.length && bare.length < phrase.length) named.push(bare);
        }
      }
      if (named.length) c.phrases = named;
      if (d)
        c.derived = {
          kind: "defined",
          definition: d.kind,
          name: d.name,
          sql: d.sql,
          ...readDefinedSql(d.sql, info.name, names),
        };
    }
  }
}
