// The Members page (issue 17): who is in the project with which role, and the invitations still open,
// with their links to copy. Owners and admins only; the owner's row has no controls (ADR 013).
import { Alert, Badge, Button, Group, NativeSelect, Stack, Table, Text, Title } from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { canAssignRole, type Role } from "~/lib/permissions";
import type { MemberActionData } from "~/lib/page-actions";
import { ConfirmModal } from "../common/confirm-modal";
import { formatDate } from "~/lib/format";
import { PlusIcon } from "../common/icons";
import { useWorkspace } from "../workspace/workspace-context";
import { InvitationLink, roleLabel } from "./invite-form";

interface Member {
  user_id: string;
  email: string;
  name: string | null;
  role: string;
  created_at: string;
}

interface Invitation {
  id: string;
  email: string;
  role: string;
  status: "pending" | "expired";
  created_at: string | Date;
  expires_at: string | Date;
  link?: string;
}

export interface MembersData {
  state: "ready";
  userId: string;
  role: Role;
  members: Member[];
  invitations: Invitation[];
  delivery: "smtp" | "log";
}

type Submit = (fields: Record<string, string>) => void;
type FetcherForm = ReturnType<typeof useFetcher>["Form"];

export function MembersPage({ data, actionData }: { data: MembersData; actionData: MemberActionData | null }) {
  const { project, notify, openInvite } = useWorkspace();
  const fetcher = useFetcher<MemberActionData>();
  const submit: Submit = (fields) =>
    fetcher.submit({ ...fields, projectId: project.id }, { method: "post", action: "/members" });

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.done) notify(fetcher.data.done, "green");
    if (fetcher.data.formError) notify(fetcher.data.formError, "red");
  }, [fetcher.state, fetcher.data, notify]);

  return (
    <Stack maw={1040} gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>Members</Title>
          <Text c="dimmed">Who can open {project.name}, and the invitations not yet accepted.</Text>
        </div>
        <Button leftSection={<PlusIcon size={16} />} onClick={openInvite}>
          Invite
        </Button>
      </Group>
      {actionData && (actionData.done || actionData.formError) && (
        <Alert color={actionData.formError ? "red" : "green"} role="status">
          {actionData.formError ?? actionData.done}
        </Alert>
      )}
      <MembersTable data={data} submit={submit} pending={fetcher.formData} />
      <InvitationsTable invitations={data.invitations} delivery={data.delivery} form={fetcher.Form} />
    </Stack>
  );
}

/** The role being saved for a member, shown at once rather than snapping back until the reload. */
function pendingRole(pending: FormData | undefined, userId: string): string | null {
  return pending?.get("intent") === "role" && pending.get("userId") === userId ? String(pending.get("role")) : null;
}

function MembersTable({ data, submit, pending }: { data: MembersData; submit: Submit; pending: FormData | undefined }) {
  const { project } = useWorkspace();
  const [removing, setRemoving] = useState<Member | null>(null);
  const label = (member: Member) => member.name || member.email;
  return (
    <section aria-labelledby="members-heading">
      <Title order={4} id="members-heading" mb="xs">
        {data.members.length === 1 ? "1 member" : `${data.members.length} members`}
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" striped="even" aria-label="Members">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>E-mail</Table.Th>
              <Table.Th w={170}>Role</Table.Th>
              <Table.Th>Joined</Table.Th>
              <Table.Th w={110} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.members.map((member) => {
              const you = member.user_id === data.userId;
              // Nobody changes the owner, and the page does not let you demote or remove yourself.
              const editable = !you && member.role !== "owner" && canAssignRole(data.role, member.role as Role);
              return (
                <Table.Tr key={member.user_id} data-testid="member-row" data-email={member.email}>
                  <Table.Td>
                    <Text fw={500}>
                      {member.name || "—"}{" "}
                      {you && (
                        <Text span c="dimmed" size="sm">
                          (you)
                        </Text>
                      )}
                    </Text>
                  </Table.Td>
                  <Table.Td>{member.email}</Table.Td>
                  <Table.Td>
                    {editable ? (
                      <NativeSelect
                        aria-label={`Role of ${label(member)}`}
                        size="xs"
                        value={pendingRole(pending, member.user_id) ?? member.role}
                        onChange={(event) =>
                          submit({
                            intent: "role",
                            userId: member.user_id,
                            role: event.currentTarget.value,
                          })
                        }
                        data={(["admin", "editor", "viewer"] as const)
                          .filter((role) => canAssignRole(data.role, role))
                          .map((role) => ({
                            value: role,
                            label: roleLabel(role),
                          }))}
                      />
                    ) : (
                      <Badge variant="light" color={member.role === "owner" ? "indigo" : "gray"}>
                        {roleLabel(member.role)}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{formatDate(member.created_at)}</Table.Td>
                  <Table.Td>
                    {editable && (
                      <Button size="compact-sm" variant="subtle" color="red" onClick={() => setRemoving(member)}>
                        Remove
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmModal
        opened={removing !== null}
        title="Remove member"
        message={
          removing
            ? `${label(removing)} (${removing.email}) loses access to ${project.name} at once. They can come back only through a new invitation.`
            : ""
        }
        confirmLabel="Remove"
        onConfirm={() => {
          if (removing) submit({ intent: "remove", userId: removing.user_id, label: label(removing) });
        }}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}

/** Revoke is a plain form (the page fetcher's), so it also works before or without JavaScript. */
function InvitationsTable({
  invitations,
  delivery,
  form: RevokeForm,
}: {
  invitations: Invitation[];
  delivery: MembersData["delivery"];
  form: FetcherForm;
}) {
  const { project } = useWorkspace();
  return (
    <section aria-labelledby="invitations-heading">
      <Title order={4} id="invitations-heading" mb="xs">
        Pending invitations
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {delivery === "smtp"
          ? "Invitations are e-mailed. The invitee creates an account with the invited address (or signs in with a verified one) and accepts."
          : "No mail server is configured (SMTP_URL): invitation e-mails are only printed in the server log. Copy each link and send it yourself; the invitee creates an account with the invited address (or signs in with a verified one) and accepts."}
      </Text>
      {invitations.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="no-invitations">
          No pending invitations. Use Invite to add someone.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" striped="even" aria-label="Pending invitations">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>E-mail</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Invited</Table.Th>
                <Table.Th>Link</Table.Th>
                <Table.Th w={110} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invitations.map((invitation) => (
                <Table.Tr key={invitation.id} data-testid="invitation-row" data-email={invitation.email}>
                  <Table.Td>{invitation.email}</Table.Td>
                  <Table.Td>{roleLabel(invitation.role)}</Table.Td>
                  <Table.Td>{formatDate(invitation.created_at)}</Table.Td>
                  <Table.Td>
                    {invitation.link ? (
                      <InvitationLink link={invitation.link} compact />
                    ) : (
                      <Text size="sm" c="dimmed">
                        {invitation.status === "expired"
                          ? "Expired — invite again for a new link"
                          : "No link (sent before links were kept) — invite again"}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <RevokeForm method="post" action="/members">
                      <input type="hidden" name="intent" value="revoke" />
                      <input type="hidden" name="projectId" value={project.id} />
                      <input type="hidden" name="invitationId" value={invitation.id} />
                      <input type="hidden" name="label" value={invitation.email} />
                      <Button type="submit" size="compact-sm" variant="subtle" color="red">
                        Revoke
                      </Button>
                    </RevokeForm>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
