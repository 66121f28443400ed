import { useLocation } from "@remix-run/react";
import { useMemo, useState } from "react";
import type { DrillHandlers } from "./drill-menu";
import type { PendingDrill } from "./drill-modal";

/**
 * Drill-through in a chat (ADR 057): those who ask get the drill as the chat's next turn and a follow-up in the box
 * (also when a dashboard opened this chat for one); a viewer sees it in a view that keeps nothing (ADR 052).
 */
export function useChatDrills(
  ask: (question: string, reading?: number, drill?: PendingDrill["request"]) => Promise<void>,
  mayAsk: boolean,
  connectionId: string | null,
) {
  const location = useLocation();
  const opened = location.state as { draftQuestion?: string } | null;
  const [draft, setDraft] = useState<{ text: string } | null>(
    opened?.draftQuestion ? { text: opened.draftQuestion } : null,
  );
  const [viewerDrill, setViewerDrill] = useState<PendingDrill | null>(null);
  const drills = useMemo<DrillHandlers>(
    () => ({
      run: (request, question) => {
        if (mayAsk) void ask(question, undefined, request);
        else if (connectionId) setViewerDrill({ request, question, connectionId });
      },
      ...(mayAsk ? { followUp: (text: string) => setDraft({ text }) } : {}),
    }),
    [ask, mayAsk, connectionId],
  );
  return { drills, draft, viewerDrill, closeViewerDrill: () => setViewerDrill(null) };
}
