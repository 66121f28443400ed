// /auth/callback — where Google sign-in lands (spec §2). The session cookie is already set; the
// browser keeps the tokens and the user (spec §3) and continues to the workspace.
import { Anchor, Center, Loader, Stack, Text } from "@mantine/core";
import type { MetaFunction } from "@remix-run/node";
import { useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { acceptSignInParams } from "~/browser/session-storage";

export const meta: MetaFunction = () => [
  { title: "Signing in · Askdata" },
  { name: "referrer", content: "no-referrer" },
];

export default function AuthCallback() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    acceptSignInParams(params);
    // replace: the tokens must not stay in the history.
    navigate("/", { replace: true });
  }, [params, navigate]);
  return (
    <Center mih="100vh">
      <Stack align="center" gap="xs">
        <Loader aria-label="Signing in" />
        <Text>Signing you in…</Text>
        <Anchor href="/">Continue to the workspace</Anchor>
        <noscript>
          <meta httpEquiv="refresh" content="0;url=/" />
        </noscript>
      </Stack>
    </Center>
  );
}
