// The Highcharts chart of an answer. Browser-only and lazily loaded, so Highcharts ships in its own
// chunk after hydration; the options come from the pure mapping in app/answer.
import { Alert, Button, Group, Text, useComputedColorScheme } from "@mantine/core";
import Highcharts from "highcharts";
import "highcharts/highcharts-more";
import "highcharts/modules/accessibility";
// Highcharts ≥ 12.3 exports PNG and SVG in the browser; nothing is sent to Highsoft's export server.
import "highcharts/modules/exporting";
import { HighchartsReact, type HighchartsReactRefObject } from "highcharts-react-official";
import { useMemo, useRef } from "react";
import type { ChartClick } from "~/answer/drill-point";
import { validateChartData, type ChartSpec, type ChartType } from "~/answer/chart";
import {
  CHART_RENDER_MESSAGE,
  chartNumber,
  isChartRenderError,
  toHighchartsOptions,
} from "~/answer/highcharts-options";
import { fileNameOf } from "../common/format";
import { useLocale } from "../common/use-locale";
import { theme } from "../theme";

export interface ChartViewProps {
  spec: ChartSpec;
  data: Record<string, unknown[]>;
  type: ChartType;
  height: number;
  /** Shown under the notice when the data cannot be drawn (the table). */
  fallback?: React.ReactNode;
  /** The card around the chart shows its title (issue 36: one title per widget); exports still carry it. */
  hideTitle?: boolean;
  /** A click (or Enter) on a bar, slice or point, where it happened in the chart's box: drill-through (ADR 057). */
  onPoint?: (click: ChartClick, at: { x: number; y: number }) => void;
}

const DARK = { text: "#c9c9c9", muted: "#909296", grid: "#373a40" };

/** Our own download buttons stand for Highcharts' menu; exports stay in the browser. */
const EXPORTING: Highcharts.Options["exporting"] = { enabled: false, local: true, fallbackToExportServer: false };

/** What the exporting module adds to a chart (its typings do not declare it). */
interface Exportable {
  exportChart(options: { type: string; filename: string }, chartOptions: Highcharts.Options): Promise<void>;
}

/**
 * The app's font named, not inherited: an exported PNG or SVG stands alone, where "inherit" falls back to a serif.
 */
const FONT = { fontFamily: theme.fontFamily ?? "system-ui, sans-serif" };

/** Colours for the dark scheme; the light scheme keeps Highcharts' own. */
function themed(options: Highcharts.Options, dark: boolean): Highcharts.Options {
  const base: Highcharts.Options = {
    chart: { backgroundColor: "transparent", style: FONT, numberFormatter: chartNumber },
    exporting: EXPORTING,
  };
  if (!dark) return Highcharts.merge(options, base);
  const axis = {
    labels: { style: { color: DARK.muted } },
    title: { style: { color: DARK.text } },
    gridLineColor: DARK.grid,
    lineColor: DARK.grid,
    tickColor: DARK.grid,
  };
  return Highcharts.merge(options, base, {
    title: { style: { color: DARK.text } },
    legend: { itemStyle: { color: DARK.text }, itemHoverStyle: { color: "#ffffff" } },
    xAxis: axis,
    yAxis: axis,
    plotOptions: { pie: { dataLabels: { style: { color: DARK.text, textOutline: "none" } } } },
  });
}

/** Point clicks reported with the category (or slice) and series clicked, and where in the chart's box. */
function pointClicks(handler: { current: ChartViewProps["onPoint"] }): Highcharts.Options {
  return {
    plotOptions: {
      series: {
        cursor: "pointer",
        point: {
          events: {
            click(this: Highcharts.Point, event: Highcharts.PointClickEventObject) {
              const chart = this.series.chart;
              // a keyboard's Enter has no pointer position: the point's own place in the plot
              const x = Number.isFinite(event.chartX) ? event.chartX : (this.plotX ?? 0) + chart.plotLeft;
              const y = Number.isFinite(event.chartY) ? event.chartY : (this.plotY ?? 0) + chart.plotTop;
              const category = typeof this.category === "string" ? this.category : (this.name ?? String(this.category));
              handler.current?.({ category, series: this.series.name }, { x, y });
            },
          },
        },
      },
    },
  };
}

function prefersStill(): boolean {
  // Automated browsers (tests) and people who ask for less motion get a still chart.
  return navigator.webdriver || window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}

export default function ChartView({ spec, data, type, height, fallback, hideTitle, onPoint }: ChartViewProps) {
  const dark = useComputedColorScheme("light") === "dark";
  const locale = useLocale();
  const chart = useRef<HighchartsReactRefObject>(null);
  // the latest handler, read at click time: a new one does not redraw the chart
  const pointHandler = useRef(onPoint);
  pointHandler.current = onPoint;
  const clickable = Boolean(onPoint);
  const built = useMemo(() => {
    // spec §5: unsound chart data is logged, and the chart is still attempted.
    for (const warning of validateChartData(data, spec)) console.warn(warning);
    try {
      const options = themed(
        toHighchartsOptions(spec, data, { height, switchTo: type, animation: !prefersStill(), locale, hideTitle }),
        dark,
      );
      return { options: clickable ? Highcharts.merge(options, pointClicks(pointHandler)) : options };
    } catch (error) {
      if (!isChartRenderError(error)) throw error;
      return { error };
    }
  }, [spec, data, type, height, dark, locale, hideTitle, clickable]);

  if ("error" in built) {
    return (
      <>
        <Alert color="yellow" title={CHART_RENDER_MESSAGE.title} role="status" mb="sm">
          <Text size="sm">{CHART_RENDER_MESSAGE.detail}</Text>
        </Alert>
        {fallback}
      </>
    );
  }
  // an exported image stands alone: it carries the title, on white, in the app's font
  const exported: Highcharts.Options = {
    title: { text: spec.title },
    chart: { backgroundColor: "#ffffff", style: FONT },
  };
  const download = (type: "image/png" | "image/svg+xml") =>
    void (chart.current?.chart as Exportable | undefined)?.exportChart(
      { type, filename: fileNameOf(spec.title) },
      exported,
    );
  return (
    <div data-testid="answer-chart" style={{ minHeight: height }}>
      {/* a new chart per type: updating a bar chart into a pie in place keeps the bars' axes */}
      <HighchartsReact ref={chart} key={type ?? spec.chartType} highcharts={Highcharts} options={built.options} />
      <Group gap={4} justify="flex-end">
        <Button size="compact-xs" variant="subtle" onClick={() => download("image/png")}>
          PNG
        </Button>
        <Button size="compact-xs" variant="subtle" onClick={() => download("image/svg+xml")}>
          SVG
        </Button>
      </Group>
    </div>
  );
}
