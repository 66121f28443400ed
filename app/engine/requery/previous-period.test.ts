import { describe, expect, it } from "vitest";
import { fixtureCatalog } from "../../../tests/fixtures/engine/library";
import { WHOLESALER } from "../../../tests/fixtures/engine/wholesaler";
import { translate } from "../index";
import { previousPeriod } from "./previous-period";

const catalog = fixtureCatalog(WHOLESALER, "postgresql");
const NOW = new Date("2024-12-15T12:00:00Z");
const before = (question: string) => previousPeriod(translate(question, { catalog, now: NOW }).ir, catalog);

describe("previousPeriod", () => {
  it("asks a year's total again for the year before", () => {
    const previous = before("total revenue in 2024");
    expect(previous?.label).toBe("2023");
    expect(previous?.sql).toMatch(/'2023-01-01'[\s\S]*'2024-01-01'/);
  });

  it("moves a month back by a month and a quarter back by a quarter", () => {
    expect(before("how many deliveries in March 2024")?.label).toBe("Feb 2024");
    expect(before("revenue in Q3 2024")?.label).toBe("Q2 2024");
  });

  it("has nothing to compare for a series or a question without a date range", () => {
    expect(before("revenue by month in 2024")).toBeUndefined();
    expect(before("how many deliveries")).toBeUndefined();
  });
});
