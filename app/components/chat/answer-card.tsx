// One AI answer (spec §2 Chat view): interpretation, chart or table, SQL, insights, follow-ups. An answer the product
// does not stand behind (issue 33) shows its notice instead, and its result only after Run anyway.
import { Alert, Badge, Button, Group, NativeSelect, SegmentedControl, Skeleton, Stack, Text } from "@mantine/core";
import { Suspense, lazy, useState } from "react";
import {
  CHART_LABELS,
  GENERIC_CHART_TITLE,
  chartChoices,
  chartRowLimit,
  isChartType,
  type ChartType,
} from "~/answer/chart";
import { truncationNotice } from "~/answer/format";
import { CHART_FALLBACK_MESSAGE } from "~/answer/highcharts-options";
import { kpiOf } from "~/answer/kpi";
import { shownAsAnswer } from "~/answer/result";
import { api, errorMessage, fetchFile } from "~/browser/api-client";
import { CHART_HEIGHT, SUGGESTION_COUNTS } from "~/lib/limits";
import { can } from "~/lib/permissions";
import { saveBlob } from "../common/format";
import { ChartIcon, CheckIcon, DashboardIcon, DownloadIcon, PencilIcon, TableIcon } from "../common/icons";
import { KpiCard } from "../common/kpi-card";
import { SqlDisclosure } from "../common/sql-disclosure";
import { useHydrated } from "../common/use-hydrated";
import { useLocale } from "../common/use-locale";
import type { VisualizationResult } from "../workspace/types";
import { useWorkspace } from "../workspace/workspace-context";
import { AddToDashboardModal } from "./add-to-dashboard";
import { AlternativeChips } from "./alternative-chips";
import { ChartBoundary } from "./chart-boundary";
import { DrillArea } from "./drill-menu";
import { DrillFilters, useDrillPage } from "./drill-result";
import { CACHED_SUFFIX } from "./chat-progress";
import { EditSqlModal } from "./edit-sql-modal";
import { ResultTable } from "./result-table";
import { emptyReasonOf } from "./understanding";
import { UnsureNotice } from "./unsure-answer";

const ChartView = lazy(() => import("./chart-view.client"));

/**
 * spec §9: a chart only for a chart spec over at most 20 rows (a time series 500, ADR 022); otherwise the table. An
 * empty result whose reading says why is said in words, never drawn.
 */
export function chartTypeOf(answer: VisualizationResult): ChartType | null {
  const type = answer.chart?.chartType;
  if (!isChartType(type) || type === "table" || emptyReasonOf(answer)) return null;
  if (!answer.rows.length || answer.rows.length > chartRowLimit(answer.chart)) return null;
  return type;
}

interface AnswerCardProps {
  answer: VisualizationResult;
  cached?: boolean;
  connectionId: string;
  /** Absent for those who may not ask (ADR 052): no follow-up or reading chips. */
  onAsk?: (q: string, reading?: number) => void;
  /** A new answer made from this one (Edit SQL). */
  onAnswered?: (answer: VisualizationResult) => void;
  disabled: boolean;
}

