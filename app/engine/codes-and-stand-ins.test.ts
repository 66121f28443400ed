// Two things a database without the engine's help gets wrong, over a made-up field-office network (neither a sample
// nor an evaluation database): a two-letter code cell spelled by a word of the sentence ("in" → IN, "it" → IT) binds
// only when written as the code; and where no key joins a table the question names (no keys declared at all), a
// column of the counted table that names it stands in ("sites in Norway" filters the sites' own country). Asked on
// PostgreSQL and MySQL/MariaDB, compared with gold SQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QueryResult } from "~/lib/catalog";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import {
  fixtureServers,
  mysqlServer,
  normaliseRows,
  postgresServer,
  type FixtureServer,
} from "../../tests/fixtures/engine/servers";
import { translateWithExecution } from "./index";

const COUNTRIES = [
  ["IN", "India", 1],
  ["IT", "Italy", 2],
  ["US", "United States", 3],
  ["NO", "Norway", 2],
  ["BR", "Brazil", 3],
] as const;
const KEYED: FixtureTable[] = [
  {
    name: "regions",
    columns: [
      ["id", "integer", "integer"],
      ["name", "text", "text"],
    ],
    rows: [
      { id: 1, name: "Asia" },
      { id: 2, name: "Europe" },
      { id: 3, name: "Americas" },
    ],
  },
  {
    name: "countries",
    key: "code",
    columns: [
      ["code", "char(2)", "text"],
      ["name", "text", "text"],
      ["region_id", "integer", "integer"],
    ],
    foreignKeys: [{ column: "region_id", table: "regions" }],
    rows: COUNTRIES.map(([code, name, region_id]) => ({ code, name, region_id })),
  },
  {
    name: "sites",
    columns: [
      ["id", "integer", "integer"],
      ["country_code", "char(2)", "text"],
      ["staff", "integer", "integer"],
    ],
    foreignKeys: [{ column: "country_code", table: "countries" }],
    rows: Array.from({ length: 12 }, (_, i) => ({
      id: i + 1,
      country_code: ["IN", "IT", "US", "US", "NO"][i % 5],
      staff: 3 + i,
    })),
  },
];
// the same offices recorded without keys: the sites name their country, and a countries table lists them apart
const UNKEYED: FixtureTable[] = [
  {
    name: "countries",
    key: "name",
    columns: [
      ["name", "text", "text"],
      ["continent", "text", "text"],
    ],
    rows: COUNTRIES.map(([, name, r]) => ({ name, continent: ["Asia", "Europe", "Americas"][r - 1] })),
  },
  {
    name: "sites",
    columns: [
      ["id", "integer", "integer"],
      ["city", "text", "text"],
      ["country", "text", "text"],
      ["staff", "integer", "integer"],
    ],
    rows: Array.from({ length: 12 }, (_, i) => ({
      id: i + 1,
      city: `Town ${i + 1}`,
      country: ["India", "Italy", "United States", "United States", "Norway"][i % 5],
      staff: 3 + i,
    })),
  },
];

/** The catalog as introspection leaves a large table: the sites' country names were too many to sample. */
function catalogOf(tables: FixtureTable[], dialect: "postgresql" | "mysql") {
  const catalog = fixtureCatalog(tables, dialect);
  if (tables === UNKEYED)
    delete catalog.tables.find((t) => t.name === "sites")!.columns.find((c) => c.name === "country")!.sampleValues;
  return catalog;
}

type Case = { question: string; gold: string };
const SETS: [string, FixtureTable[], Case[]][] = [
  [
    "a sentence's words and the codes they spell",
    KEYED,
    [
      {
        question: "How many countries are there in each region?",
        gold: "SELECT r.name, COUNT(*) FROM countries c JOIN regions r ON r.id = c.region_id GROUP BY r.name",
      },
      {
        question: "Which countries have no sites?",
        // the country's own code ("US") beside its name
        gold: "SELECT code, name FROM countries c WHERE NOT EXISTS (SELECT 1 FROM sites s WHERE s.country_code = c.code)",
      },
      {
        question: "How many staff work at sites in US?",
        gold: "SELECT SUM(staff) FROM sites WHERE country_code = 'US'",
      },
    ],
  ],
  [
    "a table no key reaches",
    UNKEYED,
    [{ question: "How many sites are there in Norway?", gold: "SELECT COUNT(*) FROM sites WHERE country = 'Norway'" }],
  ],
];

const NOW = new Date("2024-12-15T12:00:00Z");
const servers = await fixtureServers([], "engine_codes");

describe.each(SETS)("%s", (title, tables, cases) => {
  const normalise = (result: QueryResult) => normaliseRows(result.rows, false);
  let gold: FixtureServer;
  beforeAll(async () => {
    gold = await postgresServer(tables, "engine_codes_gold");
  });
  afterAll(async () => {
    await gold?.close();
  });

  describe.each(servers.map(([name]) => name))("on %s", (name) => {
    let server: FixtureServer;
    beforeAll(async () => {
      server = await (name === "PostgreSQL"
        ? postgresServer(tables, "engine_codes")
        : mysqlServer(tables, "engine_codes"));
    });
    afterAll(async () => {
      await server?.close();
    });

    it.each(cases.map((c) => [c.question, c] as const))("%s", async (_, c) => {
      const t = await translateWithExecution(
        c.question,
        { catalog: catalogOf(tables, server.dialect), now: NOW },
        server.run,
      );
      const result = t.result ?? (await server.run(t.sql));
      expect(normalise(result), `${title}: ${t.sql}`).toEqual(normalise(await gold.run(c.gold)));
    });
  });
});

describe("a yes/no column written Y or N", () => {
  const CLUB: FixtureTable[] = [
    {
      name: "members",
      columns: [
        ["id", "integer", "integer"],
        ["name", "text", "text"],
        ["active", "char(1)", "text"],
        ["paid_up", "varchar(3)", "text"],
      ],
      rows: Array.from({ length: 10 }, (_, i) => ({
        id: i + 1,
        name: `Member ${i + 1}`,
        active: i % 3 ? "Y" : "N",
        paid_up: i % 4 ? "yes" : "no",
      })),
    },
  ];
  const CASES: Case[] = [
    { question: "How many active members are there?", gold: "SELECT COUNT(*) FROM members WHERE active = 'Y'" },
    { question: "How many members are not active?", gold: "SELECT COUNT(*) FROM members WHERE active = 'N'" },
    { question: "How many members are paid up?", gold: "SELECT COUNT(*) FROM members WHERE paid_up = 'yes'" },
  ];
  let gold: FixtureServer;
  beforeAll(async () => {
    gold = await postgresServer(CLUB, "engine_flags_gold");
  });
  afterAll(async () => {
    await gold?.close();
  });
  describe.each(servers.map(([name]) => name))("on %s", (name) => {
    let server: FixtureServer;
    beforeAll(async () => {
      server = await (name === "PostgreSQL" ? postgresServer(CLUB, "engine_flags") : mysqlServer(CLUB, "engine_flags"));
    });
    afterAll(async () => {
      await server?.close();
    });
    it.each(CASES.map((c) => [c.question, c] as const))("%s", async (_, c) => {
      const t = await translateWithExecution(
        c.question,
        { catalog: fixtureCatalog(CLUB, server.dialect), now: NOW },
        server.run,
      );
      const result = t.result ?? (await server.run(t.sql));
      expect(normaliseRows(result.rows, false), t.sql).toEqual(normaliseRows((await gold.run(c.gold)).rows, false));
    });
  });
});
