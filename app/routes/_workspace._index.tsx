// / — the welcome view (spec §2); the connection view while the project has no connections.
import { GeneralErrorBoundary } from "~/components/common/error-screen";
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { WelcomeView } from "~/components/dashboard/welcome-view";
import { redirectWithoutConnections } from "~/utils/workspace.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await redirectWithoutConnections(request);
  return null;
}

// A loader redirect while a sign-in fetcher revalidates leaves that fetcher loading (React Router
// 6.30); after sign-in the view redirects on the client instead (WelcomeView).
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === "/signin" ? false : defaultShouldRevalidate;

export default function WelcomeRoute() {
  return <WelcomeView />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
