// Per-group readings over the made-up therapy practice of the engine's tests (neither a sample nor an evaluation
// database): a share of each group's own rows, and a superlative of an averaged measure of the rows named.
import { describe, expect, it } from "vitest";
import { fixtureCatalog } from "../../tests/fixtures/engine/library";
import { PRACTICE } from "../../tests/fixtures/engine/practice";
import { translate } from "./index";

const catalog = fixtureCatalog(PRACTICE);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("each group's own rows", () => {
  it("takes a possessive's share within each group, not of all rows", () => {
    const s = sql("What percentage of each therapist's sessions were missed?");
    expect(s).toMatch(/SUM\(CASE WHEN "sessions"\."status" = 'missed' THEN 1 ELSE 0 END\) \/ NULLIF\(COUNT\(\*\), 0\)/);
    expect(s).toMatch(/GROUP BY "therapists"/);
    expect(s).not.toMatch(/OVER/);
  });

  it("ranks by the average of the superlative's measure of the rows named", () => {
    const s = sql("Which therapist has the longest average session?");
    expect(s).toMatch(/AVG\("sessions"\."minutes"\)/);
    expect(s).toMatch(/ORDER BY "average_minutes" DESC/);
    expect(s).not.toMatch(/COUNT\(/);
  });
});
