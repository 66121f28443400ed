import { describe, expect, it } from "vitest";
import { PROGRESS, progressText } from "./chat-progress";

describe("progressText", () => {
  it.each([
    ["pending", PROGRESS.processing],
    ["processing", PROGRESS.processing],
    ["completed", PROGRESS.completed],
    ["retry", PROGRESS.other],
    ["", PROGRESS.other],
  ])("shows the right text for %j", (status, text) => {
    expect(progressText(status)).toBe(text);
  });
});
