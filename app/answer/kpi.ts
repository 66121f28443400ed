// A single number is read as a KPI card, not a one-cell table (issue 16).
import type { QueryResult } from "~/lib/catalog";
import { inferColumnKinds } from "./chart";
import { capitalize, formatNumber, formatPercent } from "./format";
import { labelOf, type ColumnLabels } from "./naming";
import { toNumber } from "./values";

export interface Kpi {
  /** "Number of orders" */
  label: string;
  /** "23,215", "12.5%" */
  value: string;
}

const PERCENT = /^(share|percentage|percent|rate|ratio)\b|\b(share|percentage|percent)$/;

/** The KPI of a result that is one number (one row, one numeric column), else null. */
export function kpiOf(result: Pick<QueryResult, "columns" | "rows">, labels?: ColumnLabels): Kpi | null {
  if (result.rows.length !== 1 || result.columns.length !== 1) return null;
  const [{ name }] = result.columns;
  if (inferColumnKinds(result)[name] !== "numeric") return null;
  const number = toNumber(result.rows[0][name]);
  if (number === null) return null;
  const label = labelOf(name, labels);
  return { label: capitalize(label), value: PERCENT.test(label) ? formatPercent(number) : formatNumber(number) };
}
