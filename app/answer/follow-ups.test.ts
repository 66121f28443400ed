import { describe, expect, it } from "vitest";
import { translate } from "~/engine/index";
import { DEFAULT_SUGGESTIONS, INSIGHT_RULES } from "~/lib/limits";
import { askedNoun, garbled, suggestFollowUps, type FollowUpInput } from "./follow-ups";
import type { SchemaCatalog } from "~/lib/catalog";
import { months, resultOf, series, SHOP, table } from "../../tests/fixtures/answer";

const now = new Date("2024-06-15T12:00:00Z");

/** The answer the engine would give: its IR, and rows shaped like its SELECT list. */
function answer(question: string, catalog: SchemaCatalog = SHOP): FollowUpInput {
  const { ir } = translate(question, { catalog, now });
  const rows = Array.from({ length: ir.dimensions.length ? 4 : 1 }, (_, i) => {
    const row: Record<string, unknown> = {};
    for (const d of ir.dimensions) row[d.alias] = d.grain ? `2024-0${i + 1}-01` : `${d.alias} ${i}`;
    for (const m of ir.select) row[m.alias] = m.agg ? (i + 1) * 10 : `value ${i}`;
    return row;
  });
  return { question, result: resultOf(rows), catalog, ir };
}

describe("suggestFollowUps", () => {
  // the shop's dimensions take five values or fewer: none of them is ranked as a "top 5"
  const shapes: [behaviour: string, question: string, expected: string[]][] = [
    [
      "after a time series, splits by other columns of the table and changes the grain",
      "total amount by month",
      [
        "What is the total amount by sales channel?",
        "What is the total amount by quarter?",
        "What is the average order amount per status?",
      ],
    ],
    [
      "after a quarterly series, moves up to years",
      "total amount by quarter",
      [
        "What is the total amount by sales channel?",
        "What is the total amount by year?",
        "What is the average order amount per status?",
      ],
    ],
    [
      "after a breakdown, offers the metric by month when the table has a date",
      "total amount by segment",
      [
        "What is the total amount by month?",
        "What is the average order amount per segment?",
        "What is the total amount by status?",
      ],
    ],
    [
      "after a ranking, asks for the average per dimension",
      "top 3 categories by total amount",
      [
        "What is the average order amount per category?",
        "What is the total amount by month?",
        "What is the total amount by status?",
      ],
    ],
    [
      "after a count, asks how many per low-cardinality column",
      "number of orders",
      ["How many orders per status?", "How many orders per month?", "What is the average quantity per status?"],
    ],
    [
      "after a total, breaks it down",
      "total amount",
      [
        "What is the total amount by status?",
        "What is the total amount by month?",
        "What is the average order amount per status?",
      ],
    ],
    [
      "after a listing, counts and averages",
      "orders from Germany",
      ["How many orders per status?", "How many orders per month?", "What is the average quantity per status?"],
    ],
    [
      "does not average an average again",
      "average amount per country",
      ["What is the average amount by month?", "What is the average amount by status?", "How many orders per month?"],
    ],
    [
      "follows the base measure of a share",
      "share of amount by status",
      [
        "What is the total amount by month?",
        "What is the average order amount per status?",
        "What is the total amount by sales channel?",
      ],
    ],
  ];
  it.each(shapes)("%s", (_, question, expected) => {
    expect(suggestFollowUps(answer(question))).toEqual(expected);
  });

  it("finds the table from the result's columns when there is no IR", () => {
    const input = {
      question: "total amount by month",
      result: resultOf(months([1, 2, 3], "total_amount")),
      catalog: SHOP,
    };
    expect(suggestFollowUps(input)).toEqual([
      "What is the total amount by sales channel?",
      "What is the total amount by quarter?",
      "What is the average order amount per status?",
    ]);
  });

  it("ranks and averages over the answer's own columns without a catalog", () => {
    const regions: [string, number][] = ["North", "South", "East", "West", "Centre", "Coast"].map((r, i) => [r, i + 1]);
    const input = { question: "revenue per region", result: resultOf(series("region", "total_revenue", regions)) };
    expect(suggestFollowUps(input)).toEqual([
      "What are the top 5 regions by total revenue?",
      "What is the average revenue per region?",
      "What are the bottom 5 regions by total revenue?",
    ]);
  });

  it("falls back to the default suggestions when nothing fits", () => {
    expect(suggestFollowUps({ question: "hello", result: resultOf([]) })).toEqual(DEFAULT_SUGGESTIONS.slice(0, 3));
  });

  it.each([1, 2, 3, 5])("returns %i suggestions when asked", (count) => {
    expect(suggestFollowUps({ ...answer("total amount by segment"), count })).toHaveLength(count);
  });

  it("returns no duplicates and never the question itself, even reworded", () => {
    const input = { ...answer("total amount by segment"), question: "Show total amount per month?", count: 8 };
    const suggestions = suggestFollowUps(input);
    expect(new Set(suggestions).size).toBe(suggestions.length);
    expect(suggestions).not.toContain("Show total amount by month");
  });

  it("is deterministic", () => {
    expect(suggestFollowUps(answer("total amount by month"))).toEqual(
      suggestFollowUps(answer("total amount by month")),
    );
  });

  it("uses column labels as words", () => {
    expect(suggestFollowUps(answer("total amount by month")).join(" ")).toMatch(/by sales channel/);
  });

  it("skips names, ids and columns with one value per row as groupings", () => {
    const text = suggestFollowUps({ ...answer("number of customers by country"), count: 10 }).join(" ");
    expect(text).not.toMatch(/full name|customer id|\bid\b/);
  });

  // The contract with the question engine: a suggestion the engine cannot answer confidently is a broken button.
  const asked = [
    "total amount by month",
    "total amount by segment",
    "top 3 categories by total amount",
    "number of orders",
    "total amount",
    "orders from Germany",
    "average amount per country",
    "number of customers by country",
    "share of amount by status",
  ];
  it.each(asked)("suggests only questions the engine answers confidently and groups, after “%s”", (question) => {
    const generated = suggestFollowUps({ ...answer(question), count: 9 }).filter(
      (s) => !(DEFAULT_SUGGESTIONS as readonly string[]).includes(s),
    );
    expect(generated.length).toBeGreaterThanOrEqual(2);
    for (const suggestion of generated) {
      const translation = translate(suggestion, { catalog: SHOP, now });
      expect(translation.confidence, suggestion).toBeGreaterThanOrEqual(INSIGHT_RULES.rephraseBelowConfidence);
      expect(translation.sql, suggestion).toMatch(/GROUP BY/);
    }
  });
});

