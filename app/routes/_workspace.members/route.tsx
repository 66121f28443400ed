// /members — the selected project's members and pending invitations (issue 17), for owners and admins.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/common/error-screen";
import { MembersPage, type MembersData } from "~/components/members/members-page";
import type { MemberActionData } from "~/lib/page-actions";
import { memberAction, loadMembers } from "./member-actions.server";

export const meta: MetaFunction = () => [{ title: "Members · Askdata" }];

export const loader = ({ request }: LoaderFunctionArgs) => loadMembers(request);

export const action = ({ request }: ActionFunctionArgs) => memberAction(request);

export default function MembersRoute() {
  const loaded = useLoaderData<typeof loader>() as unknown as MembersData | { state: "none" };
  // Without JavaScript the forms post here and their answer comes back as the page's action data.
  const actionData = useActionData<typeof action>() as MemberActionData | undefined;
  if (loaded.state === "none") return null;
  return <MembersPage data={loaded} actionData={actionData ?? null} />;
}

// Editors and viewers get the 403 page (its words from member-actions.server.ts).
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
