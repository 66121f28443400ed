// Which row of an answer a click on its chart stands for (issue 37 item 2): Highcharts reports the label it drew
// (a category, a slice's name, a series); the drill needs the raw values behind that label. The labels are made
// here the way highcharts-options.ts makes them, and its tests check every drawn label maps back to its row.
import type { ChartSpec } from "./chart";
import { formatPeriods } from "./format";
import { SO_FAR } from "./highcharts-options";
import { isTimeName, parseCalendar } from "./values";

/** What a click on a point tells: the category (or slice name) and the series it belongs to. */
export interface ChartClick {
  category: string;
  series?: string;
}

export interface ClickedRow {
  /** The raw value of each dimension the point stands for, by result column. */
  point: Record<string, string | number | boolean | null>;
  /** How the chart wrote those values ("Mar 2024", "Books"), and whether each is a period. */
  shown: { label: string; period: boolean }[];
}

const label = (value: unknown) => (value === null || value === undefined || value === "" ? "(empty)" : String(value));

function isTimeColumn(name: string, values: unknown[]): boolean {
  const present = values.filter((value) => value !== null && value !== undefined && value !== "");
  return present.length > 0 && present.every((value) => parseCalendar(value, isTimeName(name)) !== null);
}

/** A cell as JSON carries it: the value itself (a date stays its text). */
function rawOf(value: unknown): string | number | boolean | null {
  if (value === undefined || value === null) return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  return String(value);
}

/**
 * The row behind a clicked point, or null when the point stands for no single row ("Other" in a pie, a point of a
 * chart without a labelling column).
 */
export function clickedRow(
  spec: Pick<ChartSpec, "xAxis" | "yAxis" | "metrics" | "formats">,
  data: Record<string, unknown[]>,
  click: ChartClick,
  settings: { locale?: string } = {},
): ClickedRow | null {
  const [x, split] = spec.xAxis;
  const xs = x ? data[x] : undefined;
  if (!x || !Array.isArray(xs)) return null;
  const metrics = (spec.yAxis.length ? spec.yAxis : spec.metrics).filter((m) => Array.isArray(data[m]));
  // as buildFrame: a second dimension splits the series only when one measure is drawn
  const splits = split && Array.isArray(data[split]) && metrics.length === 1 ? data[split] : undefined;
  const timeAxis = isTimeColumn(x, xs);
  const format = spec.formats?.[x];
  const grain = format?.type === "date" ? format.grain : undefined;
  const labels = timeAxis ? formatPeriods(xs, grain, settings.locale) : xs.map(label);
  const category = click.category.endsWith(` ${SO_FAR}`) ? click.category.slice(0, -SO_FAR.length - 1) : click.category;
  const matches = (i: number, name: string, series?: string) =>
    labels[i] === name && (!splits || series === undefined || label(splits[i]) === series);
  let row = xs.findIndex((_, i) => matches(i, category, splits ? click.series : undefined));
  // a pie of a split chart names its slices "category · series"
  if (row < 0 && splits && category.includes(" · ")) {
    const [name, series] = [
      category.slice(0, category.lastIndexOf(" · ")),
      category.slice(category.lastIndexOf(" · ") + 3),
    ];
    row = xs.findIndex((_, i) => matches(i, name, series));
  }
  if (row < 0) return null;
  const point: ClickedRow["point"] = { [x]: rawOf(xs[row]) };
  const shown = [{ label: labels[row], period: timeAxis }];
  if (splits) {
    point[split!] = rawOf(splits[row]);
    shown.push({ label: label(splits[row]), period: false });
  }
  return { point, shown };
}
