// "in minutes", "how many hours": a duration stored in one unit (milliseconds, seconds, minutes, hours, days) is
// answered in the unit the question asks for.
import type { Measure, QueryIR } from "../ir";
import { findColumn, type SchemaIndex } from "../model/schema-index";
import { SECONDS, storedUnit } from "../model/units";
import { timeUnitOf } from "../schema/lexicon";
import type { Token } from "../understanding/tokens";

function convertAmounts(ir: QueryIR, index: SchemaIndex, tokens: Token[]): { ir: QueryIR; used: number[] } {
  const amounts = tokens.flatMap((t, i) => {
    const unit = t.kind === "number" ? timeUnitOf(tokens[i + 1]?.norm ?? "") : undefined;
    return unit ? [{ value: t.value!, unit, at: t.index + 1 }] : [];
  });
  if (!amounts.length) return { ir, used: [] };
  const used: number[] = [];
  const scaled = (value: number, stored: string | undefined) => {
    const amount = amounts.find((a) => a.value === value);
    if (!amount || !stored || stored === amount.unit) return value;
    used.push(amount.at);
    return (value * SECONDS[amount.unit]) / SECONDS[stored];
  };
  const unitOf = (ref: { table: string; column: string } | undefined) => {
    const column = ref && findColumn(index, ref);
    return column ? storedUnit(column) : undefined;
  };
  const filters = ir.filters.map((f) =>
    typeof f.value === "number" && ["gt", "gte", "lt", "lte", "eq"].includes(f.op) && !f.part
      ? { ...f, value: scaled(f.value, unitOf(f.column)) }
      : f,
  );
  const measured = ir.having && ir.select.find((m) => m.alias === ir.having!.alias);
  const having =
    ir.having && measured && measured.agg !== "count" && !measured.scale
      ? { ...ir.having, value: scaled(ir.having.value, unitOf(measured.column)) }
      : ir.having;
  return used.length ? { ir: { ...ir, filters, having }, used } : { ir, used: [] };
}

/** Scales duration measures to the unit the question names, when it names one other than the stored one. */
export function convertUnits(parsed: QueryIR, index: SchemaIndex, tokens: Token[]): { ir: QueryIR; used: number[] } {
  const amounts = convertAmounts(parsed, index, tokens);
  const result = convertMeasures(
    amounts.ir,
    index,
    tokens.filter((t) => !amounts.used.includes(t.index)),
  );
  return { ir: result.ir, used: [...amounts.used, ...result.used] };
}

function convertMeasures(ir: QueryIR, index: SchemaIndex, tokens: Token[]): { ir: QueryIR; used: number[] } {
  // "in hours", "how many hours", "total hours of delay", "minutes of music"
  const at = tokens.findIndex(
    (t, i) =>
      timeUnitOf(t.norm) &&
      (["in", "of", "many", "total"].includes(tokens[i - 1]?.norm ?? "") ||
        tokens[i + 1]?.norm === "of" ||
        i === tokens.length - 1),
  );
  if (at < 0) return { ir, used: [] };
  const wanted = timeUnitOf(tokens[at].norm)!;
  let changed = false;
  const select = ir.select.map((m): Measure => {
    const column = m.column && findColumn(index, m.column);
    const stored = column ? storedUnit(column) : undefined;
    if (!stored || stored === wanted || m.agg === "count" || m.agg === "count_distinct" || m.share || m.over) return m;
    changed = true;
    return {
      ...m,
      scale: SECONDS[stored] / SECONDS[wanted],
      alias: `${m.alias}_in_${tokens[at].norm.replace(/s?$/, "s")}`,
    };
  });
  if (!changed) return { ir, used: [] };
  const renamed = new Map(ir.select.map((m, i) => [m.alias, select[i].alias]));
  const order = ir.order.map((o) =>
    o.target.kind === "measure" && renamed.has(o.target.alias)
      ? { ...o, target: { kind: "measure" as const, alias: renamed.get(o.target.alias)! } }
      : o,
  );
  return { ir: { ...ir, select, order }, used: [tokens[at].index] };
}
