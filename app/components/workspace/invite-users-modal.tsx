// Settings → Invite Users: mails an invitation link; the person joins by accepting it (ADR 013).
import { Alert, Button, Group, Modal, NativeSelect, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { ApiError, api, errorMessage } from "~/lib/api-client";
import { canAssignRole, type Role } from "~/lib/permissions";
import { useWorkspace } from "./workspace-context";

const ASSIGNABLE: Exclude<Role, "owner">[] = ["admin", "editor", "viewer"];

export function InviteUsersModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { project, role, notify } = useWorkspace();
  const roles = ASSIGNABLE.filter((candidate) => canAssignRole(role, candidate));
  const [email, setEmail] = useState("");
  const [memberRole, setMemberRole] = useState<string>(roles.includes("editor") ? "editor" : (roles[0] ?? "viewer"));
  const [error, setError] = useState<{ field?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const close = () => {
    setEmail("");
    setError({});
    onClose();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError({ field: "Email is required" });
    setBusy(true);
    try {
      await api.post(`/projects/${project.id}/members`, { email: email.trim(), role: memberRole });
      notify(`Invitation saved for ${email.trim()}`, "green");
      close();
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.fields.email : undefined;
      setError(field ? { field } : { form: errorMessage(failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="Invite Users" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          {error.form && (
            <Alert color="red" role="alert">
              {error.form}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            required
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setError({});
            }}
            error={error.field}
            data-autofocus
          />
          <NativeSelect label="Role" value={memberRole} onChange={(event) => setMemberRole(event.currentTarget.value)} data={roles.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) }))} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Invite
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
