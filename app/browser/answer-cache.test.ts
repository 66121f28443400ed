import { describe, expect, it } from "vitest";
import { AnswerCache } from "./answer-cache";

describe("AnswerCache", () => {
  it("answers the same connection and question for five minutes", () => {
    let now = 0;
    const cache = new AnswerCache<string>(5 * 60_000, () => now);
    cache.set("c1", "orders per status", "answer");
    expect(cache.get("c1", "orders per status ")).toBe("answer");
    expect(cache.get("c2", "orders per status")).toBeUndefined();
    expect(cache.get("c1", "orders per month")).toBeUndefined();
    now = 5 * 60_000 - 1;
    expect(cache.get("c1", "orders per status")).toBe("answer");
    now = 5 * 60_000;
    expect(cache.get("c1", "orders per status")).toBeUndefined();
  });
});
