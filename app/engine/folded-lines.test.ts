// Order lines whose names PostgreSQL folded ("orderqty", "unitprice", "linetotal"), over a made-up gadget wholesaler
// (neither a sample nor an evaluation database): the lines are read as lines — what was ordered is on them, their
// stored total is the money, a header's tax amount is not what an order is worth; a yes/no column before the counted
// noun keeps the rows that hold it; "with their …" lists the rows named before it, by their label; a measure per
// supervisor is the measure of the people reporting to each. A small press's orders carry a quantity but no price (the
// copies ordered are their units) and its writers' names carry the table's prefix ("wr_fname"); a quote's unit margin is
// its unit price less its unit cost. Asked on PostgreSQL and
// MySQL/MariaDB, compared with gold SQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import {
  fixtureServers,
  mysqlServer,
  normaliseRows,
  postgresServer,
  type FixtureServer,
} from "../../tests/fixtures/engine/servers";
import { translate, translateWithExecution } from "./index";

const REGIONS = ["Highlands", "Coast", "Valley"];
const TABLES: FixtureTable[] = [
  {
    name: "district",
    key: "districtid",
    columns: [
      ["districtid", "integer", "integer"],
      ["districtname", "text", "text"],
    ],
    rows: REGIONS.map((districtname, i) => ({ districtid: i + 1, districtname })),
  },
  {
    name: "client",
    key: "clientid",
    columns: [
      ["clientid", "integer", "integer"],
      ["clientname", "text", "text"],
      ["districtid", "integer", "integer"],
      ["joinedon", "date", "date"],
      ["active", "char(1)", "text"],
    ],
    foreignKeys: [{ column: "districtid", table: "district" }],
    rows: Array.from({ length: 12 }, (_, i) => ({
      clientid: i + 1,
      clientname: `Client ${String.fromCharCode(65 + i)}`,
      districtid: (i % 3) + 1,
      joinedon: `${2021 + (i % 3)}-0${(i % 9) + 1}-15`,
      active: i % 4 === 3 ? "N" : "Y",
    })),
  },
  {
    name: "gadget",
    key: "gadgetid",
    columns: [
      ["gadgetid", "integer", "integer"],
      ["gadgetname", "text", "text"],
      ["listprice", "decimal(10,2)", "decimal"],
    ],
    rows: Array.from({ length: 10 }, (_, i) => ({
      gadgetid: i + 1,
      gadgetname: `Gadget ${i + 1}`,
      listprice: 20 + i * 7,
    })),
  },
  {
    name: "salesheader",
    key: "salesid",
    columns: [
      ["salesid", "integer", "integer"],
      ["clientid", "integer", "integer"],
      ["orderdate", "date", "date"],
      ["taxamt", "decimal(10,2)", "decimal"],
      ["freight", "decimal(10,2)", "decimal"],
      ["totaldue", "decimal(10,2)", "decimal"],
    ],
    foreignKeys: [{ column: "clientid", table: "client" }],
    rows: Array.from({ length: 15 }, (_, i) => ({
      salesid: i + 1,
      clientid: (i % 9) + 1,
      orderdate: `2024-0${(i % 6) + 1}-0${(i % 8) + 1}`,
      taxamt: 5 + i,
      freight: 3,
      totaldue: 100 + i * 9,
    })),
  },
  {
    name: "salesline",
    key: "salesdetailid",
    columns: [
      ["salesdetailid", "integer", "integer"],
      ["salesid", "integer", "integer"],
      ["gadgetid", "integer", "integer"],
      ["orderqty", "integer", "integer"],
      ["unitprice", "decimal(10,2)", "decimal"],
      ["linetotal", "decimal(12,2)", "decimal"],
    ],
    foreignKeys: [
      { column: "salesid", table: "salesheader" },
      { column: "gadgetid", table: "gadget" },
    ],
    // gadgets 8–10 are never ordered; a line's stored total carries a discount its quantity × price does not show
    rows: Array.from({ length: 30 }, (_, i) => {
      const qty = (i % 4) + 1;
      const price = 20 + (i % 7) * 7;
      return {
        salesdetailid: i + 1,
        salesid: (i % 15) + 1,
        gadgetid: (i % 7) + 1,
        orderqty: qty,
        unitprice: price,
        linetotal: Number((qty * price * 0.9).toFixed(2)),
      };
    }),
  },
  // Ona supervises Pel and Quinn; Pel supervises Rask and Sol
  {
    name: "agent",
    key: "agentid",
    columns: [
      ["agentid", "integer", "integer"],
      ["agentname", "text", "text"],
      ["supervisorid", "integer", "integer"],
      ["commission", "decimal(10,2)", "decimal"],
    ],
    foreignKeys: [{ column: "supervisorid", table: "agent" }],
    rows: ["Ona", "Pel", "Quinn", "Rask", "Sol"].map((agentname, i) => ({
      agentid: i + 1,
      agentname,
      supervisorid: [null, 1, 1, 2, 2][i],
      commission: [900, 400, 300, 250, 150][i],
    })),
  },
];

