// The Connect Your Database page's actions (spec §2): test and connect a PostgreSQL/MySQL database,
// connect a sample, upload a CSV. Plain forms get a redirect or the form's state back; the enhanced
// page reads the same answers through a fetcher.
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { AppError, isAppError, userMessage } from "~/lib/errors";
import { CSV_UPLOAD_MAX_BYTES } from "~/lib/limits";
import { CONNECTION_COOKIE } from "~/lib/selection-cookies";
import { DEFAULT_DIALECT, dialectSchema, isDialect } from "~/connectors/dialects";
import { connectionNameSchema, credentialsSchema } from "~/lib/validation";
import { failedFieldErrors } from "~/lib/connection-messages";
import { validationError } from "~/utils/api.server";
import { testCredentials } from "~/services/connection-checks.server";
import { createConnection } from "~/services/connections.server";
import { requireProjectPermission } from "~/services/projects.server";
import { connectSample } from "~/services/samples.server";
import { requireCurrentProject, requirePageUser, selectionCookie } from "~/utils/workspace.server";
import { drainBody, readPageForm } from "~/utils/request-body.server";
import { multipartBody } from "~/utils/upload-body.server";
import type { ConnectionFormValues, ConnectionActionData } from "~/lib/page-actions";
import { CSV_FILE, WORKBOOK_FILE, uploadFile } from "./file-uploads.server";

const formSchema = z.object({ name: connectionNameSchema, type: dialectSchema, credentials: credentialsSchema });

function readValues(form: FormData, keepPassword: boolean): ConnectionFormValues {
  const text = (key: string) => String(form.get(key) ?? "");
  const type = text("type");
  return {
    type: isDialect(type) ? type : DEFAULT_DIALECT,
    name: text("name"),
    host: text("host"),
    port: text("port"),
    database: text("database"),
    username: text("username"),
    password: keepPassword ? text("password") : "",
    ssl: form.get("ssl") === "on" || form.get("ssl") === "true",
  };
}

function parseForm(values: ConnectionFormValues, password: string) {
  const parsed = formSchema.safeParse({
    name: values.name,
    type: values.type,
    credentials: {
      host: values.host,
      port: values.port,
      database: values.database,
      username: values.username,
      password,
      ssl: values.ssl,
    },
  });
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

function fieldErrorsOf(error: AppError): Record<string, string> | undefined {
  const fields = error.details?.fields as Record<string, string> | undefined;
  if (!fields) return undefined;
  return Object.fromEntries(
    // a workbook's refusal names its API field; the form has one file input, csvFile
    Object.entries(fields).map(([key, message]) => [
      key.replace(/^credentials\./, "").replace(/^xlsxFile$/, "csvFile"),
      message,
    ]),
  );
}

/** The selected project, with the permission to add connections to it. */
async function projectAccess(request: Request) {
  const user = await requirePageUser(request);
  const project = await requireCurrentProject(request, user.id);
  return { user, access: await requireProjectPermission(user.id, project.id, "create", "connection") };
}

function connected(connectionId: string) {
  // spec §2: the new connection becomes the active one and the view goes to welcome.
  return redirect("/", { headers: { "Set-Cookie": selectionCookie(CONNECTION_COOKIE, connectionId) } });
}

async function databaseAction(request: Request, form: FormData, intent: "test" | "connect") {
  const enhanced = form.get("enhanced") === "1";
  const values = readValues(form, !enhanced);
  try {
    const input = parseForm(values, String(form.get("password") ?? ""));
    if (intent === "test") {
      await requirePageUser(request);
      const test = await testCredentials(input.type, input.credentials);
      return data<ConnectionActionData>({
        intent,
        values,
        test,
        fieldErrors: test.isValid ? undefined : failedFieldErrors(test.failedField),
      });
    }
    const { user, access } = await projectAccess(request);
    const connection = await createConnection(access, user.id, {
      name: input.name,
      type: input.type,
      credentials: input.credentials,
    });
    return connected(connection.id);
  } catch (error) {
    if (error instanceof Response) throw error;
    if (!isAppError(error)) throw error;
    if (error.code === "CONNECTION_FAILED") {
      const fieldErrors = failedFieldErrors(error.details?.field as "host" | "credentials" | "database" | undefined);
      return data<ConnectionActionData>({ intent, values, fieldErrors, formError: error.message }, { status: 502 });
    }
    const fieldErrors = fieldErrorsOf(error);
    const formError = fieldErrors
      ? undefined
      : intent === "connect"
        ? `Failed to create connection: ${userMessage(error)}`
        : userMessage(error);
    return data<ConnectionActionData>({ intent, values, fieldErrors, formError }, { status: error.status });
  }
}

async function sampleAction(request: Request, sampleId: string) {
  try {
    const { user, access } = await projectAccess(request);
    const { connectionId } = await connectSample(access, user.id, sampleId);
    return connected(connectionId);
  } catch (error) {
    if (error instanceof Response) throw error;
    const reason = isAppError(error) ? error.message : "Unknown error";
    return data<ConnectionActionData>(
      { intent: "connectSample", sampleId, formError: `Failed to connect to sample database: ${reason}` },
      { status: isAppError(error) ? error.status : 500 },
    );
  }
}

/** A CSV or an Excel workbook posted by the plain form (the enhanced page uploads through the API with progress). */
async function csvAction(request: Request) {
  try {
    const { user, access } = await projectAccess(request);
    const source = multipartBody(request, { maxBytes: CSV_UPLOAD_MAX_BYTES, ...CSV_FILE });
    const { connectionId } = await uploadFile(user.id, source, {
      // one file input takes either, as the enhanced page's drop zone does (ADR 051)
      kinds: [CSV_FILE, WORKBOOK_FILE],
      access: async () => access,
      knowsProject: () => true,
      hasHeaders: (fields) => fields.hasHeaders === "on" || fields.hasHeaders === "true",
    });
    return connected(connectionId);
  } catch (error) {
    drainBody(request);
    if (error instanceof Response) throw error;
    const appError = isAppError(error) ? error : null;
    if (!appError) console.error("[connection] CSV upload failed", error);
    return data<ConnectionActionData>(
      {
        intent: "csv",
        fieldErrors: appError ? fieldErrorsOf(appError) : undefined,
        formError:
          appError && !appError.details?.fields ? userMessage(appError) : appError ? undefined : "Upload failed",
      },
      { status: appError?.status ?? 500 },
    );
  }
}

export async function connectionAction(request: Request) {
  if (request.headers.get("Content-Type")?.startsWith("multipart/form-data")) return csvAction(request);
  const form = await readPageForm(request);
  const intent = String(form.get("intent") ?? "");
  if (intent === "test" || intent === "connect") return databaseAction(request, form, intent);
  if (intent === "connectSample") return sampleAction(request, String(form.get("sampleId") ?? ""));
  throw new Response("Unknown form", { status: 400 });
}
