// A loopback SMTP server (the real protocol, via smtp-server) that keeps every message it receives.
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** `port`: listen where an earlier fake listened (a mail server that comes back after an outage); any free one by default. */
export async function startFakeSmtp(
  port = 0,
): Promise<{ url: string; port: number; messages: ReceivedMail[]; stop: () => Promise<void> }> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const listening = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    port: listening,
    messages,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Quoted-printable soft line breaks and =3D escapes undone, so links can be read from the raw message. */
export function decodeMail(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
}