/** The same sales with each client's code copied onto them: "clients" also names that column. */
const CODED: FixtureTable[] = TABLES.map((t) =>
  t.name !== "salesheader"
    ? t
    : {
        ...t,
        columns: [...t.columns, ["client", "varchar(4)", "text"]],
        rows: t.rows.map((r) => ({ ...r, client: `C${r.clientid}` })),
      },
);

const CASES: { question: string; gold: string; tables?: FixtureTable[] }[] = [
  { question: "How many different gadgets have been ordered?", gold: "SELECT COUNT(DISTINCT gadgetid) FROM salesline" },
  { question: "What is our total revenue?", gold: "SELECT SUM(linetotal) FROM salesline" },
  {
    question: "How many active clients are there?",
    gold: "SELECT COUNT(*) FROM client WHERE active = 'Y'",
    tables: CODED,
  },
  // the client's code copied onto the sales is not the client: grouped by the client the key reaches, named
  {
    question: "Which client has the most sales?",
    gold: "SELECT c.clientname, SUM(l.linetotal) AS n FROM salesline l JOIN salesheader s ON s.salesid = l.salesid JOIN client c ON c.clientid = s.clientid GROUP BY c.clientid, c.clientname ORDER BY n DESC LIMIT 1",
    tables: CODED,
  },
  {
    question: "How many active clients have no sales?",
    gold: "SELECT COUNT(*) FROM client c WHERE active = 'Y' AND NOT EXISTS (SELECT 1 FROM salesheader s WHERE s.clientid = c.clientid)",
  },
  {
    question: "List the clients who joined in 2022 with their districts.",
    gold: "SELECT c.clientname, d.districtname, c.joinedon FROM client c JOIN district d ON d.districtid = c.districtid WHERE c.joinedon >= DATE '2022-01-01' AND c.joinedon < DATE '2023-01-01'",
  },
  {
    question: "What is the average commission of the agents reporting to each supervisor?",
    gold: "SELECT m.agentname, AVG(a.commission) FROM agent a JOIN agent m ON m.agentid = a.supervisorid GROUP BY m.agentid, m.agentname",
  },
  {
    question: "average commission by supervisor",
    gold: "SELECT m.agentname, AVG(a.commission) FROM agent a JOIN agent m ON m.agentid = a.supervisorid GROUP BY m.agentid, m.agentname",
  },
];

