// /members — the selected project's members and pending invitations (issue 17), for owners and admins.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { MembersPage, MembersRefused, type MembersData } from "~/components/members/members-page";
import type { MemberActionData } from "~/lib/page-actions";
import { memberAction, loadMembers } from "./member-actions.server";

export const meta: MetaFunction = () => [{ title: "Members · Askdata" }];

export const loader = ({ request }: LoaderFunctionArgs) => loadMembers(request);

export const action = ({ request }: ActionFunctionArgs) => memberAction(request);

export default function MembersRoute() {
  const loaded = useLoaderData<typeof loader>() as unknown as MembersData | { state: "forbidden"; role: string | null; projectName: string } | { state: "none" };
  // Without JavaScript the forms post here and their answer comes back as the page's action data.
  const actionData = useActionData<typeof action>() as MemberActionData | undefined;
  if (loaded.state === "none") return null;
  if (loaded.state === "forbidden") return <MembersRefused role={loaded.role} projectName={loaded.projectName} />;
  return <MembersPage data={loaded} actionData={actionData ?? null} />;
}
