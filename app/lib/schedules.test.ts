import { describe, expect, it } from "vitest";
import { describeCondition, describeTiming, evaluateAlert, scheduleInputSchema } from "./schedules";

describe("alerts fire when their condition starts to hold", () => {
  it.each([
    // condition, value, previous check, fires, holds
    [{ type: "above", value: 100 }, 120, null, true, true],
    [{ type: "above", value: 100 }, 120, { value: 110, holds: true }, false, true],
    [{ type: "above", value: 100 }, 100, { value: 90, holds: false }, false, false],
    [{ type: "below", value: 50 }, 40, { value: 60, holds: false }, true, true],
    [{ type: "change", percent: 10 }, 111, { value: 100, holds: false }, true, true],
    [{ type: "change", percent: 10 }, 89, { value: 100, holds: false }, true, true],
    [{ type: "change", percent: 10 }, 110, { value: 100, holds: false }, false, false],
    [{ type: "change", percent: 10 }, 500, null, false, false],
    [{ type: "change", percent: 10 }, 5, { value: 0, holds: false }, false, false],
  ] as const)("%j at %d after %j: fires %s", (condition, value, before, fires, holds) => {
    const evaluation = evaluateAlert(condition, value, before);
    expect(evaluation).toEqual({ value, previous: before?.value ?? null, holds, fires });
  });
});

describe("schedules in words", () => {
  it("reads the timing and the condition", () => {
    expect(describeTiming({ frequency: "weekly", hour: 8, day_of_week: 1, time_zone: "UTC" })).toBe(
      "Mondays at 08:00 (UTC)",
    );
    expect(describeTiming({ frequency: "daily", hour: 17, time_zone: "Europe/Paris" })).toBe(
      "Daily at 17:00 (Europe/Paris)",
    );
    expect(describeCondition({ type: "above", value: 12500 })).toBe("goes above 12,500");
    expect(describeCondition({ type: "change", percent: 10 })).toBe(
      "changes by more than 10% since the previous check",
    );
  });
});

describe("what a form may send", () => {
  const recipient = "3b241101-e2bb-4255-8caf-4136c566a962";
  it("refuses an unknown zone, no recipient, and an hourly subscription", () => {
    const bad = (input: object) => scheduleInputSchema.safeParse(input).success;
    expect(bad({ kind: "subscription", frequency: "daily", time_zone: "Mars/Olympus", recipients: [recipient] })).toBe(
      false,
    );
    expect(bad({ kind: "subscription", frequency: "daily", recipients: [] })).toBe(false);
    expect(bad({ kind: "subscription", frequency: "hourly", recipients: [recipient] })).toBe(false);
    expect(
      bad({
        kind: "alert",
        frequency: "hourly",
        widget_id: "w1",
        condition: { type: "below", value: 3 },
        recipients: [recipient],
      }),
    ).toBe(true);
  });
});
