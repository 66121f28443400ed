// A drill's answer (ADR 057): the filter it carries shown as badges, and "See these rows" paged by asking the worker
// for the next page (kept in no chat).
import { Badge, Button, Group, Loader, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { api, errorMessage } from "~/browser/api-client";
import { pollJob } from "~/browser/job-polling";
import type { DrillRequest } from "~/lib/drill";
import { TIMEOUTS_MS } from "~/lib/limits";
import type { VisualizationResult } from "../workspace/types";

/** Asks the worker for a drill that no chat keeps, and waits for its answer. */
export async function askDrill(request: DrillRequest): Promise<VisualizationResult> {
  const { jobId } = await api.post<{ jobId: string }>("/drill", request, {
    timeoutMs: TIMEOUTS_MS.translateAndVisualize,
    retry: false,
  });
  return pollJob<VisualizationResult>(jobId);
}

/** The filter a drill answer was narrowed by: "Category is Books". */
export function DrillFilters({ answer }: { answer: VisualizationResult }) {
  if (!answer.drill?.filters.length) return null;
  return (
    <Group gap={4} data-testid="drill-filters">
      {answer.drill.filters.map((filter) => (
        <Badge key={filter} variant="light" color="blue" size="sm" tt="none">
          {filter}
        </Badge>
      ))}
    </Group>
  );
}

/** The answer shown (one page of its rows) and the pager under it; other answers pass through. */
export function useDrillPage(answer: VisualizationResult): { answer: VisualizationResult; pager: React.ReactNode } {
  const [shown, setShown] = useState(answer);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setShown(answer), [answer]);
  const drill = shown.drill;
  if (drill?.action !== "rows" || !drill.page || !drill.pageSize) return { answer, pager: null };
  const go = async (page: number) => {
    setBusy(true);
    setError(null);
    try {
      setShown(await askDrill({ ...drill.request, page }));
    } catch (failure) {
      setError(`Could not load that page: ${errorMessage(failure)}`);
    } finally {
      setBusy(false);
    }
  };
  const first = (drill.page - 1) * drill.pageSize + 1;
  const last = first + shown.rows.length - 1;
  const more = drill.total != null ? last < drill.total : shown.rows.length === drill.pageSize;
  const pager = (
    <Stack gap={4}>
      <Group gap="xs" justify="space-between" data-testid="drill-pager">
        <Text size="xs" c="dimmed">
          {shown.rows.length ? `Rows ${first}–${last}` : "No rows"}
          {drill.total != null ? ` of ${drill.total.toLocaleString("en-US")}` : ""}
        </Text>
        <Group gap={4}>
          {busy && <Loader size="xs" />}
          <Button
            size="compact-xs"
            variant="default"
            disabled={busy || drill.page <= 1}
            onClick={() => go(drill.page! - 1)}
          >
            Previous page
          </Button>
          <Button size="compact-xs" variant="default" disabled={busy || !more} onClick={() => go(drill.page! + 1)}>
            Next page
          </Button>
        </Group>
      </Group>
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
  return { answer: shown, pager };
}
