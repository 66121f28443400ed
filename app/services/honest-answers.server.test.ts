// Honest answers (issue 33) through HTTP, the queue and the worker, on a made-up garden centre on PostgreSQL and
// MariaDB: words the database does not explain give a "not understood" answer naming them, a business word never
// binds to a customer's name, two periods at once say why nothing matches, and a chat's misread turn is no context.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../../harness/app";
import { signUp, type Client } from "../../harness/clients";
import { createMysqlUserDatabase, createUserDatabase, credentialsOf, mysqlAvailable } from "../../harness/databases";

let app: TestApp;
let owner: Client;
let projectId: string;

async function ok<T = any>(answer: Promise<{ status: number; body: any }>, status = 200): Promise<T> {
  const { status: actual, body } = await answer;
  expect(actual, JSON.stringify(body).slice(0, 400)).toBe(status);
  return body.data as T;
}

/** Asks in the given chat through the queue and the worker; returns the stored answer. */
async function ask(connectionId: string, chatId: string, query: string) {
  const { jobId } = await ok(
    owner.api("/api/query/translate-and-visualize", {
      method: "POST",
      body: { connectionId, query, chatSessionId: chatId },
    }),
    202,
  );
  for (let i = 0; i < 150; i++) {
    const job = await ok(owner.api(`/api/query/job/${jobId}`));
    if (job.status === "completed") return job.result;
    if (job.status === "failed") return { failed: job.error };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`“${query}” did not finish`);
}

const newChat = async (connectionId: string, title: string) =>
  (
    await ok(
      owner.api("/api/chats/sessions", {
        method: "POST",
        body: { title, project_id: projectId, connectionIds: [connectionId] },
      }),
      201,
    )
  ).id as string;

/** A garden centre: customers (one called Rose Martin), plants of a few kinds (one is Rose), sales over 2023–2025. */
const KINDS = ["Rose", "Fern", "Cactus", "Tulip"];
const NAMES = ["Rose Martin", "Ola Berg", "Kenji Mori", "Amani Kamau", "Lea Roy", "Omar Vik"];
const CITIES = ["Bergen", "Osaka", "Halifax"];
function gardenSql(prefix = ""): string {
  const sales = Array.from(
    { length: 36 },
    (_, i) =>
      `(${i + 1}, ${(i % 6) + 1}, ${(i % 8) + 1}, '${2023 + (i % 3)}-${String((i % 12) + 1).padStart(2, "0")}-15', ${10 + ((i * 7) % 40)})`,
  );
  return [
    `CREATE TABLE ${prefix}customers (id int PRIMARY KEY, full_name varchar(60) NOT NULL, city varchar(40) NOT NULL)`,
    `INSERT INTO ${prefix}customers VALUES ${NAMES.map((n, i) => `(${i + 1}, '${n}', '${CITIES[i % 3]}')`).join(", ")}`,
    `CREATE TABLE ${prefix}plants (id int PRIMARY KEY, name varchar(60) NOT NULL, kind varchar(20) NOT NULL, price decimal(8,2) NOT NULL)`,
    `INSERT INTO ${prefix}plants VALUES ${Array.from({ length: 8 }, (_, i) => `(${i + 1}, 'Plant ${i + 1}', '${KINDS[i % 4]}', ${5 + i})`).join(", ")}`,
    `CREATE TABLE ${prefix}sales (id int PRIMARY KEY, customer_id int NOT NULL REFERENCES ${prefix}customers(id), plant_id int NOT NULL REFERENCES ${prefix}plants(id), sold_on date NOT NULL, total decimal(10,2) NOT NULL)`,
    `INSERT INTO ${prefix}sales VALUES ${sales.join(", ")}`,
  ].join(";\n");
}