export function AnswerCard({ answer, cached, connectionId, onAsk, onAnswered, disabled }: AnswerCardProps) {
  const { role, notify, connections } = useWorkspace();
  const [editing, setEditing] = useState(false);
  const connection = connections.find((candidate) => candidate.id === connectionId);
  const recommended = chartTypeOf(answer);
  const [view, setView] = useState<"chart" | "table">(recommended ? "chart" : "table");
  const [type, setType] = useState<ChartType | null>(recommended);
  const [adding, setAdding] = useState(false);
  const [runAnyway, setRunAnyway] = useState(false);
  const standsBehind = shownAsAnswer(answer);
  // "See these rows" shows one page at a time (ADR 057)
  const drillPage = useDrillPage(answer);
  // insights, follow-ups and the buttons that keep or reuse a result describe it: shown with it
  const shown = standsBehind || runAnyway;
  const mayEditSql = Boolean(
    onAnswered && connection && answer.messageId && answer.sql && can(role, "create", "query"),
  );

  const downloadCsv = async (values: "formatted" | "raw") => {
    try {
      const { blob, fileName } = await fetchFile(
        `/chats/messages/${answer.messageId}/result.csv${values === "raw" ? "?values=raw" : ""}`,
      );
      saveBlob(fileName ?? "result.csv", blob);
    } catch (error) {
      notify(`Download failed: ${errorMessage(error)}`, "red");
    }
  };

  return (
    <Stack gap="sm" data-testid="answer-card">
      {standsBehind ? (
        <Text size="sm" data-testid="answer-explanation">
          {answer.explanation || "Here is what I found."}
          {cached && (
            <Text span c="dimmed" size="sm">
              {" "}
              {CACHED_SUFFIX}
            </Text>
          )}
        </Text>
      ) : (
        <UnsureNotice
          answer={answer}
          connectionId={connectionId}
          cached={cached}
          revealed={runAnyway}
          disabled={disabled}
          onAsk={onAsk}
          onEditSql={mayEditSql ? () => setEditing(true) : undefined}
          onRunAnyway={() => setRunAnyway(true)}
        />
      )}
      <DrillFilters answer={answer} />
      {answer.notice && (
        <Alert color="yellow" p="xs" role="status">
          {answer.notice}
        </Alert>
      )}
      {shown &&
        answer.dataWarnings?.map((warning) => (
          <Alert key={warning} color="orange" p="xs" role="note" aria-label="Data warning">
            {warning}
          </Alert>
        ))}
      {shown && <AnswerResult answer={drillPage.answer} view={view} type={type} onView={setView} onType={setType} />}
      {shown && drillPage.pager}
      {answer.sql && <SqlDisclosure sql={answer.sql} copyLabel="Copy SQL" testId="answer-sql" />}
      {shown && answer.insights?.length > 0 && (
        <Stack gap={2}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase">
            Insights
          </Text>
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {answer.insights.map((insight) => (
              <li key={insight}>
                <Text size="sm">{insight}</Text>
              </li>
            ))}
          </ul>
        </Stack>
      )}
      {standsBehind && (
        <AlternativeChips answer={answer} onAsk={onAsk} disabled={disabled} label="Or did you mean" variant="outline" />
      )}
      {shown && onAsk && answer.followUpQuestions?.length > 0 && (
        <Group gap={6}>
          {answer.followUpQuestions.slice(0, SUGGESTION_COUNTS.followUps).map((question) => (
            <Button
              className="ad-chip"
              key={question}
              variant="light"
              size="compact-sm"
              radius="xl"
              onClick={() => onAsk(question)}
              disabled={disabled}
            >
              {question}
            </Button>
          ))}
        </Group>
      )}
      <Group gap="xs">
        {shown && answer.messageId && (
          <>
            <Button
              variant="default"
              size="compact-sm"
              leftSection={<DownloadIcon size={14} />}
              onClick={() => downloadCsv("formatted")}
              title="Values as shown: $218,284, Dec 2025"
            >
              Download CSV
            </Button>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => downloadCsv("raw")}
              title="Plain numbers for a spreadsheet: 218284.49, 2025-12-01"
            >
              Raw values
            </Button>
          </>
        )}
        {shown && can(role, "create", "dashboard") && (
          <Button
            variant="default"
            size="compact-sm"
            leftSection={<DashboardIcon size={14} />}
            onClick={() => setAdding(true)}
          >
            Add to dashboard
          </Button>
        )}
        {standsBehind && mayEditSql && (
          <Button
            variant="default"
            size="compact-sm"
            leftSection={<PencilIcon size={14} />}
            onClick={() => setEditing(true)}
          >
            Edit SQL
          </Button>
        )}
        {shown && answer.messageId && answer.sql && !answer.verified && can(role, "create", "query") && (
          <MarkCorrectButton messageId={answer.messageId} />
        )}
        {answer.definitions?.length ? (
          <Badge
            variant="light"
            color="indigo"
            size="sm"
            title={`Answered with the team's definitions: ${answer.definitions.join(", ")}`}
          >
            {answer.definitions.length === 1
              ? `Definition: ${answer.definitions[0]}`
              : `${answer.definitions.length} definitions`}
          </Badge>
        ) : null}
        {answer.verified ? (
          <Badge variant="light" color="teal" size="sm" title={`Verified answer to “${answer.verified.question}”`}>
            Verified answer
          </Badge>
        ) : answer.provider === "user" ? (
          <Badge variant="light" color="grape" size="sm">
            Your SQL
          </Badge>
        ) : (
          answer.confidence !== undefined && (
            <Badge variant="light" color={answer.confidence >= 0.8 ? "green" : "yellow"} size="sm">
              Confidence {Math.round(answer.confidence * 100)}%
            </Badge>
          )
        )}
      </Group>
      {onAnswered && connection && (
        <EditSqlModal
          answer={editing ? answer : null}
          connection={connection}
          onAnswered={onAnswered}
          onClose={() => setEditing(false)}
        />
      )}
      {adding && (
        <AddToDashboardModal
          answer={answer}
          connectionId={connectionId}
          chartType={view === "chart" && type ? type : "table"}
          onClose={() => setAdding(false)}
        />
      )}
    </Stack>
  );
}

