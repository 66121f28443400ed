// One AI answer (spec §2 Chat view): interpretation, chart or table, SQL, insights, follow-ups. An answer the product
// does not stand behind (issue 33) shows its notice instead, and its result only after Run anyway.
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import type { ChartType } from "~/answer/chart";
import { shownAsAnswer } from "~/answer/result";
import { SUGGESTION_COUNTS } from "~/lib/limits";
import { can } from "~/lib/permissions";
import { SqlDisclosure } from "../common/sql-disclosure";
import type { VisualizationResult } from "../workspace/types";
import { useWorkspace } from "../workspace/workspace-context";
import { AddToDashboardModal } from "./add-to-dashboard";
import { AlternativeChips } from "./alternative-chips";
import { AnswerActions } from "./answer-actions";
import { AnswerResult, chartTypeOf } from "./answer-result";
import { CACHED_SUFFIX } from "./chat-progress";
import { DrillFilters, useDrillPage } from "./drill-result";
import { EditSqlModal } from "./edit-sql-modal";
import { UnsureNotice } from "./unsure-answer";

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
  const { role, connections } = useWorkspace();
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
      <AnswerActions
        answer={answer}
        shown={shown}
        standsBehind={standsBehind}
        onEditSql={mayEditSql ? () => setEditing(true) : undefined}
        onAddToDashboard={() => setAdding(true)}
      />
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
