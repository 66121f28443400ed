// Verbs the tagger takes for nouns (made-up climbing gym, neither a sample nor an evaluation database): the main verb
// closing a do-question ("how many perks does each gym offer") and the noun of a verb phrase WordNet lists ("took
// effect") are grammar, not data the database lacks. A verb of money still needs a money measure, and the noun that
// heads the subject is no verb.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { partOfVerb } from "./understanding/parts-of-speech";
import { tokenize } from "./understanding/tokens";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "gyms",
    key: "gym_id",
    columns: [
      ["gym_id", "integer", "integer"],
      ["gym_name", "text", "text"],
    ],
    rows: Array.from({ length: 4 }, (_, i) => ({ gym_id: i + 1, gym_name: `Wall ${i + 1}` })),
  },
  {
    name: "perks",
    key: "perk_id",
    columns: [
      ["perk_id", "integer", "integer"],
      ["gym_id", "integer", "integer"],
      ["perk_label", "text", "text"],
    ],
    foreignKeys: [{ column: "gym_id", table: "gyms" }],
    rows: Array.from({ length: 9 }, (_, i) => ({ perk_id: i + 1, gym_id: (i % 4) + 1, perk_label: `Perk ${i}` })),
  },
  {
    name: "house_rules",
    key: "rule_id",
    columns: [
      ["rule_id", "integer", "integer"],
      ["rule_text", "text", "text"],
      ["valid_from", "date", "date"],
    ],
    rows: Array.from({ length: 5 }, (_, i) => ({
      rule_id: i + 1,
      rule_text: `Rule ${i}`,
      valid_from: `202${i}-01-15`,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);

describe("verbs the tagger takes for nouns", () => {
  it("reads the verb closing a do-question as grammar", () => {
    const got = translate("How many perks does each gym offer?", { catalog });
    expect(got.unplaced).toEqual([]);
    expect(got.sql).toMatch(/COUNT/);
  });

  it("reads the noun of a verb phrase WordNet lists as part of the verb", () => {
    const tokens = tokenize("Which house rules took effect in 2022?");
    expect(
      partOfVerb(
        tokens,
        tokens.findIndex((t) => t.norm === "effect"),
      ),
    ).toBe(true);
    expect(translate("Which house rules took effect in 2022?", { catalog }).unplaced).toEqual([]);
  });

  it("keeps a verb of money and the subject's own noun unplaced", () => {
    expect(translate("How much did each gym cost?", { catalog }).unplaced).toContain("cost");
    const tokens = tokenize("What does a ticket to each gym cost?");
    expect(
      partOfVerb(
        tokens,
        tokens.findIndex((t) => t.norm === "ticket"),
      ),
    ).toBe(false);
  });
});
