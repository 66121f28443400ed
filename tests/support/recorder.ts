// API callers that keep every answer they receive, so a test can later search all of them for
// what must never leave the server (hashes, passwords, encrypted credentials).
import { randomBytes } from "node:crypto";
import type { TestApp } from "../../harness/app";
import { PASSWORD } from "../../harness/clients";

export interface RecordedAnswer {
  request: string;
  status: number;
  text: string;
}

export interface Answer<T = any> {
  status: number;
  /** The parsed JSON body, or the text when the answer is not JSON (CSV, HTML). */
  body: T;
  text: string;
  headers: Headers;
}

/** A request whose body may be a plain value (sent as JSON), a string or a FormData. */
export type ApiInit = Omit<RequestInit, "body"> & { body?: unknown };

export type Api = <T = any>(pathname: string, init?: ApiInit) => Promise<Answer<T>>;

export interface RecordedUser {
  user: { id: string; email: string; name: string };
  tokens: { accessToken: string; refreshToken: string };
  api: Api;
}

export interface Recorder {
  answers: RecordedAnswer[];
  /** A caller with this Bearer token, or signed out when the token is null. */
  as: (token: string | null) => Api;
  signUp: (name: string) => Promise<RecordedUser>;
}

export function createRecorder(app: TestApp): Recorder {
  const answers: RecordedAnswer[] = [];

  const as =
    (token: string | null): Api =>
    async (pathname, init = {}) => {
      const body =
        init.body === undefined || typeof init.body === "string" || init.body instanceof FormData
          ? init.body
          : JSON.stringify(init.body);
      const headers = new Headers(init.headers);
      if (typeof body === "string" && !headers.has("content-type")) headers.set("content-type", "application/json");
      if (token) headers.set("Authorization", `Bearer ${token}`);
      const response = await app.fetch(pathname, { ...init, body: body as BodyInit | undefined, headers });
      const text = await response.text();
      answers.push({ request: `${init.method ?? "GET"} ${pathname}`, status: response.status, text });
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: the caller sees the text
      }
      return { status: response.status, body: parsed as any, text, headers: response.headers };
    };

  const signUp = async (name: string): Promise<RecordedUser> => {
    const email = `${name.toLowerCase().replace(/\W/g, "")}-${randomBytes(4).toString("hex")}@example.com`;
    const { status, body } = await as(null)("/auth/signup", {
      method: "POST",
      body: { email, name, password: PASSWORD },
    });
    if (status !== 201) throw new Error(`signup failed: ${status} ${JSON.stringify(body)}`);
    return { user: body.data.user, tokens: body.data.tokens, api: as(body.data.tokens.accessToken) };
  };

  return { answers, as, signUp };
}

function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const FORBIDDEN_KEYS = new Set([
  "credentials_encrypted",
  "password_hash",
  "token_hash",
  "token_encrypted",
  "verification_token_hash",
]);

/** Keys that must never be answered, and any `password` that is not the mask. */
function secretKeys(value: unknown, at = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => secretKeys(item, `${at}[${index}]`));
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(FORBIDDEN_KEYS.has(key) ? [`has the key ${at}.${key}`] : []),
    ...(key === "password" && inner !== null && inner !== "********" ? [`answers ${at}.password unmasked`] : []),
    ...secretKeys(inner, `${at}.${key}`),
  ]);
}

/**
 * Every answer that contains one of the needles ([text, what it is]), holds a secret-bearing key
 * (credentials_encrypted, token_encrypted, *_hash) or a `password` other than the mask: one line per finding.
 */
export function scanAnswers(answers: RecordedAnswer[], needles: Array<[string, string]>): string[] {
  const findings: string[] = [];
  for (const answer of answers) {
    for (const [needle, what] of needles)
      if (answer.text.includes(needle)) findings.push(`${answer.request} → ${answer.status} contains ${what}`);
    for (const problem of secretKeys(parseOrNull(answer.text)))
      findings.push(`${answer.request} → ${answer.status} ${problem}`);
  }
  return findings;
}
