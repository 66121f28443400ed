// Connect Your Database in a real browser: field validation, an unreachable PostgreSQL, a working
// PostgreSQL (test, then connect) and a CSV upload with its progress bar.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../harness/app";
import { createUserDatabase, userAdminUrl } from "../../harness/databases";
import { createAccount, screenshot, signIn } from "./support/browser";
import { openPage, startJourney, stopJourney } from "./support/journey";

let app: TestApp;
let page: Page;
let pageErrors: string[];
let userDb: Awaited<ReturnType<typeof createUserDatabase>>;
const files = mkdtempSync(path.join(tmpdir(), "askdata-e2e-"));

beforeAll(async () => {
  [{ app }, userDb] = await Promise.all([startJourney({ worker: false }), createUserDatabase("e2e_shop")]);
  const client = new pg.Client({ connectionString: userDb.url });
  await client.connect();
  await client.query(
    `CREATE TABLE customers (id serial PRIMARY KEY, name text); CREATE TABLE orders (id serial PRIMARY KEY, customer_id int, total numeric);`,
  );
  await client.end();
  ({ page, pageErrors } = await openPage());
  await signIn(page, app, await createAccount(app, "Connie"));
  await page.waitForURL(`${app.url}/connection`);
});

afterAll(async () => {
  await stopJourney();
  await userDb?.drop();
});

async function fillDatabaseForm(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label).fill(value);
}

const fieldError = (label: string) => page.getByLabel(label).getAttribute("aria-invalid");

