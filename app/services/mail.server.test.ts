import { afterEach, describe, expect, it, vi } from "vitest";
import { appLink, linkBase, mailDelivery, sendMail } from "./mail.server";

describe("linkBase", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("points e-mail links at PUBLIC_URL when it is set, whatever the request", () => {
    vi.stubEnv("PUBLIC_URL", "https://askdata.example.com/");
    expect(linkBase(new Request("http://127.0.0.1:3000/auth/signup"))).toBe("https://askdata.example.com");
    expect(appLink("/invite/t")).toBe("https://askdata.example.com/invite/t");
  });

  it("without it, keeps the address this machine was reached on, so the link lands signed in (issue 17)", () => {
    vi.stubEnv("PUBLIC_URL", "");
    vi.stubEnv("PORT", "3000");
    expect(linkBase(new Request("http://127.0.0.1:3000/auth/signup"))).toBe("http://127.0.0.1:3000");
    expect(linkBase(new Request("http://localhost:4000/auth/signup"))).toBe("http://localhost:4000");
    expect(linkBase(new Request("http://[::1]:3000/x"))).toBe("http://[::1]:3000");
  });

  it("never echoes another host into a link: a forged Host header cannot aim someone's mail elsewhere", () => {
    vi.stubEnv("PUBLIC_URL", "");
    vi.stubEnv("PORT", "3000");
    expect(linkBase(new Request("http://evil.example:3000/auth/signup"))).toBe("http://localhost:3000");
    expect(linkBase()).toBe("http://localhost:3000");
  });
});

describe("sendMail without SMTP_URL", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("prints the message, link included, to the server log and says so", async () => {
    vi.stubEnv("SMTP_URL", "");
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    expect(mailDelivery()).toBe("log");
    await expect(
      sendMail({ to: "ivy@example.com", subject: "Invited", text: "Open http://localhost:3000/invite/abc" }),
    ).resolves.toBe("log");
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining("To: ivy@example.com | Invited\nOpen http://localhost:3000/invite/abc"),
    );
  });

  it("says SMTP when a mail server is configured", () => {
    vi.stubEnv("SMTP_URL", "smtp://127.0.0.1:2525");
    expect(mailDelivery()).toBe("smtp");
  });
});
