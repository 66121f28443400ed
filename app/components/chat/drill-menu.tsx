// Drill-through (issue 37 item 2, ADR 057): a click on a bar, slice or point opens a small menu — See these rows,
// Break down by…, Ask a follow-up. What each choice does depends on where the chart is (a chat, a dashboard) and on
// the role, so the page supplies it through DrillContext; without one (a public share) charts are not clickable.
import { Box, Button, Divider, Group, Loader, Popover, Stack, Text } from "@mantine/core";
import { createContext, useContext, useEffect, useRef, useState } from "react";
import type { ChartSpec } from "~/answer/chart";
import { clickedRow, type ChartClick, type ClickedRow } from "~/answer/drill-point";
import { api, errorMessage } from "~/browser/api-client";
import { drillTurnText, followUpText, type DrillOptions, type DrillRequest, type DrillSource } from "~/lib/drill";
import { useLocale } from "../common/use-locale";

export interface DrillHandlers {
  /** Answers a drill: the chat's next turn, a new chat, or a view that keeps nothing (a viewer's, ADR 052). */
  run: (request: DrillRequest, question: string, connectionId?: string | null) => void;
  /** Prefills a chat's question box; absent for those who may not ask. */
  followUp?: (question: string, connectionId?: string | null) => void;
  /** On a dashboard: which one, and the period its widgets are drawn over. */
  dashboard?: { id: string; period?: { from: string; to: string }; fields?: Record<string, string[]> };
}

export const DrillContext = createContext<DrillHandlers | null>(null);

type Target = { messageId: string } | { widgetId: string };

interface DrillAreaProps {
  /** The clicked answer (a chat's) or widget (a dashboard's). */
  target: Target | null;
  spec: Pick<ChartSpec, "xAxis" | "yAxis" | "metrics" | "formats">;
  data: Record<string, unknown[]>;
  /** The question the chart answers, for a follow-up. */
  question?: string;
  connectionId?: string | null;
  /** False when the answer has no engine query to narrow (typed SQL, a model's answer): only a follow-up is offered. */
  narrowable: boolean;
  children: (onPoint?: (click: ChartClick, at: { x: number; y: number }) => void) => React.ReactNode;
}

function sourceOf(target: Target, handlers: DrillHandlers): DrillSource | null {
  if ("messageId" in target) return { messageId: target.messageId };
  if (!handlers.dashboard) return null;
  const { id, period, fields } = handlers.dashboard;
  return { dashboardId: id, widgetId: target.widgetId, ...(period ? { period } : {}), ...(fields ? { fields } : {}) };
}

/** Wraps a chart: its points open the drill menu where they were clicked. */
export function DrillArea(props: DrillAreaProps) {
  const handlers = useContext(DrillContext);
  const locale = useLocale();
  const [open, setOpen] = useState<{ at: { x: number; y: number }; row: ClickedRow } | null>(null);
  const source = handlers && props.target ? sourceOf(props.target, handlers) : null;
  const followUp = handlers?.followUp && props.question ? handlers.followUp : undefined;
  if (!handlers || !source || (!props.narrowable && !followUp)) return <>{props.children()}</>;
  const onPoint = (click: ChartClick, at: { x: number; y: number }) => {
    const row = clickedRow(props.spec, props.data, click, { locale });
    if (row) setOpen({ at, row });
  };
  return (
    <Box pos="relative">
      {props.children(onPoint)}
      {open && (
        <Popover
          opened
          onChange={(opened) => !opened && setOpen(null)}
          onClose={() => setOpen(null)}
          position="bottom-start"
          withArrow
          shadow="md"
          trapFocus
          returnFocus
          withinPortal
        >
          <Popover.Target>
            <div style={{ position: "absolute", left: open.at.x, top: open.at.y, width: 1, height: 1 }} />
          </Popover.Target>
          <Popover.Dropdown p="xs" data-testid="drill-menu">
            <DrillMenu
              key={JSON.stringify(open.row.point)}
              source={source}
              row={open.row}
              narrowable={props.narrowable}
              onRun={(request, question) => {
                setOpen(null);
                handlers.run(request, question, props.connectionId);
              }}
              onFollowUp={
                followUp &&
                (() => {
                  setOpen(null);
                  followUp(followUpText(props.question!, open.row.shown), props.connectionId);
                })
              }
            />
          </Popover.Dropdown>
        </Popover>
      )}
    </Box>
  );
}