function honestAnswers(connect: () => Promise<string>) {
  let connectionId: string;
  beforeAll(async () => {
    connectionId = await connect();
  });

  it("names the words it could not place, and offers other readings instead of a result", async () => {
    const answer = await ask(connectionId, await newChat(connectionId, "margin"), "profit margin by plant kind");
    expect(answer.understanding).toEqual(
      expect.objectContaining({ status: "not_understood", unplaced: expect.arrayContaining(["profit", "margin"]) }),
    );
    // "margin" is no customer called Martin
    expect(answer.sql).not.toMatch(/Martin/i);
  });

  it("names the words of a question nothing in the database explains, to be defined", async () => {
    const answer = await ask(connectionId, await newChat(connectionId, "supplier"), "profit margin by supplier");
    expect(answer.failed).toEqual(
      expect.objectContaining({
        code: "TRANSLATION_ERROR",
        message: expect.stringMatching(/^I don't know what “profit”, “margin” and “supplier” mean in this database\./),
      }),
    );
    expect(answer.failed.details.unplaced).toEqual(["profit", "margin", "supplier"]);
  });

  it("never binds a business word to a customer's name, and reads a name it is pointed at", async () => {
    const loose = await ask(connectionId, await newChat(connectionId, "rose"), "total sales of rose plants");
    expect(loose.sql).toMatch(/kind/);
    expect(loose.sql).not.toMatch(/full_name/);
    const pointed = await ask(
      connectionId,
      await newChat(connectionId, "named"),
      "total of sales for the customer named Rose Martin",
    );
    expect(pointed.sql).toMatch(/Rose Martin/);
  });

  it("says why two periods at once match nothing, and compares two periods side by side", async () => {
    const apart = await ask(connectionId, await newChat(connectionId, "apart"), "number of sales in 2023 and 2025");
    expect(
      apart.rowCount === 0 ||
        apart.rows.every((r: Record<string, unknown>) => Object.values(r).every((v) => v === null || Number(v) === 0)),
    ).toBe(true);
    expect(apart.understanding.status).not.toBe("answer");
    const compared = await ask(connectionId, await newChat(connectionId, "compared"), "total sales in 2025 vs 2024");
    expect(compared.rowCount).toBe(2);
  });

  it("reads a question after a turn it did not understand on its own", async () => {
    const chat = await newChat(connectionId, "chat");
    const first = await ask(connectionId, chat, "number of sales by city");
    expect(first.understanding.status).toBe("answer");
    const refined = await ask(connectionId, chat, "only for Osaka");
    expect(refined.sql).toMatch(/Osaka/);
    expect(refined.sql).toMatch(/city/);
    const misread = await ask(connectionId, chat, "carbon footprint by supplier");
    expect(misread.understanding.status).toBe("not_understood");
    // "by kind" is elliptical; the turn before it was not an answer, so it is not merged into it
    const after = await ask(connectionId, chat, "total sales by plant kind");
    expect(after.understanding.status).toBe("answer");
    expect(after.sql).not.toMatch(/Osaka|footprint/i);
    expect(after.rows.length).toBe(4);
  });
}

beforeAll(async () => {
  app = await startApp();
  owner = await signUp(app, "Hana");
  projectId = (await ok(owner.api("/api/projects", { method: "POST", body: { name: "Garden" } }), 201)).id;
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

describe("honest answers on PostgreSQL", () => {
  let garden: Awaited<ReturnType<typeof createUserDatabase>>;
  afterAll(() => garden?.drop());
  honestAnswers(async () => {
    garden = await createUserDatabase("garden");
    const client = new pg.Client({ connectionString: garden.url });
    await client.connect();
    await client.query(gardenSql());
    await client.end();
    return (
      await ok(
        owner.api("/api/connections", {
          method: "POST",
          body: { name: "Garden PG", type: "postgresql", credentials: credentialsOf(garden), project_id: projectId },
        }),
        201,
      )
    ).id;
  });
});

describe.skipIf(!(await mysqlAvailable()))("honest answers on MariaDB", () => {
  let garden: Awaited<ReturnType<typeof createMysqlUserDatabase>>;
  afterAll(() => garden?.drop());
  honestAnswers(async () => {
    garden = await createMysqlUserDatabase("askdata_garden", (db) => gardenSql(`${db}.`));
    return (
      await ok(
        owner.api("/api/connections", {
          method: "POST",
          body: { name: "Garden Maria", type: "mysql", credentials: garden.credentials, project_id: projectId },
        }),
        201,
      )
    ).id;
  });
});
