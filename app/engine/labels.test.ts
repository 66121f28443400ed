// Which column names a row when a table has no name or title: the text that tells each row apart (a property's
// address), never a code, a contact or the key — over a made-up lettings schema.
import { describe, expect, it } from "vitest";
import { BAKERY } from "../../tests/fixtures/engine/bakery";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { getSchemaIndex } from "./model/build-index";
import { translate } from "./index";

const streets = ["Elm Row", "Quay Street", "Mill Lane", "Park View", "Canal Walk", "High Street"];
const LETTINGS: FixtureTable[] = [
  {
    name: "properties",
    columns: [
      ["id", "integer", "integer"],
      ["listing_code", "text", "text"],
      ["address", "text", "text"],
      ["city", "text", "text"],
      ["contact_email", "text", "text"],
    ],
    rows: streets.map((street, i) => ({
      id: i + 1,
      listing_code: `L-${100 + i}`,
      address: `${12 + i * 7} ${street}`,
      city: i % 2 ? "Leeds" : "York",
      contact_email: `agent${i}@lets.example`,
    })),
  },
  {
    name: "repairs",
    columns: [
      ["id", "integer", "integer"],
      ["property_id", "integer", "integer"],
      ["cost", "numeric(8,2)", "decimal"],
      ["reported_on", "date", "date"],
    ],
    foreignKeys: [{ column: "property_id", table: "properties" }],
    rows: Array.from({ length: 18 }, (_, i) => ({
      id: i + 1,
      property_id: (i % 6) + 1,
      cost: 40 + ((i * 37) % 300),
      reported_on: `2024-0${1 + (i % 9)}-15`,
    })),
  },
];

describe("a table without a name column", () => {
  it("names its rows by the text that tells them apart, not by a code, an e-mail or the key", () => {
    const t = translate("top 3 properties by repair cost", {
      catalog: fixtureCatalog(LETTINGS),
      now: new Date("2024-12-01T00:00:00Z"),
    });
    expect(t.sql).toMatch(/SELECT "properties"\."address" AS "address"/);
    expect(t.sql).not.toMatch(/listing_code|contact_email|"properties"\."id" AS/);
  });
});

describe("an attribute said of a table", () => {
  it("“for each type of pastry” groups the pastries, not the shops by their kind", () => {
    const t = translate("for each type of pastry, how many sale lines were comped?", {
      catalog: fixtureCatalog(BAKERY),
      now: new Date("2025-03-01T00:00:00Z"),
    });
    expect(t.sql).toMatch(/GROUP BY "pastries"\."name"/);
    expect(t.sql).not.toMatch(/"kind"/);
  });
});

describe("a column holding one value on every row", () => {
  const COUNTERS: FixtureTable[] = [
    {
      name: "counters",
      columns: [
        ["id", "integer", "integer"],
        ["counter_desc", "text", "text"],
        ["counter_total", "text", "text"],
      ],
      rows: ["Main Hall", "Platform 2", "Kiosk"].map((d, i) => ({
        id: i + 1,
        counter_desc: d,
        counter_total: "Counter total",
      })),
    },
    {
      name: "tickets",
      columns: [
        ["id", "integer", "integer"],
        ["counter_id", "integer", "integer"],
        ["price", "numeric(6,2)", "decimal"],
      ],
      foreignKeys: [{ column: "counter_id", table: "counters" }],
      rows: Array.from({ length: 12 }, (_, i) => ({ id: i + 1, counter_id: (i % 3) + 1, price: 3 + (i % 4) })),
    },
  ];
  const ask = (question: string) =>
    translate(question, { catalog: fixtureCatalog(COUNTERS), now: new Date("2024-12-01T00:00:00Z") });
  it("groups the counters by what tells them apart, through a word the schema does not know (“sales counter”)", () => {
    const t = ask("How many tickets did each sales counter sell?");
    expect(t.sql).toMatch(/GROUP BY "counters"\."counter_desc"/);
    expect(t.sql).not.toMatch(/counter_total/);
  });
  it("lists counters without reading them by the constant column", () => {
    const t = ask("Which sales counters sold no tickets?");
    expect(t.sql).toMatch(/NOT EXISTS/);
    expect(t.sql).not.toMatch(/counter_total/);
  });
});

