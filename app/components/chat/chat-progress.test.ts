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

  it.each([
    ["queued", PROGRESS.other],
    ["running", PROGRESS.processing],
  ] as const)("uses the job's phase when the server sends it (%s)", (phase, text) => {
    expect(progressText("pending", phase)).toBe(text);
  });
});
