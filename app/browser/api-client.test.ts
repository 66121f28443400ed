import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, request, retryDelayMs } from "./api-client";
import { ApiError, TIMEOUT_MESSAGE, errorMessage, isRetryable, readEnvelope } from "./api-errors";

const envelope = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const failure = (status: number, code: string, message = "nope") =>
  envelope(status, { success: false, data: null, error: { code, message } });

async function failureOf(work: Promise<unknown>): Promise<ApiError> {
  try {
    await work;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error("expected a failure");
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("retry decision", () => {
  it.each([
    ["INVALID_REQUEST", false],
    ["VALIDATION_ERROR", false],
    ["AUTHENTICATION_ERROR", false],
    ["AUTHORIZATION_ERROR", false],
    ["NOT_FOUND", false],
    ["DATABASE_ERROR", true],
    ["NETWORK_ERROR", true],
    ["TIMEOUT_ERROR", true],
    ["CONNECTION_FAILED", true],
  ])("%s is retried: %s", (code, retried) => {
    expect(isRetryable(new ApiError(code, "x"))).toBe(retried);
  });

  it("waits 1 s times the attempt number", () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([1000, 2000, 3000]);
  });
});

describe("request", () => {
  // The page's address, against which the client resolves its paths as a browser does.
  beforeEach(() => vi.stubGlobal("location", new URL("http://askdata.test/chat")));

  it("unwraps the envelope's data", async () => {
    const fetchMock = vi.fn(async (_request: Request) =>
      envelope(200, { success: true, data: { id: 7 }, error: null }),
    );
    vi.stubGlobal("fetch", fetchMock);
    await expect(request("/projects")).resolves.toEqual({ id: 7 });
    const sent = fetchMock.mock.calls[0][0];
    expect([sent.url, sent.credentials, sent.method]).toEqual(["http://askdata.test/api/projects", "include", "GET"]);
  });

  it("gives up after three attempts, pausing 1 s then 2 s", async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => failure(500, "DATABASE_ERROR"));
    vi.stubGlobal("fetch", fetchMock);
    const outcome = failureOf(request("/projects"));
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    const error = await outcome;
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.userMessage).toBe("Database error occurred. Please try again or contact support.");
  });

  it("does not retry a validation error and keeps its field messages", async () => {
    const fetchMock = vi.fn(async () =>
      envelope(400, {
        success: false,
        data: null,
        error: {
          code: "VALIDATION_ERROR",
          message: "Host is required",
          details: { fields: { host: "Host is required" } },
        },
      }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const error = await failureOf(request("/connections", { method: "POST", body: {} }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(error.fields).toEqual({ host: "Host is required" });
    expect(errorMessage(error)).toBe("Host is required");
  });

  it("aborts a call that outlives its timeout with the spec's text", async () => {
    vi.stubGlobal(
      "fetch",
      (sent: Request) =>
        new Promise((_, reject) => sent.signal.addEventListener("abort", () => reject(new Error("aborted")))),
    );
    const error = await failureOf(request("/connections/test", { timeoutMs: 20, retry: false }));
    expect(error.message).toBe(TIMEOUT_MESSAGE);
    expect(error.userMessage).toBe(TIMEOUT_MESSAGE);
  });
});

describe("request against a loopback server", () => {
  type Handler = (request: IncomingMessage, response: ServerResponse, hit: number) => void;
  const hits: IncomingMessage[] = [];
  let close: () => void = () => undefined;

  /** Serves `handler` on 127.0.0.1 and makes it the page's origin; `hit` counts from 1. */
  async function serve(handler: Handler): Promise<void> {
    const server = createServer((request, response) => handler(request, response, hits.push(request)));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    close = () => server.close();
    vi.stubGlobal("location", new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`));
  }

  const answer = (response: ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
  const unavailable = (response: ServerResponse) =>
    answer(response, 503, { success: false, data: null, error: { code: "DATABASE_ERROR", message: "down" } });

  afterEach(() => {
    close();
    hits.length = 0;
  });

  it("retries a GET answered 503 and reads the envelope of the next answer", async () => {
    await serve((_, response, hit) =>
      hit === 1 ? unavailable(response) : answer(response, 200, { success: true, data: ["p1"], error: null }),
    );
    await expect(api.get("/projects")).resolves.toEqual(["p1"]);
    expect(hits.map((hit) => [hit.method, hit.url])).toEqual([
      ["GET", "/api/projects"],
      ["GET", "/api/projects"],
    ]);
  });

  it("retries a POST answered 503 (spec §7), and not one that opts out", async () => {
    await serve((_, response) => unavailable(response));
    const error = await failureOf(api.post("/query/translate-and-visualize", { query: "x" }));
    expect(hits).toHaveLength(3);
    expect([error.code, error.status]).toEqual(["DATABASE_ERROR", 503]);
    hits.length = 0;
    await failureOf(api.post("/connections", { name: "x" }, { retry: false }));
    expect(hits).toHaveLength(1);
  });

  it("gives up on an answer that outlives the call's timeout, with the spec's text", async () => {
    await serve(() => undefined);
    const error = await failureOf(api.get("/connections/c1/test", { timeoutMs: 100, retry: false }));
    expect([error.code, error.userMessage]).toEqual(["TIMEOUT_ERROR", TIMEOUT_MESSAGE]);
  });

  it("maps an error envelope to its code, status and field messages, and an answer without one to HTTP status and text", async () => {
    await serve((request, response) =>
      request.url === "/api/connections"
        ? answer(response, 400, {
            success: false,
            data: null,
            error: {
              code: "VALIDATION_ERROR",
              message: "Host is required",
              details: { fields: { host: "Host is required" } },
            },
          })
        : response.writeHead(404, "Not Found", { "Content-Type": "text/html" }).end("<h1>nope</h1>"),
    );
    const invalid = await failureOf(api.post("/connections", {}));
    expect([invalid.code, invalid.status, invalid.fields, errorMessage(invalid)]).toEqual([
      "VALIDATION_ERROR",
      400,
      { host: "Host is required" },
      "Host is required",
    ]);
    const bare = await failureOf(api.get("/nowhere", { retry: false }));
    expect([bare.code, bare.message, bare.status]).toEqual(["NETWORK_ERROR", "HTTP 404: Not Found", 404]);
  });

  it("refreshes the token after a 401 and sends the call again with the new one", async () => {
    const stored = new Map([
      ["accessToken", "old"],
      ["refreshToken", "r1"],
    ]);
    vi.stubGlobal("window", {
      localStorage: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => stored.set(key, value),
      },
    });
    await serve((request, response) => {
      if (request.url === "/auth/refresh")
        return answer(response, 200, {
          success: true,
          data: { tokens: { accessToken: "new", refreshToken: "r2" } },
          error: null,
        });
      if (request.headers.authorization !== "Bearer new")
        return answer(response, 401, {
          success: false,
          data: null,
          error: { code: "AUTHENTICATION_ERROR", message: "expired" },
        });
      answer(response, 200, { success: true, data: "fresh", error: null });
    });
    await expect(api.get("/projects")).resolves.toBe("fresh");
    expect(hits.map((hit) => [hit.url, hit.headers.authorization])).toEqual([
      ["/api/projects", "Bearer old"],
      ["/auth/refresh", "Bearer old"],
      ["/api/projects", "Bearer new"],
    ]);
    expect(stored.get("refreshToken")).toBe("r2");
  });
});

describe("readEnvelope", () => {
  it("reports a failure without a body as HTTP status and text with NETWORK_ERROR", async () => {
    const error = await failureOf(
      readEnvelope(new Response("<html>oops</html>", { status: 502, statusText: "Bad Gateway" })),
    );
    expect(error.code).toBe("NETWORK_ERROR");
    expect(error.message).toBe("HTTP 502: Bad Gateway");
  });

  it("maps the catalogue codes of spec §8 to their user messages", async () => {
    const error = await failureOf(
      readEnvelope(failure(400, "QUERY_EXECUTION_ERROR", 'syntax error at or near "SELEC"')),
    );
    expect(error.userMessage).toBe(
      "There was an error running your query. Please check the SQL syntax or try a different query.",
    );
    const untold = await failureOf(readEnvelope(failure(422, "TRANSLATION_ERROR", "")));
    expect(untold.userMessage).toBe("I couldn't understand your question. Try rephrasing it or being more specific.");
  });

  it("shows the engine's own words on a question, and a failure the server worded plainly, as sent (issue 16)", async () => {
    const empty = await failureOf(readEnvelope(failure(422, "TRANSLATION_ERROR", "This connection has no tables yet")));
    expect(empty.userMessage).toBe("This connection has no tables yet");
    const plain = {
      success: false,
      data: null,
      error: {
        code: "QUERY_EXECUTION_ERROR",
        message: "I couldn't answer “x” from this data.",
        details: { plain: true },
      },
    };
    expect((await failureOf(readEnvelope(envelope(400, plain)))).userMessage).toBe(
      "I couldn't answer “x” from this data.",
    );
  });
});
