// The view a viewer's drill opens instead of a chat turn (ADR 052, 057): the worker answers it like any question,
// and nothing is kept.
import { Alert, Group, Loader, Modal, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { errorMessage } from "~/browser/api-client";
import type { DrillRequest } from "~/lib/drill";
import type { VisualizationResult } from "../workspace/types";
import { AnswerCard } from "./answer-card";
import { askDrill } from "./drill-result";

export interface PendingDrill {
  request: DrillRequest;
  question: string;
  connectionId: string;
}

/** A viewer's drill (ADR 052, 057): answered by the worker like any, shown here, kept in no chat. */
export function DrillResultModal(props: { drill: PendingDrill | null; onClose: () => void }) {
  const [state, setState] = useState<{ answer?: VisualizationResult; error?: string }>({});
  const { drill } = props;
  useEffect(() => {
    if (!drill) return;
    let live = true;
    setState({});
    askDrill(drill.request).then(
      (answer) => live && setState({ answer }),
      (error) => live && setState({ error: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [drill]);
  return (
    <Modal opened={Boolean(drill)} onClose={props.onClose} title={drill?.question} size="90%" centered>
      {state.error ? (
        <Alert color="red" role="alert">
          {state.error}
        </Alert>
      ) : state.answer && drill ? (
        <AnswerCard answer={state.answer} connectionId={drill.connectionId} disabled={false} />
      ) : (
        <Group gap="sm">
          <Loader size="sm" />
          <Text size="sm">Asking the database…</Text>
        </Group>
      )}
    </Modal>
  );
}