describe("a list shows what its conditions compared", () => {
  const SHELF: FixtureTable[] = [
    {
      name: "books",
      columns: [
        ["id", "integer", "integer"],
        ["title", "text", "text"],
        ["price", "numeric(6,2)", "decimal"],
        ["published_on", "date", "date"],
      ],
      rows: ["Tide Tables", "Salt Roads", "Glass Harbour", "Cold Light", "Far Fields"].map((title, i) => ({
        id: i + 1,
        title,
        price: 9 + i * 6,
        published_on: `2021-0${2 + i}-10`,
      })),
    },
  ];
  const ask = (question: string) =>
    translate(question, { catalog: fixtureCatalog(SHELF), now: new Date("2024-12-01T00:00:00Z") });
  it("an amount compared with a number", () => {
    const t = ask("Which books cost more than 20?");
    expect(t.sql).toMatch(/SELECT "title" AS "title", "price" AS "price"/);
  });
  it("a date in a period", () => {
    const t = ask("Which books came out in the first half of 2021?");
    expect(t.sql).toMatch(/SELECT "title" AS "title", "published_on" AS "published_on"/);
  });
});

describe("periods read in their order", () => {
  const METER: FixtureTable[] = [
    {
      name: "readings",
      columns: [
        ["id", "integer", "integer"],
        ["billing_period", "text", "text"],
        ["kwh", "numeric(8,1)", "decimal"],
      ],
      rows: ["2023-Q1", "2023-Q2", "2023-Q3", "2023-Q4", "2024-Q1"].flatMap((billing_period, i) =>
        [0, 1].map((k) => ({ id: 2 * i + k + 1, billing_period, kwh: 100 + ((i * 37 + k * 11) % 60) })),
      ),
    },
  ];
  it("a total per labelled period is listed period by period, not largest first", () => {
    const t = translate("total kwh per billing period", {
      catalog: fixtureCatalog(METER),
      now: new Date("2024-12-01T00:00:00Z"),
    });
    expect(t.sql).toMatch(/GROUP BY "billing_period"\s+ORDER BY "billing_period" ASC/);
  });
});

describe("a table known by its number", () => {
  const TICKETS: FixtureTable[] = [
    {
      name: "ferry_tickets",
      key: "ticket_id",
      columns: [
        ["ticket_id", "integer", "integer"],
        ["ticket_number", "text", "text"],
        ["amount_refunded_yn", "text", "text"],
        ["fare_amount", "numeric", "decimal"],
      ],
      rows: Array.from({ length: 12 }, (_, i) => ({
        ticket_id: i + 1,
        ticket_number: `40${1000 + i * 37}`,
        amount_refunded_yn: i % 4 ? "0" : "1",
        fare_amount: 12 + i,
      })),
    },
  ];
  const tickets = getSchemaIndex(fixtureCatalog(TICKETS)).tables[0];

  it("is named by that number, and a yes/no flag is never its amount", () => {
    expect(tickets.labelColumn?.column.name).toBe("ticket_number");
    expect(tickets.valueColumn?.column.name).toBe("fare_amount");
  });
});

describe("a lookup table known by a code written in words", () => {
  // a harbour's permit kinds: the code is the kind's name ("Winter Storage"), the only text that tells them apart
  const kinds = ["Mooring", "Day Launch", "Winter Storage", "Slipway Use"];
  const HARBOUR: FixtureTable[] = [
    {
      name: "permit_kinds",
      key: "permit_kind_id",
      columns: [
        ["permit_kind_id", "integer", "integer"],
        ["permit_kind_code", "text", "text"],
      ],
      rows: kinds.map((code, i) => ({ permit_kind_id: 3 + i * 4, permit_kind_code: code })),
    },
    {
      name: "permits",
      key: "permit_id",
      columns: [
        ["permit_id", "integer", "integer"],
        ["permit_kind_id", "integer", "integer"],
        ["fee", "numeric(8,2)", "decimal"],
      ],
      foreignKeys: [{ column: "permit_kind_id", table: "permit_kinds" }],
      rows: Array.from({ length: 20 }, (_, i) => ({ permit_id: i + 1, permit_kind_id: 3 + (i % 4) * 4, fee: 20 + i })),
    },
  ];
  // the same kinds coded in capitals: a code, not a name
  const CODED = HARBOUR.map((t) =>
    t.name === "permit_kinds"
      ? {
          ...t,
          rows: ["MOOR", "DAYL", "WSTO", "SLIP"].map((code, i) => ({
            permit_kind_id: 3 + i * 4,
            permit_kind_code: code,
          })),
        }
      : t,
  );

  it("is named by that code", () => {
    expect(getSchemaIndex(fixtureCatalog(HARBOUR)).tables[0].labelColumn?.column.name).toBe("permit_kind_code");
    const t = translate("which permit kind has the most permits?", { catalog: fixtureCatalog(HARBOUR) });
    expect(t.sql).toMatch(/"permit_kinds"\."permit_kind_code" AS/);
    expect(t.sql).not.toMatch(/"permit_kinds"\."permit_kind_id" AS/);
  });

  it("but not by a code of capitals", () => {
    expect(getSchemaIndex(fixtureCatalog(CODED)).tables[0].labelColumn).toBeUndefined();
  });
});
