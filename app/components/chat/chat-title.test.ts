import { describe, expect, it } from "vitest";
import { chatTitleFromQuery } from "./chat-title";

describe("chatTitleFromQuery", () => {
  it("keeps a short question whole", () => {
    expect(chatTitleFromQuery("orders per status")).toBe("Chat about: orders per status");
  });

  it("cuts a long question at 30 characters and marks the cut", () => {
    expect(chatTitleFromQuery("how many orders were placed per status last year")).toBe(
      "Chat about: how many orders were placed pe...",
    );
  });

  it("leaves the title empty without a question", () => {
    expect(chatTitleFromQuery("   ")).toBe("");
  });
});
