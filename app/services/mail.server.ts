// Outgoing mail over SMTP_URL; without it (development), the message is printed to the server log.
import type { Transporter } from "nodemailer";

let transport: Transporter | undefined;

/** An absolute link into the app for an e-mail, on `base` (see linkBase). */
export function appLink(pathname: string, base = linkBase()): string {
  return `${base}${pathname}`;
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Where links in e-mails point: PUBLIC_URL; without it, the address the request came in on when that is this
 * machine (someone on http://127.0.0.1:3000 who got a localhost link landed signed out: cookies are per host), else
 * localhost. Another Host header is never echoed into a link (that would let a request aim a victim's mail elsewhere).
 */
export function linkBase(request?: Request): string {
  const configured = process.env.PUBLIC_URL?.replace(/\/$/, "");
  if (configured) return configured;
  const url = request ? new URL(request.url) : undefined;
  if (url && LOOPBACK.test(url.hostname)) return url.origin;
  return `http://localhost:${process.env.PORT ?? 3000}`;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** How mail leaves this server: over SMTP when SMTP_URL is set, else printed to the log. */
export type MailDelivery = "smtp" | "log";

export const mailDelivery = (): MailDelivery => (process.env.SMTP_URL ? "smtp" : "log");

export async function sendMail(mail: Mail): Promise<MailDelivery> {
  const url = process.env.SMTP_URL;
  if (!url) {
    console.log(`[mail] To: ${mail.to} | ${mail.subject}\n${mail.text}`);
    return "log";
  }
  // nodemailer (~40 modules) loads with the first mail sent over SMTP, not in every process at start
  transport ??= (await import("nodemailer")).default.createTransport(url);
  await transport.sendMail({ from: process.env.MAIL_FROM ?? "Askdata <no-reply@askdata.local>", ...mail });
  return "smtp";
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
