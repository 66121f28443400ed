// /connection — Connect Your Database (spec §2).
import { GeneralErrorBoundary } from "~/components/common/error-screen";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { CONNECT_TABS, ConnectPage, type ConnectTab } from "~/components/connection/connect-page";
import { DEFAULT_DIALECT } from "~/connectors/dialects";
import { getOptionalUser } from "~/utils/auth.server";
import { listSamples } from "~/services/samples.server";
import { connectionAction } from "./connection-actions.server";

export const meta: MetaFunction = () => [{ title: "Connect Your Database · Askdata" }];

export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await getOptionalUser(request))) return { samples: null, samplesError: false };
  try {
    return { samples: listSamples(), samplesError: false };
  } catch (error) {
    console.error("[connection] samples unavailable", error);
    return { samples: null, samplesError: true };
  }
}

export const action = ({ request }: ActionFunctionArgs) => connectionAction(request);

export default function ConnectionRoute() {
  const { samples, samplesError } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  const requested = params.get("tab");
  const tab: ConnectTab = CONNECT_TABS.some((entry) => entry.value === requested)
    ? (requested as ConnectTab)
    : DEFAULT_DIALECT;
  return <ConnectPage initialTab={tab} samples={samples} samplesError={samplesError} actionData={actionData ?? null} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