/** The menu's choices, each a button; the server says which the chart allows before they are shown. */
function DrillMenu(props: {
  source: DrillSource;
  row: ClickedRow;
  narrowable: boolean;
  onRun: (request: DrillRequest, question: string) => void;
  onFollowUp?: () => void;
}) {
  const options = useDrillOptions(props.narrowable ? props.source : null, props.row.point);
  const [choosing, setChoosing] = useState(false);
  // the menu opened on the only choice known at once (the follow-up): the first one when the others come
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (options.data?.rows) first.current?.focus();
  }, [options.data]);
  const heading = options.data?.filters.length
    ? options.data.filters.join(" and ")
    : props.row.shown.map((v) => v.label).join(" · ");
  const base = { source: props.source, point: props.row.point };
  const filters = options.data?.filters ?? [];
  const item = { variant: "subtle", size: "compact-sm", justify: "flex-start", fullWidth: true } as const;
  return (
    <Stack gap={4} miw={220} maw={320} role="group" aria-label={`Drill into ${heading}`}>
      <Text size="sm" fw={600} px={6} data-testid="drill-heading">
        {heading}
      </Text>
      {options.loading && (
        <Group gap="xs" px={6}>
          <Loader size="xs" />
          <Text size="xs" c="dimmed">
            Checking what this chart allows…
          </Text>
        </Group>
      )}
      {options.data?.rows && (
        <Button
          {...item}
          ref={first}
          onClick={() => props.onRun({ ...base, action: "rows" }, drillTurnText("rows", filters))}
        >
          See these rows
        </Button>
      )}
      {options.data && options.data.breakdowns.length > 0 && (
        <Button {...item} aria-expanded={choosing} onClick={() => setChoosing((on) => !on)}>
          Break down by…
        </Button>
      )}
      {choosing && options.data && (
        <Stack gap={2} pl="md" role="group" aria-label="Break down by">
          {options.data.breakdowns.map((choice) => (
            <Button
              key={choice.id}
              {...item}
              variant="light"
              onClick={() =>
                props.onRun(
                  { ...base, action: "breakdown", by: choice.id },
                  drillTurnText("breakdown", filters, choice.label),
                )
              }
            >
              {choice.label}
            </Button>
          ))}
        </Stack>
      )}
      {props.onFollowUp && (
        <>
          {(options.data?.rows || options.loading) && <Divider />}
          <Button {...item} onClick={props.onFollowUp}>
            Ask a follow-up
          </Button>
        </>
      )}
      {options.error && (
        <Text size="xs" c="dimmed" px={6} role="status">
          {options.error}
        </Text>
      )}
    </Stack>
  );
}

/** The choices for this point, asked when the menu opens on it. */
function useDrillOptions(source: DrillSource | null, point: DrillRequest["point"]) {
  const [state, setState] = useState<{ data?: DrillOptions; error?: string; loading: boolean }>({
    loading: Boolean(source),
  });
  const key = JSON.stringify({ source, point });
  useEffect(() => {
    if (!source) return;
    let live = true;
    setState({ loading: true });
    api
      .post<DrillOptions>("/drill/options", { source, point }, { retry: false })
      .then((data) => live && setState({ data, loading: false }))
      .catch(
        (error) =>
          live && setState({ error: `Rows and breakdowns are not available: ${errorMessage(error)}`, loading: false }),
      );
    return () => {
      live = false;
    };
    // the key stands for source and point, which are new objects on each render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
