// The Definitions page of a connection (issue 18, ADR 030): its loader and its forms — add, edit, delete, accept a
// suggestion. Plain posts with an intent, so every form works without JavaScript; errors come back per field.
import { data, redirect } from "@remix-run/node";
import type { CatalogChoice, DefinitionActionData, DefinitionIntent, DefinitionsData } from "~/lib/definition-forms";
import { definitionInput, type DefinitionInput } from "~/lib/definitions";
import { AppError, isAppError, userMessage } from "~/lib/errors";
import { can } from "~/lib/permissions";
import { validationError } from "~/utils/api.server";
import { getOptionalUser } from "~/utils/auth.server";
import { getConnectionCatalog } from "~/services/connection-catalogs.server";
import { requireConnection } from "~/services/connections.server";
import {
  createDefinition,
  deleteDefinition,
  listDefinitions,
  suggestedDefinitions,
  updateDefinition,
} from "~/services/definitions.server";
import { readPageForm } from "~/utils/request-body.server";
import { requirePageUser } from "~/utils/workspace.server";
import { asPageError } from "~/utils/page-errors.server";

const CONNECTION_NOT_FOUND = {
  title: "Connection Not Found",
  message: "It may have been deleted, or it belongs to another project.",
};

export async function loadDefinitions(
  request: Request,
  connectionId: string,
): Promise<DefinitionsData | { state: "signed-out" }> {
  const user = await getOptionalUser(request);
  if (!user) return { state: "signed-out" as const };
  const { connection, access } = await requireConnection(user.id, connectionId, "read").catch(
    asPageError(CONNECTION_NOT_FOUND),
  );
  const [definitions, catalog] = await Promise.all([
    listDefinitions(connection),
    getConnectionCatalog(connection).then(choices, errorText),
  ]);
  // The engine's suggestions need the database; the stored definitions do not.
  const suggested: DefinitionInput[] =
    typeof catalog === "string" ? [] : await suggestedDefinitions(connection).catch(() => []);
  return {
    state: "ready" as const,
    connection: { id: connection.id, name: connection.name, type: connection.type },
    canEdit: can(access.role, "edit", "connection"),
    definitions,
    suggested,
    tables: typeof catalog === "string" ? [] : catalog,
    catalogError: typeof catalog === "string" ? catalog : null,
    saved: new URL(request.url).searchParams.get("saved"),
  };
}

function choices(catalog: Awaited<ReturnType<typeof getConnectionCatalog>>): CatalogChoice[] {
  return catalog.tables
    .filter((t) => !t.aliasOf)
    .map((t) => ({
      name: t.name,
      columns: t.columns.filter((c) => c.name !== "__row").map((c) => ({ name: c.name, kind: c.kind })),
    }));
}

function errorText(error: unknown): string {
  return isAppError(error) ? userMessage(error) : "The database could not be read.";
}

/** The form's fields as the contract's input: synonyms comma-separated, the hidden box checked or not. */
function inputFrom(form: FormData): unknown {
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" && value.trim() !== "" ? value : undefined;
  };
  return {
    kind: text("kind"),
    name: text("name") ?? "",
    synonyms: (text("synonyms") ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    description: text("description"),
    table: text("table"),
    column: text("column"),
    sql: text("sql"),
    time_column: text("time_column"),
    hidden: form.get("hidden") === "on",
    format: text("format"),
    ref_table: text("ref_table"),
    ref_column: text("ref_column"),
  };
}

/** An accepted suggestion travels as the JSON the page was given. */
function suggestionFrom(form: FormData): unknown {
  try {
    return JSON.parse(String(form.get("definition") ?? ""));
  } catch {
    throw new AppError("INVALID_REQUEST", "The suggestion could not be read. Reload the page and try again.");
  }
}

function parseInput(form: FormData): DefinitionInput {
  const raw = form.get("intent") === "accept" ? suggestionFrom(form) : inputFrom(form);
  const parsed = definitionInput.safeParse(raw);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

const DONE: Record<DefinitionIntent, string> = {
  create: "saved",
  update: "saved",
  delete: "deleted",
  accept: "accepted",
};

export async function definitionAction(request: Request, connectionId: string) {
  const form = await readPageForm(request);
  const intent = String(form.get("intent") ?? "") as DefinitionIntent;
  const target = String(form.get("id") ?? form.get("key") ?? "") || undefined;
  try {
    const user = await requirePageUser(request);
    if (!Object.hasOwn(DONE, intent)) throw new AppError("INVALID_REQUEST", "Unknown action");
    const { connection } = await requireConnection(user.id, connectionId, "edit");
    let name = String(form.get("label") ?? "");
    if (intent === "delete") await deleteDefinition(connection, String(form.get("id")));
    else {
      const input = parseInput(form);
      name = input.name;
      if (intent === "update") await updateDefinition(connection, String(form.get("id")), input);
      else await createDefinition(connection, user.id, input);
    }
    return redirect(`/data/${connectionId}/definitions?saved=${encodeURIComponent(`“${name}” ${DONE[intent]}`)}`);
  } catch (error) {
    if (!isAppError(error)) throw error;
    const fieldErrors = fieldsOf(error);
    const values = Object.fromEntries([...form].filter(([, v]) => typeof v === "string")) as Record<string, string>;
    return data<DefinitionActionData>(
      { intent, target, fieldErrors, formError: fieldErrors ? undefined : userMessage(error), values },
      { status: error.status },
    );
  }
}

/** Field errors keyed by the form's names (`synonyms.2` is the synonyms box). */
function fieldsOf(error: AppError): Record<string, string> | undefined {
  const fields = error.details?.fields as Record<string, string> | undefined;
  if (!fields) return undefined;
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) out[key.split(".")[0]] ??= message;
  return out;
}
