// spec §4 chat turn: user message, placeholder, submission, polling with progress texts, then the
// answer or an error with Try again. One question at a time; empty questions are ignored.
import { useCallback, useRef, useState } from "react";
import { AnswerCache } from "~/browser/answer-cache";
import { api } from "~/browser/api-client";
import { pollJob } from "~/browser/job-polling";
import type { DrillRequest } from "~/lib/drill";
import { TIMEOUTS_MS } from "~/lib/limits";
import type { VisualizationResult } from "../workspace/types";
import { errorReply, hasAnsweredTurn, type UiMessage } from "./chat-messages";
import { PROGRESS, progressText } from "./chat-progress";

// spec §4: same connection and question within 5 minutes answers from the browser, without a call.
const answerCache = new AnswerCache<VisualizationResult>();

interface Submission {
  jobId: string;
  cached?: boolean;
  result?: VisualizationResult;
}

let sequence = 0;
const localId = (prefix: string) => `${prefix}-${Date.now()}-${++sequence}`;

export function useChatTurns(options: {
  chatId: string;
  connectionId: string | null;
  initial: UiMessage[];
  onAnswered: () => void;
}) {
  const [messages, setMessages] = useState<UiMessage[]>(options.initial);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const current = useRef(messages);
  current.current = messages;
  const { chatId, connectionId, onAnswered } = options;

  const replace = (id: string, next: UiMessage) =>
    setMessages((list) => list.map((message) => (message.id === id ? next : message)));

  /**
   * `reading`: one of the other readings an answer to this question offered. `drill`: a click on a chart (ADR 057),
   * `question` being its words — the worker narrows the clicked answer's query instead of reading them.
   */
  const ask = useCallback(
    async (question: string, reading?: number, drill?: DrillRequest) => {
      const text = question.trim();
      if (!text || inFlight.current || !connectionId) return;
      inFlight.current = true;
      setBusy(true);
      const now = new Date().toISOString();
      const placeholderId = localId("ai");
      const placeholder = (content: string, notice?: string | null): UiMessage => ({
        id: placeholderId,
        type: "ai",
        content,
        timestamp: now,
        loading: true,
        notice,
      });
      const earlierAnswers = hasAnsweredTurn(current.current);
      setMessages((list) => [
        ...list,
        { id: localId("user"), type: "user", content: text, timestamp: now },
        placeholder(PROGRESS.placeholder),
      ]);
      try {
        // A follow-up's meaning depends on the turns before it, so only a chat's first question is cached.
        const hit = earlierAnswers || reading !== undefined || drill ? undefined : answerCache.get(connectionId, text);
        let answer: VisualizationResult;
        let cached = Boolean(hit);
        if (hit) answer = hit;
        else {
          const submission = drill
            ? await api.post<Submission>(
                "/drill",
                { ...drill, chatSessionId: chatId },
                { timeoutMs: TIMEOUTS_MS.translateAndVisualize, retry: false },
              )
            : await api.post<Submission>(
                "/query/translate-and-visualize",
                { connectionId, query: text, chatSessionId: chatId, ...(reading !== undefined ? { reading } : {}) },
                { timeoutMs: TIMEOUTS_MS.translateAndVisualize },
              );
          if (submission.cached && submission.result) {
            answer = submission.result;
            cached = true;
          } else {
            replace(placeholderId, placeholder(PROGRESS.submitted));
            answer = await pollJob<VisualizationResult>(submission.jobId, {
              onUpdate: (job) => replace(placeholderId, placeholder(progressText(job.status, job.phase), job.notice)),
            });
          }
          if (!earlierAnswers && reading === undefined && !drill) answerCache.set(connectionId, text, answer);
        }
        replace(placeholderId, {
          id: placeholderId,
          type: "ai",
          content: answer.explanation ?? "",
          timestamp: new Date().toISOString(),
          answer,
          cached,
        });
        if (!hit) onAnswered();
      } catch (error) {
        replace(placeholderId, {
          id: placeholderId,
          type: "error",
          timestamp: new Date().toISOString(),
          // a drill is tried again from its chart, not asked as words
          ...(drill ? {} : { retryQuery: text }),
          ...errorReply(error),
        });
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [chatId, connectionId, onAnswered],
  );

  /** An answer made outside the question flow (Edit SQL) joins the chat as the next turn. */
  const addAnswer = useCallback(
    (answer: VisualizationResult) => {
      const timestamp = new Date().toISOString();
      setMessages((list) => [
        ...list,
        { id: localId("user"), type: "user", content: answer.question, timestamp },
        { id: localId("ai"), type: "ai", content: answer.explanation ?? "", timestamp, answer },
      ]);
      onAnswered();
    },
    [onAnswered],
  );

  return { messages, busy, ask, addAnswer };
}
