// A single number is read as a KPI card, not a one-cell table (issue 16).
import type { QueryResult } from "~/lib/catalog";
import { inferColumnKinds } from "./chart";
import { formatPercent } from "~/lib/format";
import { capitalize } from "./format";
import { labelOf, type ColumnLabels } from "./naming";
import type { SemanticType, Semantics } from "./semantic";
import { DEFAULT_LOCALE, formatNumberAs } from "./semantic-format";
import { toNumber } from "./values";

export interface Kpi {
  /** "Number of orders" */
  label: string;
  /** "23,215", "12.5%" */
  value: string;
  /** "▲ 12.3% vs 2024 (1,234)": against the period before, when the answer carries it. */
  change?: string;
}

const PERCENT = /^(share|percentage|percent|rate|ratio)\b|\b(share|percentage|percent)$/;

export interface KpiView {
  /** What each column is (ADR 048): money reads "$218,284". */
  formats?: Semantics;
  locale?: string;
  /** The answer's title ("Revenue (USD) — Electronics, 2025"), said in place of the bare measure. */
  title?: string;
}

/** The KPI of a result that is one number (one row, one numeric column), else null. */
export function kpiOf(
  result: Pick<QueryResult, "columns" | "rows">,
  labels?: ColumnLabels,
  comparison?: { label: string; previous: number | null },
  view: KpiView = {},
): Kpi | null {
  if (result.rows.length !== 1 || result.columns.length !== 1) return null;
  const [{ name }] = result.columns;
  if (inferColumnKinds(result)[name] !== "numeric") return null;
  const number = toNumber(result.rows[0][name]);
  if (number === null) return null;
  const label = labelOf(name, labels);
  const semantic: SemanticType | undefined =
    view.formats?.[name] ?? (PERCENT.test(label) ? { type: "percentage" } : undefined);
  const format = (value: number) => formatNumberAs(value, semantic, view.locale ?? DEFAULT_LOCALE);
  const kpi: Kpi = { label: view.title ?? capitalize(label), value: format(number) };
  const previous = comparison?.previous;
  if (comparison && typeof previous === "number" && previous > 0) {
    const change = ((number - previous) / previous) * 100;
    kpi.change = `${change > 0 ? "▲" : change < 0 ? "▼" : "="} ${formatPercent(Math.abs(change))} vs ${comparison.label} (${format(previous)})`;
  }
  return kpi;
}
