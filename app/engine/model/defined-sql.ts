// The SQL of a metric or segment a person defined, as the engine needs it: whether it is already an aggregate, which
// other tables it reads, and the same SQL with its column references rendered the way the query at hand names them
// (qualified, unqualified, or carried by a derived table). Text inside string literals and subqueries is kept as
// written: a subquery names its own tables.

type Piece =
  | { kind: "text"; text: string }
  /** An identifier chain outside any subquery: `col`, `table.col`, `schema.table.col` (quotes removed in `parts`). */
  | { kind: "ref"; text: string; parts: string[]; call: boolean };

const AGGREGATES = new Set([
  "sum",
  "avg",
  "count",
  "min",
  "max",
  "stddev",
  "variance",
  "median",
  "percentile_cont",
  "string_agg",
  "group_concat",
  "bool_or",
  "bool_and",
]);
const WORDS = new Set(
  "select from where and or not null is in like ilike between case when then else end as distinct true false interval current_date current_timestamp now date cast numeric decimal integer int float real double precision text varchar char over partition by order asc desc nulls first last filter within group extract epoch year month day week quarter hour minute second exists any all some coalesce nullif round abs".split(
    " ",
  ),
);

function scan(sql: string): Piece[] {
  const out: Piece[] = [];
  let text = "";
  let depth = 0;
  /** Paren depths at which a subquery opened. */
  const subqueries: number[] = [];
  let i = 0;
  const flush = () => {
    if (text) out.push({ kind: "text", text });
    text = "";
  };
  while (i < sql.length) {
    const ch = sql[i];
    if (ch === "'") {
      let j = i + 1;
      while (j < sql.length && !(sql[j] === "'" && sql[j + 1] !== "'")) j += sql[j] === "'" ? 2 : 1;
      text += sql.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    if (ch === "(") {
      depth++;
      if (/^\(\s*(select|with)\b/i.test(sql.slice(i, i + 12))) subqueries.push(depth);
      text += ch;
      i++;
      continue;
    }
    if (ch === ")") {
      if (subqueries.at(-1) === depth) subqueries.pop();
      depth--;
      text += ch;
      i++;
      continue;
    }
    const chain =
      /^(?:"[^"]+"|`[^`]+`|[A-Za-z_][A-Za-z0-9_$]*)(?:\s*\.\s*(?:"[^"]+"|`[^`]+`|[A-Za-z_][A-Za-z0-9_$]*))*/.exec(
        sql.slice(i),
      );
    if (chain && !/[A-Za-z0-9_$]/.test(sql[i - 1] ?? "")) {
      const raw = chain[0];
      if (subqueries.length) text += raw;
      else {
        flush();
        const parts = raw.split(/\s*\.\s*/).map((p) => p.replace(/^["`]|["`]$/g, ""));
        out.push({ kind: "ref", text: raw, parts, call: /^\s*\(/.test(sql.slice(i + raw.length)) });
      }
      i += raw.length;
      continue;
    }
    text += ch;
    i++;
  }
  flush();
  return out;
}

export interface DefinedSqlReading {
  /** The expression aggregates its rows itself (SUM(…), COUNT(*) / COUNT(…)): it is the measure, not summed again. */
  aggregate: boolean;
  /** Tables other than its own that it names outside subqueries: the query joins them. */
  tables: string[];
}

export function readDefinedSql(sql: string, table: string, tableNames: string[]): DefinedSqlReading {
  const pieces = scan(sql);
  const aggregate = pieces.some(
    (p) => p.kind === "ref" && p.call && p.parts.length === 1 && AGGREGATES.has(p.parts[0].toLowerCase()),
  );
  const tables = new Set<string>();
  for (const p of pieces) {
    if (p.kind !== "ref" || p.call || p.parts.length < 2) continue;
    const named = tableNames.find((t) => t.toLowerCase() === p.parts.at(-2)!.toLowerCase());
    if (named && named.toLowerCase() !== table.toLowerCase()) tables.add(named);
  }
  return { aggregate, tables: [...tables] };
}

/**
 * The SQL with each column reference replaced by `render(table, column)`; a bare name is a column of `table` when it
 * is one of `columns`. References `render` declines (undefined) are kept as written.
 */
export function renderDefinedSql(
  sql: string,
  table: string,
  columns: string[],
  render: (table: string | undefined, column: string) => string | undefined,
): string {
  return scan(sql)
    .map((p) => {
      if (p.kind === "text" || p.call) return p.text;
      if (p.parts.length === 1) {
        const word = p.parts[0];
        const column = columns.find((c) => c.toLowerCase() === word.toLowerCase());
        if (!column || (WORDS.has(word.toLowerCase()) && !/^["`]/.test(p.text))) return p.text;
        return render(table, column) ?? p.text;
      }
      return render(p.parts.at(-2), p.parts.at(-1)!) ?? p.text;
    })
    .join("");
}
