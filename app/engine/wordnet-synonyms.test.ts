// Nouns WordNet relates to a question's words (made-up veterinary practice and club, neither a sample nor an
// evaluation database): the practice calls its vets physicians, owners ask about doctors; a club keeps members and
// employees, and is asked about its membership.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { relatedNouns } from "./schema/wordnet";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "physicians",
    key: "physician_id",
    columns: [
      ["physician_id", "integer", "integer"],
      ["full_name", "text", "text"],
      ["licence_year", "integer", "integer"],
    ],
    rows: Array.from({ length: 6 }, (_, i) => ({
      physician_id: i + 1,
      full_name: ["Ines Varga", "Tomas Brandt", "Kemi Adeyemi", "Lars Holm", "Ana Costa", "Yuki Mori"][i],
      licence_year: 2004 + i,
    })),
  },
  {
    name: "appointments",
    key: "appointment_id",
    columns: [
      ["appointment_id", "integer", "integer"],
      ["physician_id", "integer", "integer"],
      ["fee_charged", "numeric(8,2)", "decimal"],
      ["booked_on", "date", "date"],
    ],
    rows: Array.from({ length: 40 }, (_, i) => ({
      appointment_id: i + 1,
      physician_id: (i % 6) + 1,
      fee_charged: 38.5 + ((i * 37) % 23) * 2.75,
      booked_on: `2026-0${(i % 9) + 1}-1${i % 10}`,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);

const CLUB: FixtureTable[] = [
  {
    name: "members",
    key: "member_id",
    columns: [
      ["member_id", "integer", "integer"],
      ["full_name", "text", "text"],
      ["joined_on", "date", "date"],
    ],
    rows: Array.from({ length: 30 }, (_, i) => ({
      member_id: i + 1,
      full_name: `Member ${i + 1}`,
      joined_on: `2025-0${(i % 9) + 1}-1${i % 10}`,
    })),
  },
  {
    name: "employees",
    key: "employee_id",
    columns: [
      ["employee_id", "integer", "integer"],
      ["full_name", "text", "text"],
      ["salary", "numeric(8,2)", "decimal"],
    ],
    rows: Array.from({ length: 12 }, (_, i) => ({
      employee_id: i + 1,
      full_name: `Employee ${i + 1}`,
      salary: 30000 + i * 1234.5,
    })),
  },
];
const club = fixtureCatalog(CLUB);

describe("WordNet synonyms", () => {
  it("reads a noun's common senses, in the plural too, and not its rare ones", () => {
    expect([...relatedNouns("doctors")]).toContain("physician");
    expect([...relatedNouns("automobile")]).toContain("car");
    // "store" as computer memory is its fourth sense
    expect([...relatedNouns("stores")]).not.toContain("memory");
  });

  it("link a noun the schema does not use to the table that names the same thing", () => {
    expect(translate("how many doctors are there", { catalog }).sql).toMatch(/COUNT\(\*\)[^]*FROM "physicians"/);
  });

  it("link a noun to the nouns made from it, not a verb", () => {
    expect([...relatedNouns("membership")]).toContain("member");
    expect([...relatedNouns("received")]).toEqual([]);
    expect(translate("how many memberships are there", { catalog: club }).sql).toMatch(/FROM "members"/);
  });

  it("leave a question in the schema's own words as it was", () => {
    const sql = translate("average fee charged per physician", { catalog }).sql;
    expect(sql).toMatch(/AVG\("appointments"."fee_charged"\)/);
    expect(sql).toMatch(/"physicians"/);
  });
});
