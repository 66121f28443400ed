// Members and invitations (issue 17), in a real browser: the owner invites on the Members page and copies the link,
// the invitee signs in from the link in a second browser context and accepts, the owner changes their role and
// removes them; a revoked link stops working; an editor is refused the page. No SMTP_URL: the mail goes to the log.
import pg from "pg";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../harness/app";
import { PASSWORD, signUp, type Client } from "../../harness/clients";
import { addMember, markVerified } from "../support/members";
import { newContext, screenshot, trackPageErrors, uniqueEmail } from "./support/browser";
import { openPage, signUpOnboarded, startJourney, stopJourney } from "./support/journey";

let app: TestApp;
let browser: Browser;
let owner: Client;
let invitee: Client;
let ownerPage: Page;
let ownerErrors: string[];
let projectId: string;
let inviteLink: string;
const PROJECT = "Team Atlas";

async function sql(text: string, values: unknown[]): Promise<void> {
  const client = new pg.Client({ connectionString: app.databaseUrl });
  await client.connect();
  await client.query(text, values).finally(() => client.end());
}

/** A context whose selected project is the team project (the cookie the project switcher sets). */
async function teamContext(): Promise<BrowserContext> {
  const context = await newContext(browser);
  await context.addCookies([{ name: "askdata_project", value: projectId, url: app.url }]);
  return context;
}

const memberRow = (page: Page, email: string) =>
  page.getByTestId("member-row").and(page.locator(`[data-email="${email}"]`));
const invitationRow = (page: Page, email: string) =>
  page.getByTestId("invitation-row").and(page.locator(`[data-email="${email}"]`));

/** Settings → Invite Users or the page's Invite button: the one form; answers the link it shows. */
async function inviteFrom(page: Page, email: string, role: string): Promise<string> {
  const dialog = page.getByRole("dialog", { name: "Invite Users" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Role").selectOption(role);
  await dialog.getByRole("button", { name: "Invite", exact: true }).click();
  await dialog.getByText(`${email} is invited as ${role}.`).waitFor();
  return (await dialog.getByTestId("invitation-link").textContent())!.trim();
}

beforeAll(async () => {
  ({ app, browser } = await startJourney({ worker: false }));
  [owner, invitee] = await Promise.all([signUpOnboarded(app, "Olive"), signUpOnboarded(app, "Ivy")]);
  await markVerified(app, [invitee.user.id]);
  const created = await owner.api("/api/projects", { method: "POST", body: { name: PROJECT } });
  projectId = created.body.data.id;
  const context = await teamContext();
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: app.url });
  ({ page: ownerPage, pageErrors: ownerErrors } = await openPage({ as: owner, context }));
}, 90_000);

afterAll(stopJourney);

