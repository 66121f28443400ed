// What can be done with an answer (download, add to a dashboard, edit its SQL, mark it correct) and where it came
// from (the team's definitions, a verified answer, the person's own SQL, the engine's confidence).
import { Badge, Button, Group } from "@mantine/core";
import { useState } from "react";
import { api, errorMessage, fetchFile } from "~/browser/api-client";
import { can } from "~/lib/permissions";
import { saveBlob } from "../common/format";
import { CheckIcon, DashboardIcon, DownloadIcon, PencilIcon } from "../common/icons";
import type { VisualizationResult } from "../workspace/types";
import { useWorkspace } from "../workspace/workspace-context";

interface AnswerActionsProps {
  answer: VisualizationResult;
  /** The result is on screen: what keeps or reuses it is offered with it. */
  shown: boolean;
  /** The product stands behind the answer (issue 33): Edit SQL is offered here, not in its notice. */
  standsBehind: boolean;
  onEditSql?: () => void;
  onAddToDashboard: () => void;
}

export function AnswerActions({ answer, shown, standsBehind, onEditSql, onAddToDashboard }: AnswerActionsProps) {
  const { role, notify } = useWorkspace();
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
          onClick={onAddToDashboard}
        >
          Add to dashboard
        </Button>
      )}
      {standsBehind && onEditSql && (
        <Button variant="default" size="compact-sm" leftSection={<PencilIcon size={14} />} onClick={onEditSql}>
          Edit SQL
        </Button>
      )}
      {shown && answer.messageId && answer.sql && !answer.verified && can(role, "create", "query") && (
        <MarkCorrectButton messageId={answer.messageId} />
      )}
      <AnswerBadges answer={answer} />
    </Group>
  );
}

/** Where the answer came from: the team's definitions it used, a verified answer, the person's SQL, or confidence. */
function AnswerBadges({ answer }: { answer: VisualizationResult }) {
  return (
    <>
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