const PRESS: FixtureTable[] = [
  {
    name: "writers",
    key: "wr_id",
    columns: [
      ["wr_id", "integer", "integer"],
      ["wr_fname", "text", "text"],
      ["wr_lname", "text", "text"],
      ["wr_city", "text", "text"],
    ],
    rows: ["Ada Vale", "Bo Lind", "Cy Mott", "Di Rowe"].map((n, i) => ({
      wr_id: i + 1,
      wr_fname: n.split(" ")[0],
      wr_lname: n.split(" ")[1],
      wr_city: ["Leeds", "York"][i % 2],
    })),
  },
  {
    name: "books",
    key: "book_id",
    columns: [
      ["book_id", "integer", "integer"],
      ["book_title", "text", "text"],
    ],
    rows: Array.from({ length: 6 }, (_, i) => ({ book_id: i + 1, book_title: `Book ${i + 1}` })),
  },
  {
    name: "writerbooks",
    key: "wb_id",
    columns: [
      ["wb_id", "integer", "integer"],
      ["wr_id", "integer", "integer"],
      ["book_id", "integer", "integer"],
    ],
    foreignKeys: [
      { column: "wr_id", table: "writers" },
      { column: "book_id", table: "books" },
    ],
    rows: [
      [1, 1],
      [1, 2],
      [2, 3],
      [3, 4],
      [3, 5],
      [1, 6],
    ].map(([wr_id, book_id], i) => ({ wb_id: i + 1, wr_id, book_id })),
  },
  {
    name: "shops",
    key: "shop_id",
    columns: [
      ["shop_id", "integer", "integer"],
      ["shop_name", "text", "text"],
    ],
    rows: ["Quire", "Folio", "Spine"].map((shop_name, i) => ({ shop_id: i + 1, shop_name })),
  },
  {
    name: "orders",
    key: "ord_id",
    columns: [
      ["ord_id", "integer", "integer"],
      ["shop_id", "integer", "integer"],
      ["book_id", "integer", "integer"],
      ["ord_date", "date", "date"],
      ["qty", "integer", "integer"],
    ],
    foreignKeys: [
      { column: "shop_id", table: "shops" },
      { column: "book_id", table: "books" },
    ],
    rows: Array.from({ length: 14 }, (_, i) => ({
      ord_id: i + 1,
      shop_id: (i % 3) + 1,
      book_id: (i % 6) + 1,
      ord_date: `202${i % 3}-0${(i % 9) + 1}-10`,
      qty: 5 + ((i * 7) % 20),
    })),
  },
];
CASES.push(
  { question: "How many copies have the shops ordered in total?", gold: "SELECT SUM(qty) FROM orders", tables: PRESS },
  // a singular noun before a verb that names a table ("shop ordered") is the verb's subject, not a compound noun
  {
    question: "Which shop ordered the most copies?",
    gold: "SELECT s.shop_name, SUM(o.qty) AS n FROM orders o JOIN shops s ON s.shop_id = o.shop_id GROUP BY s.shop_id, s.shop_name ORDER BY n DESC LIMIT 1",
    tables: PRESS,
  },
  {
    question: "copies ordered by shop",
    gold: "SELECT s.shop_name, SUM(o.qty) AS n FROM orders o JOIN shops s ON s.shop_id = o.shop_id GROUP BY s.shop_id, s.shop_name",
    tables: PRESS,
  },
  {
    question: "How many copies of Ada Vale's books have the shops ordered?",
    gold: "SELECT SUM(o.qty) FROM orders o JOIN writerbooks wb ON wb.book_id = o.book_id JOIN writers w ON w.wr_id = wb.wr_id WHERE w.wr_fname = 'Ada' AND w.wr_lname = 'Vale'",
    tables: PRESS,
  },
);

/** Quotes a shop was given, each with a unit price and a unit cost: their margin is the one less the other. */
const QUOTED: FixtureTable[] = [
  PRESS.find((t) => t.name === "shops")!,
  {
    name: "quotes",
    key: "quote_id",
    columns: [
      ["quote_id", "integer", "integer"],
      ["shop_id", "integer", "integer"],
      ["quoted_on", "date", "date"],
      ["unit_price", "decimal(10,2)", "decimal"],
      ["unit_cost", "decimal(10,2)", "decimal"],
    ],
    foreignKeys: [{ column: "shop_id", table: "shops" }],
    rows: Array.from({ length: 9 }, (_, i) => ({
      quote_id: i + 1,
      shop_id: (i % 3) + 1,
      quoted_on: `2024-0${(i % 9) + 1}-01`,
      unit_price: 20 + i * 3,
      unit_cost: 12 + (i % 4) * 2,
    })),
  },
];
CASES.push({
  question: "What is the average unit margin for each shop?",
  gold: "SELECT s.shop_name, AVG(q.unit_price - q.unit_cost) FROM quotes q JOIN shops s ON s.shop_id = q.shop_id GROUP BY s.shop_id, s.shop_name",
  tables: QUOTED,
});

const NOW = new Date("2024-12-15T12:00:00Z");
const servers = await fixtureServers([], "engine_folded_lines");

