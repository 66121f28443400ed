// Settings → Invite Users: the invite form in a modal; the person joins by accepting the link (ADR 013).
import { Modal } from "@mantine/core";
import { InviteForm } from "../members/invite-form";

export function InviteUsersModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Invite Users" centered size="lg">
      <InviteForm onClose={onClose} />
    </Modal>
  );
}
