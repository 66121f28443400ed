import { describe, expect, it } from "vitest";
import { translate } from "~/engine/index";
import type { SchemaCatalog } from "~/lib/catalog";
import { INSIGHT_RULES } from "~/lib/limits";
import { starterQuestions, unasked } from "./starter-questions";
import { SHOP, table } from "../../tests/fixtures/answer";

const now = new Date("2024-06-15T12:00:00Z");
const values = (...list: string[]) => ({ sampleValues: list, distinctCount: list.length });
const catalog = (...tables: SchemaCatalog["tables"]): SchemaCatalog => ({
  dialect: "postgresql",
  introspectedAt: "2024-06-15T00:00:00Z",
  tables,
});

// Made-up schemas: a freight company with abbreviated names, a bakery whose lines derive revenue, a members' club
// whose only text columns are a person's details and free text.
const FREIGHT = catalog(
  table("shpmt", 900, [
    ["id", "integer"],
    ["dest_cty", "text", values("Ghent", "Porto", "Lyon")],
    ["inv_amt", "decimal"],
    ["ord_dt", "date"],
  ]),
);
const BAKERY = catalog(
  table("loaves", 40, [
    ["id", "integer"],
    ["name", "text", { distinctCount: 40 }],
    ["flour", "text", values("rye", "spelt", "wheat")],
    ["list_price", "decimal"],
  ]),
  table("bakes", 3000, [
    ["id", "integer"],
    ["baked_at", "timestamp"],
    ["oven", "text", values("north", "south", "stone", "deck")],
    ["bake_status", "text", values("proving", "baked", "sold", "binned")],
  ]),
  table(
    "bake_lines",
    12000,
    [
      ["id", "integer"],
      ["bake_id", "integer"],
      ["loaf_id", "integer"],
      ["quantity", "integer"],
      ["unit_price", "decimal"],
    ],
    [
      ["bake_id", "bakes"],
      ["loaf_id", "loaves"],
    ],
  ),
);
const CLUB = catalog(
  table("members", 700, [
    ["id", "integer"],
    ["first_name", "text", values("Ines", "Tomas", "Mira", "Olek", "Sana", "Bram")],
    ["email", "text", { distinctCount: 700 }],
    ["member_number", "integer"],
    [
      "bio",
      "text",
      values(
        "Swims on Sundays and coaches the juniors on Wednesdays",
        "Joined after moving from Lisbon; plays in the B team",
      ),
    ],
    ["tier", "text", values("gold", "silver", "bronze")],
    ["dues", "decimal"],
    ["joined_on", "date"],
  ]),
);

describe("starterQuestions", () => {
  it("phrases starter questions as a person would: plurals, and abbreviated names spelled out", () => {
    expect(starterQuestions(FREIGHT)).toEqual([
      "What is the total invoice amount by month?",
      "What is the total invoice amount by destination city?",
      "How many shipments per destination city?",
      "How many shipments per month?",
      "What is the average invoice amount of shipments?",
      "How many shipments are there?",
    ]);
  });

  it("opens with one question of each kind, from the model's money, entities, dimensions and dates", () => {
    expect(starterQuestions(BAKERY).slice(0, 4)).toEqual([
      "What is the total revenue by month?",
      "What are the top 5 loaves by revenue?",
      "What is the total revenue by oven?",
      "How many bakes per oven?",
    ]);
  });

  it("differs from one connection to the next", () => {
    const firsts = [FREIGHT, BAKERY, CLUB, SHOP].map((schema) => starterQuestions(schema).slice(0, 4).join(" | "));
    expect(new Set(firsts).size).toBe(4);
  });

  const rules: [rule: string, schema: SchemaCatalog, absent: RegExp][] = [
    ["never splits by a person's first name or email", CLUB, /first name|email/],
    ["never splits by free text", CLUB, /\bbio\b/],
    ["never sums or averages an identifier or a number that labels a row", CLUB, /member number|\bid\b/],
    ["never sums a price", BAKERY, /total (list|unit) price/],
    ["never ranks five values or fewer", BAKERY, /top 5 (flours|ovens|bake statuses)/],
  ];
  it.each(rules)("%s", (_, schema, absent) => {
    const questions = starterQuestions(schema);
    expect(questions.length).toBeGreaterThan(0);
    for (const question of questions) expect(question).not.toMatch(absent);
  });

  it.each([
    ["freight", FREIGHT],
    ["bakery", BAKERY],
    ["club", CLUB],
    ["shop", SHOP],
  ] as const)("suggests only what the engine reads confidently, on the %s", (_, schema) => {
    for (const question of starterQuestions(schema)) {
      expect(question).toMatch(/^(What|How|Which) [^_]+\?$/);
      expect(translate(question, { catalog: schema, now }).confidence, question).toBeGreaterThanOrEqual(
        INSIGHT_RULES.rephraseBelowConfidence,
      );
    }
  });
});

describe("unasked", () => {
  const questions = [
    "What is the total revenue by month?",
    "What are the top 5 loaves by revenue?",
    "What is the total revenue by flour?",
    "How many bakes per bake status?",
    "How many bakes per month?",
  ];
  it("drops what was asked on the connection, however it was worded, so the chips change after use", () => {
    expect(unasked(questions, [], 4)).toEqual(questions.slice(0, 4));
    expect(unasked(questions, ["show total revenue per month", "Top 5 loaves by revenue"], 4)).toEqual(
      questions.slice(2),
    );
  });
});
