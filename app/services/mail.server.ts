// Outgoing mail over SMTP_URL; without it (development), the message is printed to the server log.
import nodemailer, { type Transporter } from "nodemailer";

let transport: Transporter | undefined;

/** An absolute link into the app for an e-mail (PUBLIC_URL, else this process's port). */
export function appLink(pathname: string): string {
  return `${process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`}${pathname}`;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export async function sendMail(mail: Mail): Promise<void> {
  const url = process.env.SMTP_URL;
  if (!url) {
    console.log(`[mail] To: ${mail.to} | ${mail.subject}\n${mail.text}`);
    return;
  }
  transport ??= nodemailer.createTransport(url);
  await transport.sendMail({ from: process.env.MAIL_FROM ?? "Askdata <no-reply@askdata.local>", ...mail });
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
