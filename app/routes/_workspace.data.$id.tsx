// /data/:id — "See your data": the data model of one connection (issue 17).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/common/error-screen";
import { DataModelView } from "~/components/data-model/data-model-view";
import { getOptionalUser } from "~/utils/auth.server";
import { requireConnection } from "~/services/connections.server";
import { getDataModel } from "~/services/data-model.server";
import { asPageError } from "~/utils/page-errors.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${(data && "model" in data && data.model?.connection.name) || "Data model"} · Askdata` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  if (!user) return { state: "signed-out" as const }; // the layout shows the sign-in dialog, no page
  const { connection } = await requireConnection(user.id, params.id!, "read").catch(asPageError(CONNECTION_NOT_FOUND));
  return { state: "ready" as const, model: await getDataModel(connection).catch(asPageError(CONNECTION_NOT_FOUND)) };
}

const CONNECTION_NOT_FOUND = { title: "Connection Not Found", message: "It may have been deleted, or it belongs to another project." };

export default function DataModelRoute() {
  const data = useLoaderData<typeof loader>();
  if (data.state === "signed-out") return null;
  return <DataModelView key={data.model.connection.id} model={data.model} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary failedTitle="Could Not Read the Data Model" />;
}
