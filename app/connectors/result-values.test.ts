import { describe, expect, it } from "vitest";
import {
  formatSeconds,
  naiveTimestampToIso,
  toJsonValue,
  toRowObjects,
  toSafeNumber,
  uniqueNames,
} from "./result-values";

describe("toSafeNumber", () => {
  it.each([
    ["12", 12],
    ["-3.25", -3.25],
    ["9007199254740991", 9007199254740991],
    ["1e3", 1000],
    ["9007199254740993", "9007199254740993"],
    ["NaN", "NaN"],
    ["Infinity", "Infinity"],
    ["12 apples", "12 apples"],
  ])("%s → %s", (text, value) => expect(toSafeNumber(text)).toBe(value));
});

describe("values", () => {
  it("writes naive timestamps as ISO local time", () => {
    expect(naiveTimestampToIso("2024-01-15 10:30:00.123")).toBe("2024-01-15T10:30:00.123");
    expect(naiveTimestampToIso("infinity")).toBe("infinity");
  });

  it("turns driver objects into JSON values", () => {
    expect(toJsonValue(new Date("2024-01-15T10:30:00Z"))).toBe("2024-01-15T10:30:00.000Z");
    expect(toJsonValue(new Date(Number.NaN))).toBeNull();
    expect(toJsonValue(12n)).toBe(12);
    expect(toJsonValue(Buffer.from([1, 255]))).toBe("\\x01ff");
  });

  it("builds row objects with unique keys", () => {
    const names = uniqueNames(["id", "id", "name", "id_2"]);
    expect(names).toEqual(["id", "id_2_", "name", "id_2"]);
    expect(toRowObjects(["a", "b"], [[1, "x"]])).toEqual([{ a: 1, b: "x" }]);
  });

  it("formats seconds for messages", () => {
    expect(formatSeconds(300)).toBe("0.3");
    expect(formatSeconds(15_000)).toBe("15");
  });
});
