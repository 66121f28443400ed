// Questions along a self-reference (schema/self-references.ts): "how many people report to Ada Byrne" names the
// manager, "who does Ada Byrne report to" asks for one; "which manager has the most reports" counts the people.
import type { ColumnRef, Filter, QueryIR } from "../ir";
import { referencedTables } from "../ir";
import { findTable, type SchemaIndex, type TableInfo } from "../model/schema-index";
import type { Token } from "../understanding/tokens";

const REPORT = new Set(["report", "reports", "reported", "reporting"]);
const PEOPLE = new Set([
  "report",
  "reports",
  "subordinates",
  "subordinate",
  "team",
  "people",
  "staff",
  "employees",
  "underlings",
]);

export function alongReportingLines(ir: QueryIR, index: SchemaIndex, tokens: Token[]): { ir: QueryIR; used: number[] } {
  const pair = index.tables
    .map((a) => (a.table.aliasOf ? [findTable(index, a.table.aliasOf), a] : undefined))
    .find((p) => p && [ir.table, ...referencedTables(ir)].some((t) => t === p[0]!.name || t === p[1]!.name)) as
    [TableInfo, TableInfo] | undefined;
  if (!pair) return { ir, used: [] };
  const [people, managers] = pair;
  const words = tokens.map((t) => t.norm);
  const verb = words.findIndex(
    (w, i) =>
      (REPORT.has(w) && (words[i + 1] === "to" || (words[i + 1] === "directly" && words[i + 2] === "to"))) ||
      ((w === "managed" || w === "supervised") && words[i + 1] === "by") ||
      w === "under",
  );
  const on = (f: Filter, table: TableInfo): Filter => {
    const same = table.columns.find((c) => c.column.name === f.column.column);
    return same ? { ...f, column: same.ref } : f;
  };
  const named = (f: Filter) => f.op === "eq" || f.op === "contains";
  const after = (f: Filter) => verb >= 0 && !!f.phrase && tokenAt(tokens, f.phrase) > verb;
  const swap = (ref: ColumnRef | undefined, to: TableInfo) => {
    if (!ref || (ref.table !== people.name && ref.table !== managers.name)) return ref;
    // a first or last name answers with the whole name
    const label = to.labelColumn?.derived?.kind === "full_name" ? to.labelColumn : undefined;
    if (
      label?.derived?.kind === "full_name" &&
      (ref.column === label.derived.first || ref.column === label.derived.last)
    )
      return label.ref;
    return to.columns.find((c) => c.column.name === ref.column)?.ref ?? ref;
  };
  const answering = (to: TableInfo) => {
    // whole rows of the person asked about would show the person; the manager is named
    const label = to.labelColumn ?? to.columns.find((c) => c.column.isPrimaryKey);
    // "who …" is answered by name, whatever other column of the person the question's words reached
    const who = words[0] === "who" && ir.select.length > 0 && ir.select.every((m) => !m.agg);
    if (((!ir.select.length && to === managers) || who) && label)
      return [{ column: label.ref, alias: label.column.name }];
    const select = ir.select.map((m) => (m.agg ? m : { ...m, column: swap(m.column, to) }));
    return select.filter(
      (m, i) =>
        m.agg ||
        select.findIndex(
          (n) => !n.agg && n.column?.table === m.column?.table && n.column?.column === m.column?.column,
        ) === i,
    );
  };
  const used = tokens
    .filter(
      (t, i) =>
        (verb >= 0 &&
          i >= verb &&
          i <= verb + 2 &&
          [
            "report",
            "reports",
            "reported",
            "reporting",
            "directly",
            "to",
            "managed",
            "supervised",
            "by",
            "under",
          ].includes(t.norm)) ||
        PEOPLE.has(t.norm),
    )
    .map((t) => t.index);
  // "average commission by supervisor", "mean pay of each lead's team": a measure of the people, per manager
  const perManager = ir.dimensions.length > 0 && ir.dimensions.every((d) => d.column.table === managers.name);
  if (
    perManager &&
    ir.table === managers.name &&
    ir.select.some((m) => m.agg && m.agg !== "count" && m.column?.table === managers.name) &&
    !ir.filters.some(named)
  ) {
    const select = ir.select.map((m) =>
      m.agg && m.column?.table === managers.name ? { ...m, column: swap(m.column, people) } : m,
    );
    return { ir: { ...ir, table: people.name, select }, used };
  }
  if (verb >= 0) {
    const managerNamed = ir.filters.some((f) => named(f) && after(f));
    const filters = ir.filters.map((f) =>
      !named(f) || f.related ? f : on(f, managerNamed && after(f) ? managers : people),
    );
    // "who does X report to": the rows answer with their manager; "who reports to X": with themselves
    const answer = managerNamed ? people : managers;
    // "list the couriers and who they report to": each person beside their manager
    const both =
      !managerNamed &&
      !ir.dimensions.length &&
      words.some((w, i) => w === "and" && words[i + 1] === "who" && i + 1 < verb) &&
      people.labelColumn &&
      managers.labelColumn;
    if (both) {
      const [own, theirs] = [people.labelColumn!, managers.labelColumn!];
      const select = [
        { column: own.ref, alias: own.column.name },
        { column: theirs.ref, alias: `${managers.name}_${theirs.column.name}` },
      ];
      return { ir: { ...ir, table: people.name, filters, select }, used: [...used, words.indexOf("who")] };
    }
    return {
      ir: {
        ...ir,
        table: people.name,
        filters,
        select: answering(answer),
        dimensions: ir.dimensions.map((d) => ({ ...d, column: swap(d.column, answer)! })),
      },
      used,
    };
  }
  // "who is the manager of X", "X's boss": the named rows are people, the answer their manager
  const asksManager =
    ir.select.length > 0 &&
    ir.select.every((m) => !m.agg && m.column?.table === managers.name) &&
    !ir.dimensions.length;
  if (asksManager && ir.filters.some(named)) {
    return {
      ir: {
        ...ir,
        table: people.name,
        distinct: undefined,
        filters: ir.filters.map((f) => (named(f) && !f.related ? on(f, people) : f)),
        select: answering(managers),
      },
      used,
    };
  }
  // "which lead has the largest team": the people are counted, grouped by their manager
  const counted = ir.select.length === 1 && ir.select[0].agg === "count" && !ir.select[0].column;
  if (
    ir.table === managers.name &&
    counted &&
    ir.dimensions.every((d) => d.column.table === managers.name) &&
    words.some((w) => PEOPLE.has(w))
  ) {
    return { ir: { ...ir, table: people.name, filters: ir.filters.map((f) => on(f, people)) }, used };
  }
  return { ir, used: [] };
}

/** Where a filter's phrase starts among the question's tokens. */
function tokenAt(tokens: Token[], phrase: string): number {
  const first = phrase.toLowerCase().split(/\s+/)[0];
  return tokens.findIndex((t) => t.norm === first || t.raw.toLowerCase() === first);
}
