// The messages of a chat as the UI shows them (spec §3 "Chat message in the UI"): user questions,
// AI answers (with the loading placeholder while a question runs) and errors offering Try again.
import { ApiError, errorMessage } from "~/browser/api-client";
import type { StoredChatMessage, VisualizationResult } from "../workspace/types";

export type UiMessage =
  | { id: string; type: "user"; content: string; timestamp: string }
  | {
      id: string;
      type: "ai";
      content: string;
      timestamp: string;
      loading?: boolean;
      answer?: VisualizationResult;
      cached?: boolean;
      notice?: string | null;
    }
  | {
      id: string;
      type: "error";
      content: string;
      timestamp: string;
      retryQuery?: string;
      suggestions?: string[];
      unplaced?: string[];
    };

const iso = (value: string | Date) => new Date(value).toISOString();

/** A reloaded chat shows each question with its stored answer or error. */
export function messagesFromHistory(messages: StoredChatMessage[]): UiMessage[] {
  return messages.flatMap((message): UiMessage[] => {
    const timestamp = iso(message.created_at);
    const question: UiMessage = { id: `${message.id}:q`, type: "user", content: message.natural_language, timestamp };
    if (message.execution_status === "failed") {
      return [
        question,
        {
          id: `${message.id}:e`,
          type: "error",
          content: message.error_message || "Job failed",
          timestamp,
          retryQuery: message.natural_language,
        },
      ];
    }
    if (message.answer) {
      return [
        question,
        {
          id: `${message.id}:a`,
          type: "ai",
          content: message.answer.explanation ?? "",
          timestamp,
          answer: { ...message.answer, messageId: message.answer.messageId ?? message.id },
        },
      ];
    }
    return [question];
  });
}

/**
 * An error's text; a failed question the product reworded offers questions to ask instead, shown as buttons; one
 * whose words nothing in the database explains names them, to be defined.
 */
export function errorReply(error: unknown): { content: string; suggestions?: string[]; unplaced?: string[] } {
  const details = error instanceof ApiError ? error.details : undefined;
  const words = (value: unknown) =>
    Array.isArray(value) ? value.filter((s): s is string => typeof s === "string") : [];
  const suggestions = words(details?.suggestions);
  if (details?.plain && typeof details.summary === "string" && suggestions.length)
    return { content: details.summary, suggestions };
  const unplaced = words(details?.unplaced);
  return { content: errorMessage(error), ...(unplaced.length ? { unplaced } : {}) };
}

/** Whether the chat already has an answer on this connection: later questions may depend on it. */
export function hasAnsweredTurn(messages: UiMessage[]): boolean {
  return messages.some((message) => message.type === "ai" && Boolean(message.answer));
}
