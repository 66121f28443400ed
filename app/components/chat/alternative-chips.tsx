// The other readings the engine offers for a question, as chips that ask it again in that reading.
import { Button, Group, Stack, Text } from "@mantine/core";
import type { VisualizationResult } from "../workspace/types";

interface AlternativeChipsProps {
  answer: VisualizationResult;
  /** Absent for those who may not ask (ADR 052): no chips are drawn. */
  onAsk?: (q: string, reading?: number) => void;
  disabled: boolean;
  /** Heading above the chips, if any. */
  label?: string;
  variant: "outline" | "white";
}

export function AlternativeChips({ answer, onAsk, disabled, label, variant }: AlternativeChipsProps) {
  if (!answer.alternatives?.length || !onAsk) return null;
  return (
    <Stack gap={4} data-testid="answer-alternatives">
      {label && (
        <Text size="xs" fw={700} c="dimmed" tt="uppercase">
          {label}
        </Text>
      )}
      <Group gap={6}>
        {answer.alternatives.map((alternative) => (
          <Button
            className="ad-chip"
            key={alternative.reading}
            variant={variant}
            size="compact-sm"
            radius="xl"
            onClick={() => onAsk(answer.question, alternative.reading)}
            disabled={disabled}
          >
            {alternative.interpretation}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
