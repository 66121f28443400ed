// The same question over the period before the one asked about ("revenue in 2025" → in 2024), so a single number
// can show its change (issue 16: KPI cards). Only a question with one date range has a previous period.
import type { SchemaCatalog } from "~/lib/catalog";
import { compileIR } from "../compile/compile";
import { getSchemaIndex } from "../model/build-index";
import type { Filter, QueryIR } from "../ir";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface PreviousPeriod {
  sql: string;
  /** "2024", "Sep 2026", "1 Jul 2025 – 30 Sep 2025": how the card names the period compared with. */
  label: string;
}

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** [from, to) moved back by its own length: whole months by months (a quarter by three), anything else by days. */
function shifted(from: Date, to: Date): { from: Date; to: Date; label: string } {
  const months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth();
  if (from.getUTCDate() === 1 && to.getUTCDate() === 1 && months > 0) {
    const back = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months, 1));
    const start = back(from);
    const [year, month] = [start.getUTCFullYear(), start.getUTCMonth()];
    const label =
      months === 12 && month === 0
        ? String(year)
        : months === 3 && month % 3 === 0
          ? `Q${month / 3 + 1} ${year}`
          : months === 1
            ? `${MONTHS[month]} ${year}`
            : `${MONTHS[month]} ${year} – ${MONTHS[(month + months - 1) % 12]}`;
    return { from: start, to: back(to), label };
  }
  const span = to.getTime() - from.getTime();
  const start = new Date(from.getTime() - span);
  return { from: start, to: from, label: `${iso(start)} – ${iso(new Date(from.getTime() - 86_400_000))}` };
}

export function previousPeriod(ir: QueryIR, catalog: SchemaCatalog): PreviousPeriod | undefined {
  const ranges = ir.filters.filter(
    (f: Filter) =>
      f.op === "between" &&
      !f.part &&
      typeof f.value === "string" &&
      typeof f.value2 === "string" &&
      ISO_DAY.test(f.value) &&
      ISO_DAY.test(f.value2),
  );
  if (ranges.length !== 1 || ir.dimensions.length || ir.select.length !== 1 || !ir.select[0].agg) return undefined;
  const [range] = ranges;
  const before = shifted(day(range.value as string), day(range.value2 as string));
  const filters = ir.filters.map((f) => (f === range ? { ...f, value: iso(before.from), value2: iso(before.to) } : f));
  return { sql: compileIR({ ...ir, filters }, getSchemaIndex(catalog)), label: before.label };
}
