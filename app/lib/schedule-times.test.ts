import { describe, expect, it } from "vitest";
import { cronOf, nextRunAfter, periodStartAt } from "./schedule-times";

const paris = { frequency: "daily", hour: 9, time_zone: "Europe/Paris" } as const;

describe("schedule times", () => {
  it("writes one cron expression per frequency", () => {
    expect(cronOf({ frequency: "hourly", hour: 9, time_zone: "UTC" })).toBe("0 * * * *");
    expect(cronOf(paris)).toBe("0 9 * * *");
    expect(cronOf({ frequency: "weekly", hour: 8, day_of_week: 5, time_zone: "UTC" })).toBe("0 8 * * 5");
    expect(cronOf({ frequency: "monthly", hour: 7, time_zone: "UTC" })).toBe("0 7 1 * *");
  });

  it("starts a daily period at the hour in the schedule's zone, including the exact instant", () => {
    // 09:00 in Paris is 08:00 UTC in winter, 07:00 UTC in summer
    expect(periodStartAt(paris, new Date("2026-01-15T08:00:00Z")).toISOString()).toBe("2026-01-15T08:00:00.000Z");
    expect(periodStartAt(paris, new Date("2026-01-15T07:59:59Z")).toISOString()).toBe("2026-01-14T08:00:00.000Z");
    expect(periodStartAt(paris, new Date("2026-07-15T12:00:00Z")).toISOString()).toBe("2026-07-15T07:00:00.000Z");
  });

  it("crosses a daylight-saving change at the same wall-clock hour", () => {
    // Europe/Paris moved to summer time on 29 March 2026
    expect(nextRunAfter(paris, new Date("2026-03-28T08:30:00Z")).toISOString()).toBe("2026-03-29T07:00:00.000Z");
  });

  it("gives one period to every check inside it, and the next run after it", () => {
    const weekly = { frequency: "weekly", hour: 8, day_of_week: 1, time_zone: "UTC" } as const;
    const checks = ["2026-03-02T08:00:00Z", "2026-03-04T23:59:00Z", "2026-03-09T07:59:00Z"].map((at) =>
      periodStartAt(weekly, new Date(at)).toISOString(),
    );
    expect(new Set(checks)).toEqual(new Set(["2026-03-02T08:00:00.000Z"]));
    expect(nextRunAfter(weekly, new Date("2026-03-02T08:00:00Z")).toISOString()).toBe("2026-03-09T08:00:00.000Z");
  });
});
