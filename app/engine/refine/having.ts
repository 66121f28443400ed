// "customers who spent over 10,000 in total", "brands with an average rating below 4": the condition is on an
// aggregate of each entity's rows (HAVING), not on single rows — when the question says so or the amount is a sum.
import type { Aggregate, QueryIR } from "../ir";
import { planJoins } from "../schema/join-planner";
import { groupingColumnOf } from "../understanding/dimensions";
import { findColumn, findTable, type ColumnInfo, type SchemaIndex } from "../model/schema-index";
import { NAME_PARTS } from "../schema/lexicon";

function aggregateAsked(words: string[], column: ColumnInfo): Aggregate | undefined {
  const text = ` ${words.join(" ")} `;
  if (/ (average|avg|mean|averages|averaging) /.test(text)) return "avg";
  if (/ in total | combined | overall | altogether | cumulative | lifetime /.test(text)) return "sum";
  // "members with a total fee above 20": the total of the column named right after (not a column called "total")
  if (
    !column.words.includes("total") &&
    words.some((w, i) => w === "total" && column.words.some((c) => words[i + 1]?.startsWith(c)))
  )
    return "sum";
  return undefined;
}

/** Words this pass explains when it applies. */
export const AGGREGATE_WORDS = new Set([
  "average",
  "avg",
  "mean",
  "averages",
  "averaging",
  "total",
  "combined",
  "overall",
  "altogether",
  "cumulative",
  "lifetime",
  "spent",
  "spend",
  "spending",
]);

/**
 * "growers with an average list price below 35; show each name and that average": the grouped answer already
 * measures the average, and the comparison said right after "average" is on it.
 */
function onMeasure(ir: QueryIR, index: SchemaIndex, words: string[]): QueryIR | undefined {
  if (!ir.dimensions.length || ir.having || ir.difference || ir.exists) return undefined;
  for (const f of ir.filters) {
    if (!["gt", "gte", "lt", "lte"].includes(f.op) || typeof f.value !== "number" || f.part || f.than || f.related)
      continue;
    const measure = ir.select.find(
      (m) => m.agg && m.agg !== "count" && m.column?.table === f.column.table && m.column.column === f.column.column,
    );
    const column = findColumn(index, f.column);
    if (!measure || !column) continue;
    const said = words.findIndex(
      (w, i) =>
        (measure.agg === "avg" ? AVERAGE_WORD.test(w) : w === "total") &&
        column.words.some((c) => words[i + 1]?.startsWith(c)) &&
        COMPARISON_WORD.test(words.slice(i + 2, i + 5).join(" ")),
    );
    if (said < 0) continue;
    return {
      ...ir,
      filters: ir.filters.filter((g) => g !== f),
      having: { alias: measure.alias, op: f.op as "gt" | "gte" | "lt" | "lte", value: f.value },
    };
  }
  return undefined;
}

const AVERAGE_WORD = /^(average|avg|mean)$/;
const COMPARISON_WORD = /\b(below|above|under|over|less|more|greater|higher|lower|exceeds?|exceeding|at)\b/;

export function havingOnAggregates(ir: QueryIR, index: SchemaIndex, words: string[]): QueryIR {
  const measured = onMeasure(ir, index, words);
  if (measured) return measured;
  if (
    ir.dimensions.length ||
    ir.having ||
    ir.difference ||
    ir.exists ||
    ir.rowAnchor ||
    ir.select.some((m) => m.agg && m.agg !== "count")
  )
    return ir;
  const f = ir.filters.find(
    (g) => ["gt", "gte", "lt", "lte"].includes(g.op) && typeof g.value === "number" && !g.part && !g.than && !g.related,
  );
  const column = f && findColumn(index, f.column);
  const subject = findTable(index, ir.table);
  if (!f || !column?.numeric || column.temporal || !subject) return ir;
  // "which brands have …" lists a column of the subject: its values are the groups
  const listed =
    ir.select.length === 1 && !ir.select[0].agg && ir.select[0].column
      ? findColumn(index, ir.select[0].column)
      : undefined;
  // a name column lists the subject itself ("the names of customers …") unless it names another thing ("company name")
  const namesOther = (c: ColumnInfo) =>
    !c.words.includes("name") || c.words.some((w) => w !== "name" && !NAME_PARTS.has(w) && !subject.words.includes(w));
  const listedGroup = listed?.text && !listed.key && listed !== subject.labelColumn && namesOther(listed);
  // "which genres have an average price above 20": the groups are values of a column beside the one measured
  if (subject === column.table && !(listedGroup && listed!.table === subject && listed !== column)) return ir;
  if (subject !== column.table) {
    const steps = planJoins(index.catalog, column.table.name, [subject.name]);
    if (!steps?.length || steps.some((s) => s.fanOut)) return ir;
  }
  const agg =
    aggregateAsked(words, column) ?? (column.derived?.kind === "line" && subject !== column.table ? "sum" : undefined);
  const group = listedGroup ? listed : groupingColumnOf(subject);
  if (!agg || !group) return ir;
  const counted = ir.select.some((m) => m.agg === "count");
  const alias = `${agg === "avg" ? "average" : "total"}_${column.column.name}`;
  return {
    ...ir,
    table: column.table.name,
    filters: ir.filters.filter((g) => g !== f),
    dimensions: [{ column: group.ref, alias: group.column.name }],
    select: [{ agg, column: f.column, alias }],
    having: { alias, op: f.op as "gt" | "gte" | "lt" | "lte", value: f.value as number },
    countGroups: counted || undefined,
    limit: counted ? 1 : undefined,
    withTies: undefined,
    distinct: undefined,
    order: counted ? [] : [{ target: { kind: "measure", alias }, direction: "desc" }],
  };
}