describe("folded order lines of a gadget wholesaler", () => {
  let gold: FixtureServer;
  beforeAll(async () => {
    gold = await postgresServer(TABLES, "engine_folded_lines_gold");
  });
  afterAll(async () => {
    await gold?.close();
  });

  describe.each(servers.map(([name]) => name))("on %s", (name) => {
    const started = new Map<FixtureTable[], FixtureServer>();
    const serve = async (tables: FixtureTable[]) => {
      const prefix =
        tables === CODED
          ? "engine_folded_coded"
          : tables === PRESS
            ? "engine_folded_press"
            : tables === QUOTED
              ? "engine_folded_quoted"
              : "engine_folded_lines";
      if (!started.has(tables))
        started.set(
          tables,
          await (name === "PostgreSQL" ? postgresServer(tables, prefix) : mysqlServer(tables, prefix)),
        );
      return started.get(tables)!;
    };
    afterAll(async () => {
      for (const server of started.values()) await server.close();
    });

    it.each(CASES.map((c) => [c.question, c] as const))("%s", async (_, c) => {
      const tables = c.tables ?? TABLES;
      const server = await serve(tables);
      const t = await translateWithExecution(
        c.question,
        { catalog: fixtureCatalog(tables, server.dialect), now: NOW },
        server.run,
      );
      const result = t.result ?? (await server.run(t.sql));
      expect(normaliseRows(result.rows, false), t.sql).toEqual(normaliseRows((await server.run(c.gold)).rows, false));
    });
  });

  it("does not read a buyer as the goods: customers who bought gadgets are not gadgets on order lines", async () => {
    const t = await translateWithExecution(
      "How many distinct clients bought gadgets?",
      { catalog: fixtureCatalog(TABLES, "postgresql"), now: NOW },
      gold.run,
    );
    const result = t.result ?? (await gold.run(t.sql));
    expect(normaliseRows(result.rows, false), t.sql).toEqual(
      normaliseRows((await gold.run("SELECT COUNT(DISTINCT clientid) FROM salesheader")).rows, false),
    );
  });
});

describe("a column that says TOTAL on every row", () => {
  // a dimension's top level, copied onto each gadget ("all gadgets"), as warehouse schemas keep hierarchies
  const LEVELLED: FixtureTable[] = [
    {
      name: "gadget",
      key: "gadgetid",
      columns: [
        ["gadgetid", "integer", "integer"],
        ["gadgetname", "text", "text"],
        ["gadget_total", "text", "text"],
      ],
      rows: Array.from({ length: 4 }, (_, i) => ({
        gadgetid: i + 1,
        gadgetname: `Gadget ${i + 1}`,
        gadget_total: "TOTAL",
      })),
    },
  ];
  it("marks no summary row: every gadget is counted", () => {
    const { sql } = translate("How many gadgets are there?", {
      catalog: fixtureCatalog(LEVELLED, "postgresql"),
      now: NOW,
    });
    expect(sql).not.toMatch(/TOTAL/);
  });
});

describe("a catalogue's price and cost", () => {
  // no row here is a sale: a margin summed over the catalogue per category would mean nothing
  const CATALOGUE: FixtureTable[] = [
    {
      name: "gadget",
      key: "gadgetid",
      columns: [
        ["gadgetid", "integer", "integer"],
        ["gadgetname", "text", "text"],
        ["family", "text", "text"],
        ["price", "decimal(10,2)", "decimal"],
        ["cost", "decimal(10,2)", "decimal"],
      ],
      rows: Array.from({ length: 4 }, (_, i) => ({
        gadgetid: i + 1,
        gadgetname: `Gadget ${i + 1}`,
        family: ["Pumps", "Valves"][i % 2],
        price: 30 + i,
        cost: 20 + i,
      })),
    },
  ];
  it("make no margin: the question's profit and margin are not understood", () => {
    const { unplaced } = translate("profit margin by family", {
      catalog: fixtureCatalog(CATALOGUE, "postgresql"),
      now: NOW,
    });
    expect(unplaced.map((w) => w.toLowerCase())).toEqual(expect.arrayContaining(["profit", "margin"]));
  });
});