describe("members and invitations", { timeout: 90_000 }, () => {
  it("invites from the Members page, shows the link and says the e-mail only went to the server log", async () => {
    await ownerPage.getByRole("button", { name: "Settings" }).click();
    await ownerPage.getByRole("menuitem", { name: "Members" }).click();
    await ownerPage.waitForURL(`${app.url}/members`);
    await memberRow(ownerPage, owner.user.email).getByText("Owner").waitFor();
    await expect(ownerPage.getByTestId("no-invitations").textContent()).resolves.toContain("No pending invitations");

    await ownerPage.getByRole("button", { name: "Invite", exact: true }).click();
    inviteLink = await inviteFrom(ownerPage, invitee.user.email, "editor");
    expect(inviteLink).toMatch(new RegExp(`^${app.url}/invite/[\\w-]{43}$`));
    const dialog = ownerPage.getByRole("dialog", { name: "Invite Users" });
    await dialog
      .getByText(
        "No mail server is configured (SMTP_URL), so the invitation e-mail was not sent: it was printed in the server log.",
      )
      .waitFor();
    await dialog.getByText(`create an Askdata account with ${invitee.user.email}, or sign in`).waitFor();
    await screenshot(ownerPage, "60-members-invited");
    await dialog.getByRole("button", { name: "Done" }).click();
    await dialog.waitFor({ state: "detached" });

    // The pending invitation is listed, and its Copy link button copies the same link.
    const row = invitationRow(ownerPage, invitee.user.email);
    await row.getByText("Editor").waitFor();
    await row.getByRole("button", { name: "Copy link" }).click();
    await row.getByRole("button", { name: "Copied" }).waitFor();
    await expect(ownerPage.evaluate(() => navigator.clipboard.readText())).resolves.toBe(inviteLink);
    await screenshot(ownerPage, "61-members-pending");
  });

  it("lets the invitee sign in from the link in another browser and accept, landing in the project", async () => {
    const page = await (await newContext(browser)).newPage();
    const errors = trackPageErrors(page);
    await page.goto(inviteLink);
    await page.getByRole("heading", { name: `Join ${PROJECT}` }).waitFor();
    await page.getByText(`New to Askdata? Create an account with ${invitee.user.email} below`).waitFor();
    await screenshot(page, "62-invite-signed-out");
    await page.getByRole("tab", { name: "Sign in" }).click();
    await page.getByRole("tabpanel", { name: "Sign in" }).getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    const accept = page.getByRole("button", { name: "Accept invitation" });
    await accept.waitFor();
    await screenshot(page, "63-invite-accept");
    await accept.click();
    await page.getByRole("link", { name: `Switch project (current: ${PROJECT})` }).waitFor();
    await screenshot(page, "64-invite-accepted");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows the new member after a reload, and changes their role", async () => {
    await ownerPage.reload();
    // The select answers only once React has hydrated the page.
    await ownerPage.waitForLoadState("networkidle");
    const row = memberRow(ownerPage, invitee.user.email);
    await row.getByText("Ivy", { exact: true }).waitFor();
    await expect(ownerPage.getByTestId("invitation-row").count()).resolves.toBe(0);
    const role = ownerPage.getByLabel("Role of Ivy");
    await expect(role.inputValue()).resolves.toBe("editor");
    await role.selectOption("viewer");
    await ownerPage.getByText("Ivy is now viewer").waitFor();
    await ownerPage.reload();
    await expect(ownerPage.getByLabel("Role of Ivy").inputValue()).resolves.toBe("viewer");
    const members = (await owner.api(`/api/projects/${projectId}/members`)).body.data.members;
    expect(members.find((m: { user_id: string }) => m.user_id === invitee.user.id)?.role).toBe("viewer");
  });

  it("removes the member after a confirmation, and the project is gone for them", async () => {
    await memberRow(ownerPage, invitee.user.email).getByRole("button", { name: "Remove" }).click();
    const confirm = ownerPage.getByRole("dialog", { name: "Remove member" });
    await confirm.getByText(`Ivy (${invitee.user.email}) loses access to ${PROJECT} at once.`).waitFor();
    await screenshot(ownerPage, "65-members-remove-confirm");
    await confirm.getByRole("button", { name: "Remove" }).click();
    await ownerPage.getByText("Ivy was removed from the project").waitFor();
    await memberRow(ownerPage, invitee.user.email).waitFor({ state: "detached" });
    await ownerPage.reload();
    await ownerPage.waitForLoadState("networkidle");
    await memberRow(ownerPage, owner.user.email).waitFor();
    await expect(memberRow(ownerPage, invitee.user.email).count()).resolves.toBe(0);
    await screenshot(ownerPage, "66-members-removed");

    expect((await invitee.api(`/api/projects/${projectId}`)).status).toBe(404);
    // In the browser, with the team project still in the cookie, the workspace falls back to the personal project.
    const { page } = await openPage({ as: invitee, context: await teamContext() });
    await page.getByRole("link", { name: /Switch project \(current: / }).waitFor();
    await expect(page.getByRole("link", { name: `Switch project (current: ${PROJECT})` }).count()).resolves.toBe(0);
    await page.context().close();
  });

  it("revokes a pending invitation from the list, and its link then says it is no longer valid", async () => {
    const later = uniqueEmail("later");
    await ownerPage.getByRole("button", { name: "Settings" }).click();
    await ownerPage.getByRole("menuitem", { name: "Invite Users" }).click();
    // A refusal stays in the form, in words.
    const dialog = ownerPage.getByRole("dialog", { name: "Invite Users" });
    await dialog.getByLabel("Email").fill(owner.user.email);
    await dialog.getByRole("button", { name: "Invite", exact: true }).click();
    await dialog
      .getByRole("alert")
      .getByText("This person is already a member of the project; change their role instead")
      .waitFor();
    const link = await inviteFrom(ownerPage, later, "viewer");
    await dialog.getByRole("button", { name: "Done" }).click();
    const row = invitationRow(ownerPage, later);
    await row.waitFor();
    await expect((await app.fetch(new URL(link).pathname)).status).toBe(200);

    await row.getByRole("button", { name: "Revoke" }).click();
    await ownerPage.getByText(`The invitation for ${later} was revoked`).waitFor();
    await row.waitFor({ state: "detached" });
    const page = await (await newContext(browser)).newPage();
    const response = await page.goto(link);
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "Invitation not found" }).waitFor();
    await page.getByText("This invitation link is invalid or has expired.").waitFor();
    await screenshot(page, "67-invite-revoked");
    await page.context().close();
    expect(ownerErrors).toEqual([]);
  });

  it("revokes without JavaScript too: the list renders on the server and Revoke is a plain form", async () => {
    const email = uniqueEmail("nojs");
    const link = (
      await owner.api(`/api/projects/${projectId}/members`, { method: "POST", body: { email, role: "viewer" } })
    ).body.data.invitation.link;
    const context = await newContext(browser, {
      javaScriptEnabled: false,
      storageState: await ownerPage.context().storageState(),
    });
    const page = await context.newPage();
    await page.goto(`${app.url}/members`);
    await invitationRow(page, email).getByRole("button", { name: "Revoke" }).click();
    await page.getByText(`The invitation for ${email} was revoked; its link no longer works`).waitFor();
    await expect(invitationRow(page, email).count()).resolves.toBe(0);
    expect((await app.fetch(new URL(link).pathname)).status).toBe(404);
    await context.close();
  });

  it("tells an unverified account to verify (and resends the e-mail), and one signed in as someone else to sign out", async () => {
    const una = await signUp(app, "Una");
    const forUna = (
      await owner.api(`/api/projects/${projectId}/members`, {
        method: "POST",
        body: { email: una.user.email, role: "viewer" },
      })
    ).body.data.invitation.link;
    const forOther = (
      await owner.api(`/api/projects/${projectId}/members`, {
        method: "POST",
        body: { email: uniqueEmail("other"), role: "viewer" },
      })
    ).body.data.invitation.link;
    await sql("UPDATE users SET verification_sent_at = now() - interval '1 hour' WHERE id = $1", [una.user.id]);
    const page = await (await newContext(browser)).newPage();
    await page.goto(forUna);
    await page.getByRole("tab", { name: "Sign in" }).click();
    await page.getByRole("tabpanel", { name: "Sign in" }).getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByText(`Your address ${una.user.email} is not verified yet.`).waitFor();
    await expect(page.getByRole("button", { name: "Accept invitation" }).count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Send the verification e-mail again" }).click();
    await page.getByText(`We sent a new verification e-mail to ${una.user.email}.`).waitFor();
    await screenshot(page, "69-invite-unverified");

    await page.goto(forOther);
    await page.getByText(`You are signed in as ${una.user.email}, but this invitation is for`).waitFor();
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("tab", { name: "Create account" }).waitFor();
    await page.getByText("New to Askdata?").waitFor();
    await page.context().close();
  });

  it("refuses the page to an editor, and offers them no Members entry", async () => {
    const editor = await signUpOnboarded(app, "Edna");
    await markVerified(app, [editor.user.id]);
    await addMember(owner.api, projectId, { email: editor.user.email, api: editor.api }, "editor");
    const { page } = await openPage({ as: editor, context: await teamContext() });
    await page.getByRole("button", { name: "Settings" }).click();
    await page.getByRole("menuitem", { name: "Invite Users" }).waitFor();
    await expect(page.getByRole("menuitem", { name: "Members" }).count()).resolves.toBe(0);
    await page.keyboard.press("Escape");

    const response = await page.goto(`${app.url}/members`);
    expect(response?.status()).toBe(403);
    await page.getByText("Only owners and admins manage members").waitFor();
    await page.getByText(`Your role in ${PROJECT} is editor`).waitFor();
    await expect(page.getByTestId("member-row").count()).resolves.toBe(0);
    await expect(page.getByText(owner.user.email).count()).resolves.toBe(0);
    await screenshot(page, "68-members-refused");
    await page.context().close();
  });
});
