// The forms that must work without JavaScript (progressive enhancement): sign-in, the onboarding
// step, the connection form, sample connect, a CSV or Excel upload and creating a project.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../harness/app";
import { PASSWORD } from "../../harness/clients";
import { XLSX_TYPE, shopSheets, workbookBytes } from "../support/workbooks";
import { createAccount, screenshot, uniqueEmail } from "./support/browser";
import { openPage, startJourney, stopJourney } from "./support/journey";

let app: TestApp;
let page: Page;
let account: { email: string; password: string };

beforeAll(async () => {
  ({ app } = await startJourney({ worker: false }));
  account = await createAccount(app, "Nora");
  ({ page } = await openPage({ context: { javaScriptEnabled: false } }));
});

afterAll(stopJourney);

describe("without JavaScript", { timeout: 60_000 }, () => {
  it("signs up through the server-rendered dialog, with the password rule on a weak password", async () => {
    const { page: other } = await openPage({ context: { javaScriptEnabled: false } });
    await other.goto(`${app.url}/`);
    await other.getByRole("link", { name: "Sign up" }).click();
    await other.waitForURL(/\/signin\?auth=signup$/);
    await other.getByLabel("Name").fill("Sam Server");
    await other.getByLabel("Email").fill(uniqueEmail("sam"));
    await other.getByLabel("Password").fill("short");
    await other.getByRole("button", { name: "Create Account" }).click();
    await other
      .locator(".mantine-InputWrapper-error")
      .filter({ hasText: "Password must be at least 8 characters" })
      .waitFor();
    await other.getByLabel("Password").fill(PASSWORD);
    await other.getByRole("button", { name: "Create Account" }).click();
    await other.getByText("Complete Your Profile").waitFor();
    await other.getByLabel("Your niche or industry").fill("Logistics");
    await other.getByRole("button", { name: "Get Started" }).click();
    await other.getByRole("heading", { name: "Connect Your Database" }).waitFor();
    await expect(other.getByText("Complete Your Profile").count()).resolves.toBe(0);
    await other.context().close();
  });

  it("renders the sign-in dialog on the server and reports a wrong password", async () => {
    await page.goto(`${app.url}/`);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill("Wrong!Passw0rd");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Invalid email or password").waitFor();
    // The address stays, the password does not.
    await expect(page.getByLabel("Email").inputValue()).resolves.toBe(account.email);
    await expect(page.getByLabel("Password").inputValue()).resolves.toBe("");
    await screenshot(page, "30-nojs-sign-in-error");
  });

  it("signs in, shows onboarding, and skips it", async () => {
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Complete Your Profile").waitFor();
    await page.getByRole("button", { name: "Skip for now" }).click();
    await page.waitForURL(`${app.url}/connection`);
    await expect(page.getByText("Complete Your Profile").count()).resolves.toBe(0);
    await page.getByRole("heading", { name: "Connect Your Database" }).waitFor();
  });

  it("tests a connection on the server and shows the field errors", async () => {
    await page.getByLabel("Connection name").fill("Broken");
    await page.getByLabel("Host").fill("127.0.0.1");
    await page.getByLabel("Port").fill("1");
    await page.getByLabel("Database name").fill("shop");
    await page.getByLabel("Username").fill("reader");
    await page.getByLabel("Password").fill("secret");
    await page.getByRole("button", { name: "Test Connection" }).click();
    await page.getByText("Could not connect to this host").waitFor();
    await page.getByText("Please verify the port number").waitFor();
    await expect(page.getByTestId("connection-test-result").textContent()).resolves.toMatch(/^Connection failed: /);
    await expect(page.getByRole("button", { name: "Connect Database" }).isDisabled()).resolves.toBe(true);
    await expect(page.getByLabel("Connection name").inputValue()).resolves.toBe("Broken");
    await screenshot(page, "31-nojs-connection-failed");
  });

  it("switches tabs with links and connects a sample database", async () => {
    await page.getByRole("tab", { name: "Sample Data" }).click();
    await page.waitForURL(/tab=samples/);
    // the cards draw their icons as SVG, which needs no emoji font
    expect(
      await page
        .locator("article svg[data-icon]")
        .evaluateAll((icons) => icons.map((i) => i.getAttribute("data-icon")).sort()),
    ).toEqual(["cart", "chart", "music", "truck"]);
    await page.getByRole("button", { name: "Connect Now: SaaS Subscriptions" }).click();
    await page.waitForURL(`${app.url}/`);
    await page.getByRole("heading", { name: "No Dashboard Available" }).waitFor();
    await page.getByRole("list", { name: "Databases" }).getByText("SaaS Subscriptions").waitFor();
  });

  it("uploads an Excel workbook through the plain form, as the enhanced page does", async () => {
    await page.goto(`${app.url}/connection?tab=csv`);
    // a refused workbook says why under the file input
    await page
      .getByLabel("CSV file")
      .setInputFiles({ name: "notes.xlsx", mimeType: XLSX_TYPE, buffer: Buffer.from("notes") });
    await page.getByRole("button", { name: "Upload and Connect" }).click();
    await page.getByRole("alert").filter({ hasText: "The file is not an Excel workbook (.xlsx)" }).waitFor();
    await page.getByLabel("Connection name").fill("Field shop");
    await page.getByLabel("CSV file").setInputFiles({
      name: "field-shop.xlsx",
      mimeType: XLSX_TYPE,
      buffer: await workbookBytes(shopSheets()),
    });
    await page.getByRole("button", { name: "Upload and Connect" }).click();
    // a multipart POST to the page, answered with the redirect to the new connection
    await page.waitForURL(`${app.url}/`);
    await page.getByRole("list", { name: "Databases" }).getByText("Field shop").waitFor();
    await screenshot(page, "33-nojs-workbook-uploaded");
  });

  it("creates a project from /projects and switches to it", async () => {
    await page.getByRole("link", { name: /Switch project/ }).click();
    await page.waitForURL(`${app.url}/projects`);
    await page.getByRole("button", { name: "Create Project" }).click();
    await page.getByText("Project name is required").waitFor();
    await screenshot(page, "32-nojs-create-project-error");
    await page.getByLabel("Project Name").fill("Field Team");
    await page.getByLabel("Description").fill("Numbers from the field");
    await page.getByLabel("Make this project public").check();
    await page.getByRole("button", { name: "Create Project" }).click();
    await page.waitForURL(`${app.url}/connection`);
    await page.getByRole("link", { name: "Switch project (current: Field Team)" }).waitFor();
  });
});