// Issue 36 item 4 (ADR 047): a made-up clinic whose columns tempt every bad follow-up.
const values = (...list: string[]) => ({ sampleValues: list, distinctCount: list.length });
const CLINIC: SchemaCatalog = {
  dialect: "postgresql",
  introspectedAt: "2024-06-15T00:00:00Z",
  tables: [
    table("patients", 900, [
      ["id", "integer"],
      ["first_name", "text", values("Ines", "Tomas", "Mira", "Olek", "Sana", "Bram", "Lupe", "Kofi")],
      ["last_name", "text", { distinctCount: 310 }],
      ["email", "text", { distinctCount: 900 }],
      [
        "notes",
        "text",
        values(
          "Allergic to penicillin; prefers morning appointments",
          "Needs an interpreter at every visit (Portuguese)",
        ),
      ],
      ["insurer", "text", values("Aeon", "Brisk", "Civic")],
    ]),
    table(
      "clinic_visits_2024_2025",
      5000,
      [
        ["__row", "integer"],
        ["id", "integer"],
        ["patient_id", "integer"],
        ["visited_on", "date"],
        ["visit_status", "text", values("booked", "arrived", "seen", "billed", "cancelled")],
        [
          "department",
          "text",
          values(
            "cardiology",
            "dermatology",
            "oncology",
            "paediatrics",
            "radiology",
            "neurology",
            "urology",
            "orthopaedics",
            "ENT",
          ),
        ],
        ["room_number", "integer"],
        ["fee", "decimal"],
      ],
      [["patient_id", "patients"]],
    ),
  ],
};

