// CSV uploads through the real HTTP API (ADR 008): labels kept, types inferred and row positions; a ragged row named
// by its line with nothing left behind; a file that is no CSV refused; two users' uploads kept apart.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../../harness/app";
import { signUp, type Client } from "../../harness/clients";

let app: TestApp;
let owner: Client;
let projectId: string;

beforeAll(async () => {
  app = await startApp({ worker: false });
  owner = await signUp(app, "Olga");
  projectId = (await owner.api("/api/projects/personal")).body.data.id;
});

afterAll(async () => {
  await app?.stop();
});

function csvForm(content: string | Uint8Array, fields: Record<string, string>, fileName = "data.csv") {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("csvFile", new Blob([content as BlobPart], { type: "text/csv" }), fileName);
  return form;
}

describe("CSV uploads", () => {
  it("imports a CSV with labels kept, types inferred and row positions", async () => {
    const csv =
      'Country Name,Population (2020),Founded\n"Germany, Federal Republic",83240525,1949-05-23\nFrance,67391582,1958-10-04\n';
    const { status, body } = await owner.api("/api/database/connect/csv", {
      method: "POST",
      body: csvForm(csv, { project_id: projectId, name: "Countries", hasHeaders: "true" }),
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.data.connection.type).toBe("csv");
    expect(body.data.connection.metadata.csv.columns.map((c: { label: string }) => c.label)).toEqual(
      expect.arrayContaining(["Country Name", "Population (2020)"]),
    );
    const table = body.data.connection.metadata.csv.table;
    const rows = await owner.api("/api/query/execute", {
      method: "POST",
      body: {
        connectionId: body.data.connectionId,
        sql: `SELECT "__row", country_name, population_2020 FROM "${table}" ORDER BY "__row"`,
      },
    });
    expect(rows.body.data.rows).toEqual([
      { __row: 1, country_name: "Germany, Federal Republic", population_2020: 83240525 },
      { __row: 2, country_name: "France", population_2020: 67391582 },
    ]);
  });

  it("names the line of a ragged row and leaves nothing behind", async () => {
    const before = (await owner.api(`/api/connections/project/${projectId}`)).body.data.length;
    const { status, body } = await owner.api("/api/database/connect/csv", {
      method: "POST",
      body: csvForm("a,b\n1,2\n3,4,5\n", { project_id: projectId }),
    });
    expect(status).toBe(400);
    expect(body.error.code).toBe("VALIDATION_ERROR");
    expect(body.error.message).toMatch(/line 3/i);
    expect((await owner.api(`/api/connections/project/${projectId}`)).body.data.length).toBe(before);
  });

  it("refuses a file that is not a CSV", async () => {
    const form = new FormData();
    form.append("project_id", projectId);
    form.append("csvFile", new Blob(["%PDF"], { type: "application/pdf" }), "report.pdf");
    const { body } = await owner.api("/api/database/connect/csv", { method: "POST", body: form });
    expect(body.error.message).toBe("Please select a valid CSV file");
  });

  it("keeps two users' uploads apart: neither can read the other's table", async () => {
    const other = await signUp(app, "Otto");
    const otherProject = (await other.api("/api/projects/personal")).body.data.id;
    const mine = await owner.api("/api/database/connect/csv", {
      method: "POST",
      body: csvForm("secret\nmine\n", { project_id: projectId }, "mine.csv"),
    });
    const theirs = await other.api("/api/database/connect/csv", {
      method: "POST",
      body: csvForm("secret\ntheirs\n", { project_id: otherProject }, "theirs.csv"),
    });
    const theirCsv = theirs.body.data.connection.metadata.csv;
    const theirSchema = (await other.api(`/api/database/${theirs.body.data.connectionId}/tables`)).body.data[0].schema;
    const attempt = await owner.api("/api/query/execute", {
      method: "POST",
      body: { connectionId: mine.body.data.connectionId, sql: `SELECT * FROM "${theirSchema}"."${theirCsv.table}"` },
    });
    expect(attempt.body.error.code).toBe("QUERY_EXECUTION_ERROR");
    expect(attempt.body.error.message).toMatch(
      /^Refused: table .* \(a CSV connection reads only its own upload's tables\)/,
    );
    const crossProject = await owner.api("/api/query/execute", {
      method: "POST",
      body: { connectionId: theirs.body.data.connectionId, sql: "SELECT 1" },
    });
    expect(crossProject.status).toBe(404);
    for (const table of ["users", "connections", "pgboss.job"]) {
      const leak = await owner.api("/api/query/execute", {
        method: "POST",
        body: { connectionId: mine.body.data.connectionId, sql: `SELECT * FROM ${table}` },
      });
      expect(leak.body.error.code).toBe("QUERY_EXECUTION_ERROR");
    }
  });
});
