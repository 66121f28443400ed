// Drill-through on a dashboard (ADR 057): those who ask get each drill as the first turn of a new chat (a follow-up
// as its question box's text); a viewer sees the drill in a view that keeps nothing (ADR 052). Public shares have no
// provider, so their charts are not clickable.
import { useNavigate, useSearchParams } from "@remix-run/react";
import { useMemo, useState } from "react";
import { api, errorMessage } from "~/browser/api-client";
import { readFieldFilterValues } from "~/lib/field-filters";
import { canAsk } from "~/lib/permissions";
import { chatTitleFromQuery } from "../chat/chat-title";
import { DrillContext, type DrillHandlers } from "../chat/drill-menu";
import { DrillResultModal, type PendingDrill } from "../chat/drill-modal";
import type { ChatSession } from "../workspace/types";
import { useWorkspace } from "../workspace/workspace-context";

export function DashboardDrills(props: {
  dashboardId: string;
  /** The period the widgets are drawn over, when one is chosen. */
  period?: { from: string; to: string } | null;
  /** The dashboard's connection, for widgets that name none. */
  connectionId?: string | null;
  children: React.ReactNode;
}) {
  const { role, project, notify, refreshChats } = useWorkspace();
  const navigate = useNavigate();
  const [viewerDrill, setViewerDrill] = useState<PendingDrill | null>(null);
  const { dashboardId, period, connectionId } = props;
  // the field filters' values live in the address (ADR 056): a drill narrows what the widget drew
  const [params] = useSearchParams();
  const fields = JSON.stringify(readFieldFilterValues(params));
  const handlers = useMemo<DrillHandlers>(() => {
    const openChat = async (title: string, connection: string, state: object) => {
      // a drill names its chat ("See the rows where Category is Books"); a follow-up is titled as a question is
      try {
        const session = await api.post<ChatSession>(
          "/chats/sessions",
          { title, project_id: project.id, connectionIds: [connection] },
          { retry: false },
        );
        await refreshChats();
        navigate(`/chat/${session.id}`, { state: { ...state, connectionIds: [connection] } });
      } catch (failure) {
        notify(`Failed to create chat: ${errorMessage(failure)}`, "red");
      }
    };
    const asks = canAsk(role);
    return {
      dashboard: {
        id: dashboardId,
        ...(period ? { period: { from: period.from, to: period.to } } : {}),
        ...(fields !== "{}" ? { fields: JSON.parse(fields) as Record<string, string[]> } : {}),
      },
      run: (request, question, widgetConnection) => {
        const connection = widgetConnection ?? connectionId;
        if (!connection) return;
        if (!asks) return setViewerDrill({ request, question, connectionId: connection });
        void openChat(question.slice(0, 200), connection, {
          initialDrill: { request, question, connectionId: connection },
        });
      },
      ...(asks
        ? {
            followUp: (question: string, widgetConnection?: string | null) => {
              const connection = widgetConnection ?? connectionId;
              if (connection) void openChat(chatTitleFromQuery(question), connection, { draftQuestion: question });
            },
          }
        : {}),
    };
  }, [role, project.id, notify, refreshChats, navigate, dashboardId, period, connectionId, fields]);
  return (
    <DrillContext.Provider value={handlers}>
      {props.children}
      <DrillResultModal drill={viewerDrill} onClose={() => setViewerDrill(null)} />
    </DrillContext.Provider>
  );
}