describe("Connect Your Database", { timeout: 60_000 }, () => {
  it("names the missing fields with the texts of spec §5", async () => {
    await page.getByRole("button", { name: "Test Connection" }).click();
    for (const text of [
      "Connection name is required",
      "Host is required",
      "Database name is required",
      "Username is required",
      "Password is required",
    ]) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    await page.getByLabel("Port").fill("abc");
    await page.getByRole("button", { name: "Test Connection" }).click();
    await page.getByText("Port must be a valid number", { exact: true }).waitFor();
    // Editing a field clears its error.
    await page.getByLabel("Host").fill("db.example.com");
    await page.getByText("Host is required", { exact: true }).waitFor({ state: "detached" });
    await screenshot(page, "20-connection-validation");
  });

  it("marks only the username and password when the server refuses the login", async () => {
    const server = new URL(userAdminUrl());
    await fillDatabaseForm({
      "Connection name": "Wrong login",
      Host: server.hostname,
      Port: server.port || "5432",
      "Database name": "postgres",
      Username: "no_such_login",
      Password: "secret",
    });
    await page.getByRole("button", { name: "Test Connection" }).click();
    await page.getByTestId("connection-test-result").waitFor();
    await page.getByText("Check the username and password", { exact: true }).first().waitFor();
    await expect(fieldError("Username")).resolves.toBe("true");
    await expect(fieldError("Host")).resolves.not.toBe("true");
    await screenshot(page, "21a-connection-login-refused");
  });

  it("shows an unreachable PostgreSQL on the host and port fields and keeps Connect disabled", async () => {
    await fillDatabaseForm({
      "Connection name": "Broken",
      Host: "127.0.0.1",
      Port: "1",
      "Database name": "shop",
      Username: "reader",
      Password: "secret",
    });
    await page.getByRole("button", { name: "Test Connection" }).click();
    const result = page.getByTestId("connection-test-result");
    await result.waitFor();
    await expect(result.textContent()).resolves.toMatch(
      /^Connection failed: no database server answered at 127.0.0.1:1$/,
    );
    await page.getByText("Could not connect to this host", { exact: true }).waitFor();
    await page.getByText("Please verify the port number", { exact: true }).waitFor();
    await expect(fieldError("Host")).resolves.toBe("true");
    await expect(page.getByRole("button", { name: "Connect Database" }).isDisabled()).resolves.toBe(true);
    await screenshot(page, "21-connection-failed");
  });

  it("resets the port for MySQL and back, and clears the test result on edit", async () => {
    // The port changes on the render after the tab's click: poll rather than read once.
    await page.getByRole("tab", { name: "MySQL" }).click();
    await expect.poll(() => page.getByLabel("Port").inputValue()).toBe("3306");
    await expect(page.getByLabel("Host").inputValue()).resolves.toBe("127.0.0.1");
    await page.getByRole("tab", { name: "PostgreSQL" }).click();
    await expect.poll(() => page.getByLabel("Port").inputValue()).toBe("5432");
    await expect.poll(() => page.getByTestId("connection-test-result").count()).toBe(0);
  });

  it("tests a reachable PostgreSQL, then connects it and goes to the welcome view", async () => {
    const url = new URL(userDb.url);
    await fillDatabaseForm({
      "Connection name": "Shop DB",
      Host: url.hostname,
      Port: url.port,
      "Database name": userDb.name,
      Username: decodeURIComponent(url.username),
      Password: decodeURIComponent(url.password),
    });
    await page.getByRole("button", { name: "Test Connection" }).click();
    const result = page.getByTestId("connection-test-result");
    await expect(result.textContent()).resolves.toMatch(/^Connection successful! Found 2 tables \(\d+ ms\)$/);
    // The suite's login is a superuser: a yellow warning offers the SQL for a read-only role.
    const warning = page.getByTestId("privilege-warning");
    await expect(warning.textContent()).resolves.toContain("This login is a superuser");
    await warning.getByRole("button", { name: "Show SQL" }).click();
    await expect(page.getByTestId("read-only-user-sql").textContent()).resolves.toContain(
      "CREATE ROLE askdata_reader LOGIN",
    );
    await screenshot(page, "22-connection-tested");
    await page.getByRole("button", { name: "Connect Database" }).click();
    await page.waitForURL(`${app.url}/`);
    await page.getByRole("list", { name: "Databases" }).getByText("Shop DB").waitFor();
    await page.getByRole("list", { name: "Databases" }).getByTestId("privilege-badge").waitFor();
  });

  it("rejects a file that is not CSV, then uploads a CSV with progress and selects it", async () => {
    await page.goto(`${app.url}/connection?tab=csv`);
    await page.getByRole("button", { name: "Upload and Connect" }).click();
    await page.getByText("Please select a CSV file", { exact: true }).waitFor();
    const notes = path.join(files, "notes.txt");
    writeFileSync(notes, "just text");
    await page.getByLabel("CSV file").setInputFiles(notes);
    await page.getByText("Please select a valid CSV file", { exact: true }).waitFor();

    const csv = path.join(files, "sales.csv");
    writeFileSync(
      csv,
      [
        "region;amount;sold_on",
        ...Array.from(
          { length: 500 },
          (_, i) => `${["North", "South", "East"][i % 3]};${i * 3};2026-0${1 + (i % 9)}-1${i % 9}`,
        ),
      ].join("\n"),
    );
    await page.getByLabel("CSV file").setInputFiles(csv);
    await page.getByLabel("Delimiter").selectOption("semicolon");
    await page.getByLabel("Connection name").fill("Sales upload");
    await page.getByText("sales.csv").waitFor();
    await screenshot(page, "23-csv-upload");
    await page.getByRole("button", { name: "Upload and Connect" }).click();
    // The import summary comes first (issue 17): rows, columns and types, then on to the workspace.
    await page.getByRole("heading", { name: "Imported “Sales upload”" }).waitFor();
    await page.getByText("500 rows and 3 columns from sales.csv", { exact: false }).waitFor();
    await page.getByRole("button", { name: "Continue to workspace" }).click();
    await page.waitForURL(`${app.url}/`);
    const databases = page.getByRole("list", { name: "Databases" });
    await databases.getByText("Sales upload").waitFor();
    await databases.getByRole("button", { name: /Sales upload/, pressed: true }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
