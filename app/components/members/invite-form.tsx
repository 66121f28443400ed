// The one invite form (Settings → Invite Users, and the Members page's Invite button): posts to the
// Members route's action, then says what happened to the e-mail and what the invitee must do (ADR 025).
import {
  ActionIcon,
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { INVITATION_TTL_MS } from "~/lib/limits";
import { canAssignRole, type Role } from "~/lib/permissions";
import type { MemberActionData } from "~/lib/page-actions";
import { CopyIcon } from "../common/icons";
import { useWorkspace } from "../workspace/workspace-context";

const ASSIGNABLE: Exclude<Role, "owner">[] = ["admin", "editor", "viewer"];
export const roleLabel = (role: string) => role[0].toUpperCase() + role.slice(1);

export function InviteForm({ onClose }: { onClose: () => void }) {
  const { project, role } = useWorkspace();
  const fetcher = useFetcher<MemberActionData>();
  const roles = ASSIGNABLE.filter((candidate) => canAssignRole(role, candidate));
  const [email, setEmail] = useState("");
  // "Invite another" hides the last answer; the fetcher keeps it until the next submission.
  const [dismissed, setDismissed] = useState<MemberActionData | undefined>();
  const result = fetcher.data !== dismissed ? fetcher.data : undefined;
  const busy = fetcher.state !== "idle";

  if (result?.invited) {
    return (
      <InviteResult
        invited={result.invited}
        onAnother={() => {
          setEmail("");
          setDismissed(fetcher.data);
        }}
        onClose={onClose}
      />
    );
  }
  return (
    <fetcher.Form method="post" action="/members" noValidate>
      <Stack>
        <input type="hidden" name="intent" value="invite" />
        <input type="hidden" name="projectId" value={project.id} />
        {result?.formError && (
          <Alert color="red" role="alert">
            {result.formError}
          </Alert>
        )}
        <TextInput
          label="Email"
          name="email"
          type="email"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setDismissed(fetcher.data);
          }}
          error={result?.fieldErrors?.email}
          description="They join with an account for this address."
          data-autofocus
        />
        <NativeSelect
          label="Role"
          name="role"
          defaultValue={roles.includes("editor") ? "editor" : roles[0]}
          data={roles.map((value) => ({ value, label: roleLabel(value) }))}
          error={result?.fieldErrors?.role}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Invite
          </Button>
        </Group>
      </Stack>
    </fetcher.Form>
  );
}

type Invited = NonNullable<MemberActionData["invited"]>;

/** What happened to the e-mail, said as it is: sent over SMTP, only printed in the server log, or refused. */
function deliveryMessage({ email, delivery, link }: Invited): { color: string; text: string } {
  const handOver = link
    ? "Copy the link below and send it to them yourself."
    : "Ask a project owner or admin to copy the link from the Members page and send it to them.";
  if (delivery === "smtp") return { color: "green", text: `We e-mailed the invitation link to ${email}.` };
  if (delivery === "log") {
    return {
      color: "yellow",
      text: `No mail server is configured (SMTP_URL), so the invitation e-mail was not sent: it was printed in the server log. ${handOver}`,
    };
  }
  return {
    color: "red",
    text: `The invitation e-mail to ${email} could not be sent (see the server log). ${handOver}`,
  };
}

function InviteResult({
  invited,
  onAnother,
  onClose,
}: {
  invited: Invited;
  onAnother: () => void;
  onClose: () => void;
}) {
  const days = Math.round(INVITATION_TTL_MS / 86_400_000);
  const delivery = deliveryMessage(invited);
  return (
    <Stack data-testid="invite-result">
      <Text>
        <b>{invited.email}</b> is invited as {invited.role}.
      </Text>
      <Alert color={delivery.color} role="status">
        {delivery.text}
      </Alert>
      {invited.link && <InvitationLink link={invited.link} />}
      <Text size="sm" c="dimmed">
        To join, they open the link and create an Askdata account with {invited.email}, or sign in if they already have
        one. An existing account must have its e-mail address verified first. The link works once, for {days} days.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onAnother}>
          Invite another
        </Button>
        <Button onClick={onClose}>Done</Button>
      </Group>
    </Stack>
  );
}

/** An accept link shown in full and copied with one click. */
export function InvitationLink({ link, compact = false }: { link: string; compact?: boolean }) {
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      {!compact && (
        <Code style={{ flex: 1, minWidth: 0, overflowWrap: "anywhere" }} data-testid="invitation-link">
          {link}
        </Code>
      )}
      <CopyButton value={link}>
        {({ copied, copy }) =>
          compact ? (
            <Button
              size="compact-sm"
              variant="light"
              color={copied ? "green" : undefined}
              leftSection={<CopyIcon size={14} />}
              onClick={copy}
              data-link={link}
            >
              {copied ? "Copied" : "Copy link"}
            </Button>
          ) : (
            <Tooltip label={copied ? "Copied" : "Copy link"}>
              <ActionIcon
                variant="light"
                color={copied ? "green" : undefined}
                onClick={copy}
                aria-label="Copy invitation link"
                size="lg"
              >
                <CopyIcon size={16} />
              </ActionIcon>
            </Tooltip>
          )
        }
      </CopyButton>
    </Group>
  );
}
