// /projects — the Switch Project modal as a route, so switching and creating work without JavaScript.
import { GeneralErrorBoundary } from "~/components/common/error-screen";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLocation, useNavigate, useRouteLoaderData } from "@remix-run/react";
import { SwitchProjectModal } from "~/components/projects/switch-project-modal";
import type { loader as workspaceLoader } from "../_workspace/route";
import { projectAction } from "./project-actions.server";

export const meta: MetaFunction = () => [{ title: "Switch Project · Askdata" }];

export const action = ({ request }: ActionFunctionArgs) => projectAction(request);

export default function ProjectsRoute() {
  const data = useRouteLoaderData<typeof workspaceLoader>("routes/_workspace");
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const navigate = useNavigate();
  const from = (location.state as { from?: string } | null)?.from ?? "/";
  if (!data?.workspace?.project) return null;
  return (
    <SwitchProjectModal
      projects={data.workspace.projects}
      currentProjectId={data.workspace.project.id}
      role={data.workspace.role}
      returnTo={from}
      actionData={actionData ?? null}
      onClose={() => navigate(from)}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
