// The notice on an answer the product does not stand behind (issue 33): words nothing in the database explains, or
// a reading it is not sure of. It says the reading in words, offers the other readings, Define for each unknown word,
// Edit SQL, and Run anyway, which shows the result already computed.
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import { addDefinitionHref } from "~/lib/definition-forms";
import { can } from "~/lib/permissions";
import { BookIcon, PencilIcon } from "../common/icons";
import type { VisualizationResult } from "../workspace/types";
import { useWorkspace } from "../workspace/workspace-context";
import { AlternativeChips } from "./alternative-chips";
import { CACHED_SUFFIX } from "./chat-progress";
import { DEFINE_LIMIT, distinctWords, listedWords } from "./understanding";

interface UnsureNoticeProps {
  answer: VisualizationResult;
  connectionId: string;
  cached?: boolean;
  /** The result is shown (Run anyway was clicked). */
  revealed: boolean;
  disabled: boolean;
  onAsk?: (q: string, reading?: number) => void;
  /** Given when this person may edit the answer's SQL. */
  onEditSql?: () => void;
  onRunAnyway: () => void;
}

export function UnsureNotice({
  answer,
  connectionId,
  cached,
  revealed,
  disabled,
  onAsk,
  onEditSql,
  onRunAnyway,
}: UnsureNoticeProps) {
  const { role } = useWorkspace();
  const words = distinctWords(answer.understanding?.unplaced ?? []);
  const notUnderstood = answer.understanding?.status === "not_understood" && words.length > 0;
  // definitions are the connection's: the same permission as the Definitions page's forms
  const definable = notUnderstood && can(role, "edit", "connection") ? words.slice(0, DEFINE_LIMIT) : [];
  return (
    <Alert
      color={notUnderstood ? "orange" : "yellow"}
      variant="light"
      p="sm"
      data-testid={notUnderstood ? "answer-not-understood" : "answer-unsure"}
    >
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {notUnderstood ? <UnknownWords words={words} /> : "I'm not sure I understood this question."}
        </Text>
        {notUnderstood && answer.alternatives?.length ? <Label>Closest readings</Label> : null}
        {answer.explanation && (
          <Text size="sm" data-testid="answer-reading">
            {notUnderstood ? "I could read it as: " : "I read it as: "}
            {answer.explanation}
            {cached && (
              <Text span c="dimmed" size="sm">
                {" "}
                {CACHED_SUFFIX}
              </Text>
            )}
          </Text>
        )}
        <AlternativeChips
          answer={answer}
          onAsk={onAsk}
          disabled={disabled}
          label={notUnderstood ? undefined : "Or did you mean"}
          variant="white"
        />
        <Group gap="xs">
          <DefineButtons words={definable} connectionId={connectionId} />
          {onEditSql && (
            <Button variant="default" size="compact-sm" leftSection={<PencilIcon size={14} />} onClick={onEditSql}>
              Edit SQL
            </Button>
          )}
          {!revealed && (
            <Button variant="default" size="compact-sm" onClick={onRunAnyway} data-testid="answer-run-anyway">
              Run anyway
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}

/** Define “word” for each word, opening the connection's Definitions form prefilled (the caller checks the role). */
export function DefineButtons({ words, connectionId }: { words: string[]; connectionId: string }) {
  return words.map((word) => (
    <Button
      key={word}
      component={Link}
      to={addDefinitionHref(connectionId, "term", word)}
      variant="light"
      color="orange"
      size="compact-sm"
      leftSection={<BookIcon size={14} />}
    >
      Define “{word}”
    </Button>
  ));
}

/** I don't know what “margin” and “supplier” mean in this database. */
function UnknownWords({ words }: { words: string[] }) {
  return (
    <>
      I don't know what{" "}
      {listedWords(words).map(({ word, before }) => (
        <span key={word}>
          {before}
          <strong>“{word}”</strong>
        </span>
      ))}{" "}
      {words.length === 1 ? "means" : "mean"} in this database.
    </>
  );
}

function Label({ children }: { children: string }) {
  return (
    <Text size="xs" fw={700} c="dimmed" tt="uppercase">
      {children}
    </Text>
  );
}
