// The HTTP side of the error vocabulary: envelopes, status codes and the request id on failures.
import { randomUUID } from "node:crypto";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { ZodError, type ZodType } from "zod";
import { metadataUnavailable } from "~/jobs/retry-policy";
import { AppError, isAppError } from "~/lib/errors";
import { assertNotCrossSiteForm } from "./cross-site.server";
import { assertNoNul, drainBody, readJsonBody } from "./request-body.server";

/**
 * JSON with its length: the web server's compression skips a body under 1 KB only when it knows the length (issue 38:
 * gzip of the small answers to submissions and polls was ~7 % of the web's CPU per answer).
 */
function jsonResponse(value: unknown, init: ResponseInit = {}): Response {
  const body = JSON.stringify(value);
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json");
  headers.set("Content-Length", String(Buffer.byteLength(body)));
  return new Response(body, { ...init, headers });
}

export function ok<T>(data: T, init: ResponseInit = {}): Response {
  return jsonResponse({ success: true, data, error: null }, init);
}

export function fail(error: AppError, headers?: HeadersInit): Response {
  return jsonResponse({ success: false, data: null, error: error.toBody() }, { status: error.status, headers });
}

export function errorResponse(error: unknown, request?: Request): Response {
  if (error instanceof Response) return error;
  if (isAppError(error)) return fail(error);
  if (error instanceof ZodError) return fail(validationError(error));
  const unavailable = metadataUnavailable(error);
  if (unavailable) {
    // Our own database restarting or unreachable: the spec's DATABASE_ERROR, and the clients retry.
    console.error(
      `[api] ${request?.method ?? ""} ${request ? new URL(request.url).pathname : ""}: metadata database unavailable: ${(error as Error).message}`,
    );
    return fail(unavailable);
  }
  const requestId = randomUUID();
  // Never leak a stack or SQL to the client: the log carries it, the answer carries the id.
  console.error(`[api] ${requestId} ${request?.method ?? ""} ${request ? new URL(request.url).pathname : ""}`, error);
  return fail(new AppError("UNKNOWN_ERROR", "An unexpected error occurred. Please try again.", { requestId }));
}

export function validationError(error: ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join(".") || "body"] ??= issue.message;
  const first = error.issues[0];
  return new AppError("VALIDATION_ERROR", first?.message ?? "Invalid request", { fields });
}

type Args = LoaderFunctionArgs | ActionFunctionArgs;
type Handler = (args: Args) => Promise<Response>;

/** One resource route, several methods: unknown methods get 405 in the envelope. */
export function apiRoute(handlers: Partial<Record<"GET" | "POST" | "PUT" | "PATCH" | "DELETE", Handler>>) {
  const dispatch = async (args: Args) => {
    const handler = handlers[args.request.method as keyof typeof handlers];
    if (!handler) {
      return Response.json(
        {
          success: false,
          data: null,
          error: { code: "INVALID_REQUEST", message: `Method ${args.request.method} not allowed` },
        },
        { status: 405, headers: { Allow: Object.keys(handlers).join(", ") } },
      );
    }
    try {
      assertNotCrossSiteForm(args.request);
      return await handler(args);
    } catch (error) {
      drainBody(args.request); // a body left unread would stall the connection
      return errorResponse(error, args.request);
    }
  };
  return { loader: dispatch, action: dispatch };
}

/** Parses a JSON body (at most 1 MB, no NUL characters) with a zod schema; malformed JSON is an INVALID_REQUEST. */
export async function readJson<T>(request: Request, schema: ZodType<T>): Promise<T> {
  const parsed = schema.safeParse(await readJsonBody(request));
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

export function readQuery<T>(request: Request, schema: ZodType<T>): T {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  assertNoNul(query);
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
