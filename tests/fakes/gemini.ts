// A loopback stand-in for the Gemini API's generateContent, driven by the real @google/genai SDK in tests.
import http from "node:http";

export interface GeminiRequestBody {
  contents: { role?: string; parts: { text?: string }[] }[];
  systemInstruction?: { parts: { text?: string }[] };
  generationConfig?: Record<string, unknown>;
}

export interface CapturedGeminiRequest {
  method: string;
  path: string;
  model: string | null;
  headers: http.IncomingHttpHeaders;
  body: GeminiRequestBody;
}

/** A string is the model's text; `{ status }` is an HTTP error in Google's shape; `{ json }` is a raw 200 body. */
export type FakeReply = string | { status: number; message?: string } | { json: unknown };
export type GeminiResponder = (
  body: GeminiRequestBody,
  request: CapturedGeminiRequest,
) => FakeReply | Promise<FakeReply>;

const STATUS_NAMES: Record<number, string> = {
  400: "INVALID_ARGUMENT",
  401: "UNAUTHENTICATED",
  403: "PERMISSION_DENIED",
  404: "NOT_FOUND",
  429: "RESOURCE_EXHAUSTED",
  500: "INTERNAL",
  503: "UNAVAILABLE",
};

// SDK 3.x calls /v1/ (2.x called /v1beta/): anything else is a 404, so an SDK upgrade that moves it shows up in tests
const GENERATE_PATH = /^\/v1\/models\/([^/:]+):generateContent$/;

export async function startFakeGemini(options: { apiKey?: string; responder?: GeminiResponder } = {}) {
  let responder: GeminiResponder = options.responder ?? (() => "{}");
  const requests: CapturedGeminiRequest[] = [];
  const server = http.createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const path = new URL(req.url!, "http://127.0.0.1").pathname;
    const model = GENERATE_PATH.exec(path)?.[1] ?? null;
    const captured = {
      method: req.method!,
      path,
      model,
      headers: req.headers,
      body: (raw ? JSON.parse(raw) : {}) as GeminiRequestBody,
    };
    requests.push(captured);
    if (req.method !== "POST" || !model) return send(res, { status: 404, message: `Method not found: ${path}` });
    if (options.apiKey && req.headers["x-goog-api-key"] !== options.apiKey) {
      // what Google answers for a wrong key: 400, not 401
      return send(res, { status: 400, message: "API key not valid. Please pass a valid API key." });
    }
    send(res, await responder(captured.body, captured));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respond(fn: GeminiResponder) {
      responder = fn;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(res: http.ServerResponse, reply: FakeReply) {
  if (res.destroyed) return;
  const json = (status: number, body: unknown) =>
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  if (typeof reply === "string")
    return json(200, { candidates: [{ content: { role: "model", parts: [{ text: reply }] }, finishReason: "STOP" }] });
  if ("json" in reply) return json(200, reply.json);
  json(reply.status, {
    error: {
      code: reply.status,
      message: reply.message ?? "fake error",
      status: STATUS_NAMES[reply.status] ?? "UNKNOWN",
    },
  });
}

/** The system instruction and the user text the SDK sent. */
export function geminiPrompt(body: GeminiRequestBody): { system: string; user: string } {
  const text = (parts: { text?: string }[] = []) => parts.map((part) => part.text ?? "").join("");
  return {
    system: text(body.systemInstruction?.parts),
    user: body.contents.map((content) => text(content.parts)).join("\n"),
  };
}
