import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { PendingDrill } from "./drill-modal";

/** A chat created with a question asks it once, as soon as the chat opens. */
export function useInitialQuery(
  ask: (question: string, reading?: number, drill?: PendingDrill["request"]) => Promise<void>,
  mayAsk: boolean,
) {
  const location = useLocation();
  const navigate = useNavigate();
  const asked = useRef(false);
  useEffect(() => {
    const state = location.state as { initialQuery?: string; initialDrill?: PendingDrill } | null;
    const initial = state?.initialQuery ?? state?.initialDrill?.question;
    if (!initial || asked.current || !mayAsk) return;
    asked.current = true;
    navigate(location.pathname, { replace: true, state: null });
    // a drill started on a dashboard (ADR 057) is this chat's first turn
    void ask(initial, undefined, state?.initialDrill?.request);
  }, [location, navigate, ask, mayAsk]);
}
