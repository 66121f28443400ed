import { describe, expect, it } from "vitest";
import type { StoredChatMessage, VisualizationResult } from "../workspace/types";
import { ApiError } from "~/browser/api-client";
import { errorReply, messagesFromHistory } from "./chat-messages";

const base: StoredChatMessage = {
  id: "m1",
  natural_language: "orders per status",
  created_at: "2026-11-20T10:00:00.000Z",
  generated_sql: null,
  execution_status: null,
  chart_type: null,
  error_message: null,
  follow_up_questions: [],
};

describe("messagesFromHistory", () => {
  it("shows a stored answer under its question, keeping the message id for the CSV download", () => {
    const answer = { explanation: "Counted orders by status", messageId: null } as unknown as VisualizationResult;
    const [question, reply] = messagesFromHistory([{ ...base, execution_status: "success", answer }]);
    expect(question).toMatchObject({ type: "user", content: "orders per status" });
    expect(reply).toMatchObject({ type: "ai", content: "Counted orders by status" });
    expect(reply.type === "ai" && reply.answer?.messageId).toBe("m1");
  });

  it("shows a failed question as an error that can be asked again", () => {
    const [, reply] = messagesFromHistory([{ ...base, execution_status: "failed", error_message: "no such column" }]);
    expect(reply).toMatchObject({ type: "error", content: "no such column", retryQuery: "orders per status" });
  });

  it("shows an unanswered question alone", () => {
    expect(messagesFromHistory([base])).toHaveLength(1);
  });
});

describe("errorReply", () => {
  it("offers the questions the data can answer as buttons when a generated query failed (issue 16)", () => {
    const summary = "I couldn't answer “average amount by city” from this data: the query I wrote for it failed.";
    const error = new ApiError("QUERY_EXECUTION_ERROR", `${summary} Questions this data can answer: “a”, “b”.`, {
      details: { plain: true, summary, suggestions: ["a", "b"] },
    });
    expect(errorReply(error)).toEqual({ content: summary, suggestions: ["a", "b"] });
  });

  it("names the words of a question nothing explained, to be defined", () => {
    const message =
      "I don't know what “margin” and “supplier” mean in this database. Mention a table or column by name.";
    const error = new ApiError("TRANSLATION_ERROR", message, { details: { unplaced: ["margin", "supplier", 3] } });
    expect(errorReply(error)).toEqual({ content: message, unplaced: ["margin", "supplier"] });
  });

  it("keeps the whole text of any other error", () => {
    expect(errorReply(new ApiError("TIMEOUT_ERROR", "Request timed out", { local: true }))).toEqual({
      content: "Request timed out",
    });
    expect(
      errorReply(new ApiError("QUERY_EXECUTION_ERROR", "x", { details: { suggestions: ["a"] } })).suggestions,
    ).toBeUndefined();
  });
});
