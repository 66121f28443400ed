// Absence said in other words (made-up craft school with a delivery van pool, neither a sample nor an evaluation
// database): "never been hired for a delivery" puts a preposition between the verb and the related rows' noun;
// "nobody" negates as "no one" does; "enrolled" names the enrolments though the table spells "enrolment" with one l,
// and though the verb also names the enrolments' date column; "enrolled in a workshop" needs no workshop of its own;
// "any of our deliveries" is "any delivery".
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "vans",
    key: "van_id",
    columns: [
      ["van_id", "integer", "integer"],
      ["plate", "text", "text"],
    ],
    rows: Array.from({ length: 6 }, (_, i) => ({ van_id: i + 1, plate: `KX${i + 10} ABC` })),
  },
  {
    name: "deliveries",
    key: "delivery_id",
    columns: [
      ["delivery_id", "integer", "integer"],
      ["van_id", "integer", "integer"],
      ["delivered_on", "date", "date"],
    ],
    foreignKeys: [{ column: "van_id", table: "vans" }],
    rows: Array.from({ length: 20 }, (_, i) => ({
      delivery_id: i + 1,
      van_id: (i % 4) + 1,
      delivered_on: `2025-03-${String(1 + i).padStart(2, "0")}`,
    })),
  },
  {
    name: "workshops",
    key: "workshop_id",
    columns: [
      ["workshop_id", "integer", "integer"],
      ["workshop_name", "text", "text"],
    ],
    rows: ["Pottery", "Weaving", "Joinery", "Glass"].map((workshop_name, i) => ({ workshop_id: i + 1, workshop_name })),
  },
  {
    name: "attendees",
    key: "attendee_id",
    columns: [
      ["attendee_id", "integer", "integer"],
      ["attendee_name", "text", "text"],
    ],
    rows: Array.from({ length: 8 }, (_, i) => ({ attendee_id: i + 1, attendee_name: `Attendee ${i + 1}` })),
  },
  {
    name: "attendee_workshop_enrolment",
    key: "enrolment_id",
    columns: [
      ["enrolment_id", "integer", "integer"],
      ["workshop_id", "integer", "integer"],
      ["attendee_id", "integer", "integer"],
      ["date_of_enrolment", "date", "date"],
    ],
    foreignKeys: [
      { column: "workshop_id", table: "workshops" },
      { column: "attendee_id", table: "attendees" },
    ],
    rows: Array.from({ length: 9 }, (_, i) => ({
      enrolment_id: i + 1,
      workshop_id: (i % 2) + 1,
      attendee_id: (i % 5) + 1,
      date_of_enrolment: `2025-01-${String(1 + i).padStart(2, "0")}`,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("absence in other words", () => {
  it("reads a preposition between the verb and the related rows' noun", () => {
    for (const question of ["Which vans have never been hired for a delivery?", "Which vans were never on a delivery?"])
      expect(sql(question)).toMatch(
        /NOT EXISTS \(SELECT 1 FROM "deliveries" WHERE "vans"\."van_id" = "deliveries"\."van_id"\)/,
      );
  });

  it("reads 'nobody' as 'no one', and a verb spelt with a doubled consonant as its table's noun", () => {
    for (const question of ["Which workshops has nobody enrolled in?", "Which workshops has no one enrolled in?"])
      expect(sql(question)).toMatch(/NOT EXISTS \(SELECT 1 FROM "attendee_workshop_enrolment" WHERE/);
  });

  it("reads the thing named after the verb as part of the rows the verb names", () => {
    const got = translate("Which attendees have never enrolled in a workshop?", { catalog });
    expect(got.sql.replace(/\s+/g, " ")).toMatch(
      /FROM "attendees" WHERE NOT EXISTS \(SELECT 1 FROM "attendee_workshop_enrolment" WHERE "attendees"\."attendee_id" =/,
    );
    expect(got.ignoredWords).not.toContain("workshop");
  });

  it("reads 'any of our' and 'any of the' as 'any', however far they push the noun", () => {
    for (const question of [
      "Which vans aren't used in any of our deliveries?",
      "Which vans are not used for any of the deliveries?",
    ])
      expect(sql(question)).toMatch(
        /NOT EXISTS \(SELECT 1 FROM "deliveries" WHERE "vans"\."van_id" = "deliveries"\."van_id"\)/,
      );
  });
});
