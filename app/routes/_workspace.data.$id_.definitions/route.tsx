// /data/:id/definitions — what a team says once about a connection's data (issue 18, ADR 030): metrics, segments,
// terms, table and column names, relationships; add, edit, delete, and accept what the engine suggests.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/common/error-screen";
import { DefinitionsPage } from "~/components/definitions/definitions-page";
import type { DefinitionActionData, DefinitionsData } from "~/lib/definition-forms";
import { definitionAction, loadDefinitions } from "./definition-actions.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: `Definitions${data && "connection" in data ? ` · ${(data as DefinitionsData).connection.name}` : ""} · Askdata`,
  },
];

export const loader = ({ request, params }: LoaderFunctionArgs) => loadDefinitions(request, params.id!);

export const action = ({ request, params }: ActionFunctionArgs) => definitionAction(request, params.id!);

export default function DefinitionsRoute() {
  const loaded = useLoaderData<typeof loader>() as unknown as DefinitionsData | { state: "signed-out" };
  const actionData = useActionData<typeof action>() as DefinitionActionData | undefined;
  if (loaded.state === "signed-out") return null;
  return <DefinitionsPage data={loaded} actionData={actionData ?? null} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary failedTitle="Could Not Read the Definitions" />;
}
