// /data/:id — "See your data": the data model of one connection (issue 17).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DataModelNotice, DataModelView } from "~/components/data-model/data-model-view";
import { isAppError, userMessage } from "~/lib/errors";
import { getOptionalUser } from "~/utils/auth.server";
import { requireConnection } from "~/services/connections.server";
import { getDataModel } from "~/services/data-model.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${(data && "model" in data && data.model?.connection.name) || "Data model"} · Askdata` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  if (!user) return { state: "signed-out" as const };
  try {
    const { connection } = await requireConnection(user.id, params.id!, "read");
    return { state: "ready" as const, model: await getDataModel(connection) };
  } catch (error) {
    if (isAppError(error) && error.code === "NOT_FOUND") return { state: "missing" as const };
    if (!isAppError(error)) console.error("[data-model] failed to load", error);
    return { state: "error" as const, message: isAppError(error) ? userMessage(error) : "An unexpected error occurred. Please try again." };
  }
}

export default function DataModelRoute() {
  const data = useLoaderData<typeof loader>();
  if (data.state === "signed-out") return null;
  if (data.state === "missing") return <DataModelNotice title="Connection Not Found" text="It may have been deleted, or it belongs to another project." />;
  if (data.state === "error") return <DataModelNotice title="Could Not Read the Data Model" text={data.message} />;
  return <DataModelView key={data.model.connection.id} model={data.model} />;
}
