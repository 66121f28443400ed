// A loopback OpenAI-compatible Chat Completions endpoint, driven by the real openai SDK in tests.
import http from "node:http";

export interface ChatRequestBody {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string };
  temperature?: number;
  [key: string]: unknown;
}

export interface CapturedChatRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: ChatRequestBody;
}

/** A string is the assistant's content; `{ status }` is an HTTP error in OpenAI's shape; `{ json }` is a raw 200 body. */
export type FakeReply = string | { status: number; message?: string } | { json: unknown };
export type ChatResponder = (body: ChatRequestBody, request: CapturedChatRequest) => FakeReply | Promise<FakeReply>;

const ERROR_TYPES: Record<number, string> = {
  400: "invalid_request_error",
  401: "invalid_request_error",
  404: "invalid_request_error",
  429: "insufficient_quota",
  500: "server_error",
};

export async function startFakeOpenAi(options: { apiKey?: string; responder?: ChatResponder } = {}) {
  let responder: ChatResponder = options.responder ?? (() => "{}");
  const requests: CapturedChatRequest[] = [];
  let completions = 0;
  const server = http.createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const path = new URL(req.url!, "http://127.0.0.1").pathname;
    const captured = {
      method: req.method!,
      path,
      headers: req.headers,
      body: (raw ? JSON.parse(raw) : {}) as ChatRequestBody,
    };
    requests.push(captured);
    if (req.method !== "POST" || path !== "/v1/chat/completions")
      return send(res, { status: 404, message: `Unknown path ${path}` });
    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      return send(res, { status: 401, message: "Incorrect API key provided." });
    }
    const reply = await responder(captured.body, captured);
    send(res, typeof reply === "string" ? { json: completion(++completions, captured.body.model, reply) } : reply);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    /** The base URL the SDK expects (with /v1), as in OPENAI_BASE_URL. */
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    respond(fn: ChatResponder) {
      responder = fn;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function completion(id: number, model: string, content: string) {
  return {
    id: `chatcmpl-fake-${id}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      { index: 0, message: { role: "assistant", content, refusal: null }, logprobs: null, finish_reason: "stop" },
    ],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  };
}

function send(res: http.ServerResponse, reply: Exclude<FakeReply, string>) {
  if (res.destroyed) return;
  const status = "json" in reply ? 200 : reply.status;
  const body =
    "json" in reply
      ? reply.json
      : {
          error: {
            message: reply.message ?? "fake error",
            type: ERROR_TYPES[reply.status] ?? "api_error",
            param: null,
            code: null,
          },
        };
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

/** The system and user messages the SDK sent. */
export function chatPrompt(body: ChatRequestBody): { system: string; user: string } {
  const join = (role: string) =>
    body.messages
      .filter((message) => message.role === role)
      .map((message) => message.content)
      .join("\n");
  return { system: join("system"), user: join("user") };
}