/** The result: chart (with its type) or table, a KPI for one number, or the reading's reason it is empty; its size. */
function AnswerResult(props: {
  answer: VisualizationResult;
  view: "chart" | "table";
  type: ChartType | null;
  onView: (view: "chart" | "table") => void;
  onType: (type: ChartType) => void;
}) {
  const { answer, view, type } = props;
  const hydrated = useHydrated();
  const emptyReason = emptyReasonOf(answer);
  const recommended = chartTypeOf(answer);
  const choices = recommended && answer.chart ? chartChoices({ ...answer.chart, chartType: recommended }) : [];
  const locale = useLocale();
  const title = answer.chart?.title && answer.chart.title !== GENERIC_CHART_TITLE ? answer.chart.title : undefined;
  const kpi = kpiOf(answer, answer.chart?.labels, answer.comparison, { formats: answer.chart?.formats, locale, title });
  const table = emptyReason ? (
    <Text size="sm" c="dimmed" data-testid="answer-empty-reason">
      {emptyReason}
    </Text>
  ) : kpi ? (
    <KpiCard kpi={kpi} />
  ) : (
    <ResultTable answer={answer} pageSize={answer.drill?.pageSize} />
  );
  return (
    <>
      {title && !kpi && !emptyReason && (
        <Text fw={600} data-testid="answer-title">
          {title}
        </Text>
      )}
      {recommended && type && (
        <Group gap="xs" justify="space-between" wrap="wrap">
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(value) => props.onView(value as "chart" | "table")}
            data={[
              {
                value: "chart",
                label: (
                  <Group gap={4} wrap="nowrap">
                    <ChartIcon size={14} />
                    Chart
                  </Group>
                ),
              },
              {
                value: "table",
                label: (
                  <Group gap={4} wrap="nowrap">
                    <TableIcon size={14} />
                    Table
                  </Group>
                ),
              },
            ]}
            aria-label="Answer view"
          />
          {view === "chart" && choices.length > 1 && (
            <NativeSelect
              size="xs"
              aria-label="Chart type"
              value={type}
              onChange={(event) => props.onType(event.currentTarget.value as ChartType)}
              data={choices.map((value) => ({ value, label: CHART_LABELS[value] }))}
            />
          )}
        </Group>
      )}
      {view === "chart" && recommended && type && answer.chart ? (
        hydrated ? (
          <ChartBoundary
            fallback={
              <>
                <Alert color="yellow" p="xs" mb="xs" role="status">
                  {CHART_FALLBACK_MESSAGE}
                </Alert>
                {table}
              </>
            }
          >
            <Suspense fallback={<Skeleton height={CHART_HEIGHT.chat} />}>
              <DrillArea
                target={answer.messageId ? { messageId: answer.messageId } : null}
                spec={answer.chart}
                data={answer.data}
                question={answer.question}
                narrowable={answer.provider === "local" && !answer.verified && Boolean(answer.context?.ir)}
              >
                {(onPoint) => (
                  <ChartView
                    spec={answer.chart}
                    data={answer.data}
                    type={type}
                    height={CHART_HEIGHT.chat}
                    fallback={table}
                    hideTitle={Boolean(title)}
                    onPoint={onPoint}
                  />
                )}
              </DrillArea>
            </Suspense>
          </ChartBoundary>
        ) : (
          <Skeleton height={CHART_HEIGHT.chat} />
        )
      ) : (
        table
      )}
      <Text size="xs" c="dimmed">
        {answer.rowCount} {answer.rowCount === 1 ? "row" : "rows"} · {Math.round(answer.executionTime)} ms
      </Text>
      {answer.truncated && (
        <Text size="xs" c="orange.8" role="status">
          {truncationNotice(answer)}
        </Text>
      )}
    </>
  );
}

/** "Mark as correct": the answer's question and SQL answer this question (and its shape) from now on. */
function MarkCorrectButton({ messageId }: { messageId: string }) {
  const { notify } = useWorkspace();
  const [state, setState] = useState<"idle" | "saving" | "saved">("idle");
  const mark = async () => {
    setState("saving");
    try {
      await api.post(`/chats/messages/${messageId}/verify`, undefined, { retry: false });
      setState("saved");
      notify(
        "Marked as correct: this question, and the same question about other values, will be answered with this SQL",
        "green",
      );
    } catch (error) {
      setState("idle");
      notify(`Could not mark as correct: ${errorMessage(error)}`, "red");
    }
  };
  return (
    <Button
      variant="default"
      size="compact-sm"
      leftSection={<CheckIcon size={14} />}
      onClick={mark}
      loading={state === "saving"}
      disabled={state === "saved"}
    >
      {state === "saved" ? "Marked as correct" : "Mark as correct"}
    </Button>
  );
}
