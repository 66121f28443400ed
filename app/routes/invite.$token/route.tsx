// /invite/:token — the link of an invitation e-mail (ADR 013): who invites you to which project, then
// Accept (signed in as the invited, verified address) or sign in / sign up with that address.
import { Alert, Button, Card, Center, PasswordInput, Stack, Tabs, Text, TextInput, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/common/error-screen";
import { PASSWORD_RULE_MESSAGE } from "~/lib/validation";
import { getOptionalUser } from "~/utils/auth.server";
import { getInvitationPreview } from "~/services/invitations.server";
import { passwordAuthEnabled } from "~/services/users.server";
import { pageError } from "~/utils/page-errors.server";
import { inviteAction, type InviteActionData } from "./invite-actions.server";

export const meta: MetaFunction = () => [{ title: "Invitation · Askdata" }, { name: "robots", content: "noindex" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const invitation = await getInvitationPreview(params.token!);
  if (!invitation) throw pageError(404, INVALID);
  const user = await getOptionalUser(request);
  const { projectId: _projectId, ...shown } = invitation;
  return {
    state: "ready" as const,
    invitation: shown,
    user: user ? { email: user.email, verified: user.emailVerified } : null,
    passwordEnabled: passwordAuthEnabled(),
  };
}

export const action = ({ request, params }: ActionFunctionArgs) => inviteAction(request, params.token!);

interface Ready {
  state: "ready";
  invitation: { email: string; role: string; projectName: string; inviterName: string };
  user: { email: string; verified: boolean } | null;
  passwordEnabled: boolean;
}

export default function InvitePage() {
  const loaded = useLoaderData<typeof loader>() as unknown as Ready;
  return (
    <Center mih="100vh" p="md">
      <Card withBorder radius="md" w={420} p="lg">
        <Invitation loaded={loaded} />
      </Card>
    </Center>
  );
}

const INVALID = {
  title: "Invitation not found",
  message: "This invitation link is invalid or has expired. Ask the person who invited you for a new one.",
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary fullPage />;
}

function Invitation({ loaded }: { loaded: Ready }) {
  const { invitation, user } = loaded;
  const result = useActionData<typeof action>() as InviteActionData | undefined;
  return (
    <Stack>
      <Title order={3}>Join {invitation.projectName}</Title>
      <Text>
        {invitation.inviterName} invited <b>{invitation.email}</b> to the project <b>{invitation.projectName}</b> as{" "}
        {invitation.role}.
      </Text>
      {result?.formError && (
        <Alert color="red" role="alert">
          {result.formError}
        </Alert>
      )}
      {user ? (
        <SignedIn user={user} invited={invitation.email} result={result} />
      ) : (
        <SignedOut email={invitation.email} passwordEnabled={loaded.passwordEnabled} result={result} />
      )}
    </Stack>
  );
}

function SignedIn({
  user,
  invited,
  result,
}: {
  user: NonNullable<Ready["user"]>;
  invited: string;
  result?: InviteActionData;
}) {
  const busy = useNavigation().state === "submitting";
  if (user.email !== invited) {
    return (
      <Form method="post">
        <Stack>
          <Text c="dimmed">
            You are signed in as {user.email}, but this invitation is for {invited}. Sign out, then sign in or create an
            account with {invited} here.
          </Text>
          <input type="hidden" name="intent" value="signout" />
          <Button type="submit" variant="default" loading={busy}>
            Sign out
          </Button>
        </Stack>
      </Form>
    );
  }
  if (!user.verified) {
    return (
      <Form method="post">
        <Stack>
          <Text c="dimmed">
            Your address {user.email} is not verified yet. Open the link in the verification e-mail we sent you:
            verifying the address also accepts this invitation.
          </Text>
          {result?.notice && (
            <Alert color="green" role="status">
              {result.notice}
            </Alert>
          )}
          <input type="hidden" name="intent" value="resend" />
          <Button type="submit" variant="default" loading={busy}>
            Send the verification e-mail again
          </Button>
        </Stack>
      </Form>
    );
  }
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="accept" />
      <Button type="submit" loading={busy} fullWidth>
        Accept invitation
      </Button>
    </Form>
  );
}

function SignedOut({
  email,
  passwordEnabled,
  result,
}: {
  email: string;
  passwordEnabled: boolean;
  result?: InviteActionData;
}) {
  const busy = useNavigation().state === "submitting";
  const errors = result?.fieldErrors ?? {};
  if (!passwordEnabled) return <Text c="dimmed">Sign in with Google as {email}, then open this link again.</Text>;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        New to Askdata? Create an account with {email} below: the link came to that mailbox, so you join at once.
        Already have an account for {email}? Sign in; it must have its address verified before it can accept.
      </Text>
      <Tabs defaultValue={result?.intent === "signin" ? "signin" : "signup"}>
        <Tabs.List grow>
          <Tabs.Tab value="signup">Create account</Tabs.Tab>
          <Tabs.Tab value="signin">Sign in</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="signup" pt="md">
          <Form method="post">
            <Stack>
              <input type="hidden" name="intent" value="signup" />
              <TextInput label="Email" name="email" value={email} readOnly />
              <TextInput
                label="Name"
                name="name"
                required
                autoComplete="name"
                error={result?.intent === "signup" ? errors.name : undefined}
              />
              <PasswordInput
                label="Password"
                name="password"
                required
                autoComplete="new-password"
                description={PASSWORD_RULE_MESSAGE}
                error={result?.intent === "signup" ? errors.password : undefined}
              />
              <Button type="submit" loading={busy}>
                Create account and join
              </Button>
            </Stack>
          </Form>
        </Tabs.Panel>
        <Tabs.Panel value="signin" pt="md">
          <Form method="post">
            <Stack>
              <input type="hidden" name="intent" value="signin" />
              <TextInput
                label="Email"
                name="email"
                type="email"
                defaultValue={email}
                required
                autoComplete="email"
                error={result?.intent === "signin" ? errors.email : undefined}
              />
              <PasswordInput
                label="Password"
                name="password"
                required
                autoComplete="current-password"
                error={result?.intent === "signin" ? errors.password : undefined}
              />
              <Button type="submit" loading={busy}>
                Sign in
              </Button>
            </Stack>
          </Form>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