describe("suggestFollowUps: rules on a made-up clinic", () => {
  const clinic = (question: string) => suggestFollowUps({ ...answer(question, CLINIC), count: 12 });
  const rules: [rule: string, question: string, absent: RegExp, present?: string][] = [
    ["never a top 5 of five statuses", "total fee by visit status", /top 5 visit statuses|bottom 5 visit statuses/],
    [
      "a top 5 of nine departments is fine",
      "number of clinic visits by visit status",
      /top 5 visit statuses/,
      "What are the top 5 departments by number of clinic visits?",
    ],
    ["never a breakdown by a first name, a last name or an email", "number of patients", /first name|last name|email/],
    ["never a breakdown by free text", "number of patients", /\bnotes?\b/],
    ["never a breakdown by an identifier", "total fee by department", /\bid\b|patient id/],
    [
      "never an average of a row number or a room number",
      "number of clinic visits",
      /average (row|room|id)/,
      "What is the average fee per visit status?",
    ],
    [
      "a listing's records are counted, not totalled by one of their cells",
      "clinic visits in cardiology",
      /What is the fee\b|What is the total by/,
      "How many clinic visits per visit status?",
    ],
    [
      "never a year made plural in a table's name",
      "number of clinic visits",
      /\d{4}s\b|2024|2025/,
      "How many clinic visits per visit status?",
    ],
  ];
  it.each(rules)("%s (after “%s”)", (_, question, absent, present) => {
    const suggestions = clinic(question);
    expect(suggestions.length).toBeGreaterThan(0);
    for (const suggestion of suggestions) expect(suggestion).not.toMatch(absent);
    if (present) expect(suggestions).toContain(present);
  });

  it.each([
    "total fee by visit status",
    "number of patients",
    "total fee by department",
    "number of clinic visits",
    "total fee by month",
  ])("asks as a person does, after “%s”", (question) => {
    for (const suggestion of clinic(question)) expect(suggestion).toMatch(/^(What|How|Which) [^_]+\?$/);
  });

  // not after "number of clinic visits": the engine reads "top 5 … by number of clinic visits" on this CSV-like table as its first 5 rows
  it.each(["total fee by visit status", "total fee by month", "total fee by department"])(
    "suggests only questions the engine answers confidently, after “%s”",
    (question) => {
      for (const suggestion of clinic(question)) {
        const translation = translate(suggestion, { catalog: CLINIC, now });
        expect(translation.confidence, suggestion).toBeGreaterThanOrEqual(INSIGHT_RULES.rephraseBelowConfidence);
        expect(translation.sql, suggestion).toMatch(/GROUP BY/);
      }
    },
  );

  it("never ranks the answer's own dimension when the answer shows all of its few values", () => {
    const input = {
      question: "fee per ward",
      result: resultOf(
        series("ward", "total_fee", [
          ["A", 1],
          ["B", 2],
          ["C", 3],
          ["D", 4],
          ["E", 5],
        ]),
      ),
    };
    expect(suggestFollowUps(input).join(" ")).not.toMatch(/top 5|bottom 5/);
  });

  it("never ranks people by first name without a catalog", () => {
    const names: [string, number][] = ["Ines", "Tomas", "Mira", "Olek", "Sana", "Bram", "Lupe"].map((n, i) => [
      n,
      i + 2,
    ]);
    expect(
      suggestFollowUps({
        question: "patients by first name",
        result: resultOf(series("first_name", "patient_count", names)),
      }).join(" "),
    ).not.toMatch(/first name/);
  });

  it.each([
    ["coffee_sales_2024_2025", "coffee sales"],
    ["tbl_shipment", "shipments"],
    ["visits_fy23", "visits"],
    ["order_items", "order items"],
    ["2024", "2024s"],
  ])("names the rows of %s as “%s”", (name, noun) => {
    expect(askedNoun({ name })).toBe(noun);
  });

  it.each(["How many coffee sales 2024 2025s per category?", "What is the total fee by month by month?"])(
    "drops a garbled question: %s",
    (question) => {
      expect(garbled(question)).toBe(true);
    },
  );
});
