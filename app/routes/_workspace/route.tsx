// The workspace layout (pathless): signed-out visitors get the auth dialog, signed-in users the
// sidebar, top bar and the view of the URL.
import { GeneralErrorBoundary } from "~/components/common/error-screen";
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { Link, Outlet, useFetcher, useLoaderData, useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { AUTH_FETCHER_KEY, AuthDialog } from "~/components/auth/auth-dialog";
import { SignedOutBackdrop } from "~/components/auth/signed-out-backdrop";
import type { Dashboard } from "~/components/workspace/types";
import { WorkspaceShell } from "~/components/workspace/workspace-shell";
import { onAuthExpired } from "~/browser/api-client";
import type { AuthActionData } from "~/lib/page-actions";
import workspaceStyles from "~/styles/workspace.css";
import { loadWorkspace } from "~/utils/workspace.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: workspaceStyles }];

export const loader = ({ request }: LoaderFunctionArgs) => loadWorkspace(request);

const VERIFY_FAILED = "This verification link is invalid or has already been used.";

export default function WorkspaceLayout() {
  const { auth, user, workspace } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [expired, setExpired] = useState<string | null>(null);
  const authFetcher = useFetcher<AuthActionData>({ key: AUTH_FETCHER_KEY });

  // spec §4: authentication expiry reopens the sign-in dialog with its message.
  useEffect(() => onAuthExpired(setExpired), []);
  useEffect(() => {
    if (authFetcher.data?.ok) setExpired(null);
  }, [authFetcher.data]);

  if (!user || expired) {
    const mode = params.get("auth") === "signup" ? "signup" : "signin";
    return (
      <SignedOutBackdrop>
        <AuthDialog
          mode={mode}
          googleEnabled={auth.googleEnabled}
          passwordEnabled={auth.passwordEnabled}
          message={expired ?? params.get("authError") ?? (params.get("emailVerified") === "0" ? VERIFY_FAILED : null)}
          notice={params.get("emailVerified") === "1" ? "Your email address is verified. Sign in to continue." : null}
          onClose={() => navigate("/")}
        />
      </SignedOutBackdrop>
    );
  }

  if (!workspace?.project) {
    return (
      <Center mih="100vh">
        <Stack align="center">
          <Title order={3}>No project available. Please create a project first.</Title>
          <Button component={Link} to="/projects">
            Create New Project
          </Button>
        </Stack>
      </Center>
    );
  }

  return (
    <WorkspaceShell
      user={user}
      project={workspace.project}
      projects={workspace.projects}
      connections={workspace.connections}
      chats={workspace.chats}
      dashboards={workspace.dashboards as unknown as Dashboard[]}
      activeConnectionId={workspace.activeConnectionId}
    >
      {params.has("emailVerified") && (
        <Text c={params.get("emailVerified") === "1" ? "green" : "red"} size="sm" mb="sm" role="status">
          {params.get("emailVerified") === "1" ? "Your email address is verified." : VERIFY_FAILED}
        </Text>
      )}
      <Outlet />
      {!user.onboarded && (
        <AuthDialog mode="onboarding" googleEnabled={false} passwordEnabled onClose={() => navigate("/")} />
      )}
    </WorkspaceShell>
  );
}

// The layout itself failed: no sidebar to keep, so the whole page.
export function ErrorBoundary() {
  return <GeneralErrorBoundary fullPage />;
}
