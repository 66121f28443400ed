// /query — the 'Start a Conversation' placeholder of spec §2.
import { GeneralErrorBoundary } from "~/components/common/error-screen";
import type { MetaFunction } from "@remix-run/node";
import { QueryView } from "~/components/chat/query-view";

export const meta: MetaFunction = () => [{ title: "Query · Askdata" }];

export default function QueryRoute() {
  return <QueryView />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
