// /data/:id — "See your data": the data model of one connection (issue 17).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Accordion } from "@mantine/core";
import { useLoaderData, useRevalidator } from "@remix-run/react";
import { CsvImportSummary } from "~/components/data-model/csv-import-summary";
import { WorkbookImportSummary, workbookOf } from "~/components/data-model/workbook-import-summary";
import { GeneralErrorBoundary } from "~/components/common/error-screen";
import { DataModelView } from "~/components/data-model/data-model-view";
import { getOptionalUser } from "~/utils/auth.server";
import type { ConnectionJson } from "~/lib/connections";
import { connectionJson, requireConnection } from "~/services/connections.server";
import { getDataModel } from "~/services/data-model.server";
import { asPageError } from "~/utils/page-errors.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${(data && "model" in data && data.model?.connection.name) || "Data model"} · Askdata` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  if (!user) return { state: "signed-out" as const }; // the layout shows the sign-in dialog, no page
  const { connection, access } = await requireConnection(user.id, params.id!, "read").catch(
    asPageError(CONNECTION_NOT_FOUND),
  );
  // A CSV's type editor, for those who may change it (ADR 050); a workbook's sheets as imported (ADR 051).
  const csv =
    connection.type === "csv" && (access.role === "owner" || access.role === "editor")
      ? connectionJson(connection, access.role)
      : null;
  return {
    state: "ready" as const,
    model: await getDataModel(connection).catch(asPageError(CONNECTION_NOT_FOUND)),
    csv,
  };
}

const CONNECTION_NOT_FOUND = {
  title: "Connection Not Found",
  message: "It may have been deleted, or it belongs to another project.",
};

export default function DataModelRoute() {
  const data = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  if (data.state === "signed-out") return null;
  return (
    <>
      <DataModelView key={data.model.connection.id} model={data.model} />
      {data.csv && workbookOf(data.csv) && (
        <Accordion variant="contained" mt="md" maw={1200}>
          <Accordion.Item value="sheets">
            <Accordion.Control>Sheets and column types</Accordion.Control>
            <Accordion.Panel>
              <WorkbookImportSummary key={data.csv.id} connection={data.csv as unknown as ConnectionJson} />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      )}
      {data.csv && !workbookOf(data.csv) && (
        <Accordion variant="contained" mt="md" maw={1200}>
          <Accordion.Item value="columns">
            <Accordion.Control>Column types and values</Accordion.Control>
            <Accordion.Panel>
              <CsvImportSummary
                key={data.csv.id}
                connection={data.csv as unknown as ConnectionJson}
                onReimported={() => revalidator.revalidate()}
              />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary failedTitle="Could Not Read the Data Model" />;
}
