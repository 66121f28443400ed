// The name a count of a table's rows takes: the table's noun in the singular, without clipping a word that ends in s.
import { describe, expect, it } from "vitest";
import type { TableInfo } from "../model/schema-index";
import { measureAlias } from "./measure-alias";

const table = (name: string) => ({ name }) as TableInfo;

describe("a count's name", () => {
  it.each([
    ["orders", "order_count"],
    ["categories", "category_count"],
    ["trip", "trip_count"],
    ["class", "class_count"],
    ["status", "status_count"],
    ["analysis", "analysis_count"],
  ])("counts %s as %s", (name, alias) => expect(measureAlias("count", undefined, table(name))).toBe(alias));
});
