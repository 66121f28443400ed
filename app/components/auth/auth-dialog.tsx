// spec §2 Auth dialog: signin, signup and onboarding ('Complete Your Profile'). Plain HTML forms that
// post to /signin, enhanced by a fetcher when JavaScript runs.
import { Alert, Anchor, Button, Divider, Modal, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { PASSWORD_RULE_MESSAGE } from "~/lib/messages";
import { saveSignIn, setStoredUser } from "~/browser/session-storage";
import type { AuthActionData, AuthMode } from "~/lib/page-actions";
import { useHydrated } from "../common/use-hydrated";

export const AUTH_FETCHER_KEY = "auth";
const ONBOARDING_FETCHER_KEY = "onboarding";

export interface AuthDialogProps {
  mode: AuthMode;
  googleEnabled: boolean;
  passwordEnabled: boolean;
  /** A notice above the form, e.g. 'Authentication expired. Please log in again.' */
  message?: string | null;
  /** Good news above the form, e.g. 'Your email address is verified. Sign in to continue.' */
  notice?: string | null;
  /** The action's answer after a plain (non-JavaScript) post. */
  actionData?: AuthActionData | null;
  onClose: () => void;
}

const TITLES: Record<AuthMode, string> = {
  signin: "Sign in to Askdata",
  signup: "Create your account",
  onboarding: "Complete Your Profile",
};

export function AuthDialog(props: AuthDialogProps) {
  const location = useLocation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<AuthActionData>({
    key: props.mode === "onboarding" ? ONBOARDING_FETCHER_KEY : AUTH_FETCHER_KEY,
  });
  const [mode, setMode] = useState<AuthMode>(props.mode);
  const [generation, setGeneration] = useState(0);
  const result = fetcher.data ?? props.actionData ?? null;
  const submitting = fetcher.state !== "idle";

  useEffect(() => setMode(props.mode), [props.mode]);

  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.ok && fetcher.data.user) {
      if (fetcher.data.tokens) saveSignIn({ user: fetcher.data.user, tokens: fetcher.data.tokens });
      else setStoredUser(fetcher.data.user);
    } else if (fetcher.data.mode !== mode) setMode(fetcher.data.mode);
    // the mode is read, not reacted to
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data]);

  const close = () => {
    // Closing the onboarding step is the same as 'Skip for now'.
    if (mode === "onboarding") {
      fetcher.submit(
        { intent: "skip", enhanced: "1", redirectTo: location.pathname },
        { method: "post", action: "/signin" },
      );
      return;
    }
    setMode("signin");
    setGeneration((n) => n + 1);
    props.onClose();
  };
  const switchTo = (next: AuthMode) => (event: React.MouseEvent) => {
    event.preventDefault();
    setMode(next);
    setGeneration((n) => n + 1);
  };

  const errors = result && !result.ok && result.mode === mode ? result : null;
  const redirectTo = location.pathname === "/signin" ? "/" : `${location.pathname}${location.search}`;
  const disabled = mode !== "onboarding" && !props.passwordEnabled;

  return (
    <Modal
      opened
      onClose={close}
      title={TITLES[mode]}
      withinPortal={false}
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ "aria-label": "Close" }}
      overlayProps={{ backgroundOpacity: 0.35, blur: 2 }}
      size="md"
    >
      <fetcher.Form method="post" action="/signin" key={`${mode}-${generation}`} noValidate={hydrated}>
        {mode !== "onboarding" && <input type="hidden" name="intent" value={mode} />}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {hydrated && <input type="hidden" name="enhanced" value="1" />}
        <Stack gap="sm">
          {props.notice && (
            <Alert color="green" role="status">
              {props.notice}
            </Alert>
          )}
          {props.message && (
            <Alert color="orange" role="alert">
              {props.message}
            </Alert>
          )}
          {errors?.formError && (
            <Alert color="red" role="alert">
              {errors.formError}
            </Alert>
          )}
          {mode === "onboarding" ? (
            <OnboardingFields
              niche={errors?.values?.niche}
              error={errors?.fieldErrors?.niche}
              submitting={submitting}
            />
          ) : (
            <CredentialFields mode={mode} errors={errors} disabled={disabled} submitting={submitting} />
          )}
          {mode !== "onboarding" && props.googleEnabled && (
            <>
              <Divider label="or" labelPosition="center" />
              <Button component="a" href="/auth/google" variant="default" fullWidth>
                Continue with Google
              </Button>
            </>
          )}
          {mode === "signin" && (
            <Text size="sm" ta="center">
              Don&apos;t have an account?{" "}
              <Anchor component={Link} to="/signin?auth=signup" onClick={switchTo("signup")}>
                Sign up
              </Anchor>
            </Text>
          )}
          {mode === "signup" && (
            <Text size="sm" ta="center">
              Already have an account?{" "}
              <Anchor component={Link} to="/signin" onClick={switchTo("signin")}>
                Sign in
              </Anchor>
            </Text>
          )}
        </Stack>
      </fetcher.Form>
    </Modal>
  );
}

function CredentialFields({
  mode,
  errors,
  disabled,
  submitting,
}: {
  mode: "signin" | "signup";
  errors: AuthActionData | null;
  disabled: boolean;
  submitting: boolean;
}) {
  return (
    <>
      {disabled && (
        <Alert color="gray" role="status">
          Email and password sign-in is temporarily disabled. Please continue with Google.
        </Alert>
      )}
      {mode === "signup" && (
        <TextInput
          label="Name"
          name="name"
          autoComplete="name"
          required
          disabled={disabled}
          defaultValue={errors?.values?.name}
          error={errors?.fieldErrors?.name}
        />
      )}
      <TextInput
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        disabled={disabled}
        defaultValue={errors?.values?.email}
        error={errors?.fieldErrors?.email}
        data-autofocus
      />
      <PasswordInput
        label="Password"
        name="password"
        autoComplete={mode === "signup" ? "new-password" : "current-password"}
        required
        disabled={disabled}
        description={mode === "signup" ? PASSWORD_RULE_MESSAGE : undefined}
        error={errors?.fieldErrors?.password}
      />
      <Button type="submit" fullWidth loading={submitting} disabled={disabled}>
        {mode === "signup" ? "Create Account" : "Sign In"}
      </Button>
    </>
  );
}

function OnboardingFields({ niche, error, submitting }: { niche?: string; error?: string; submitting: boolean }) {
  return (
    <>
      <Text size="sm" c="dimmed">
        Tell us what you work on so suggestions fit your data. You can change it later.
      </Text>
      <TextInput
        label="Your niche or industry"
        description="Optional"
        name="niche"
        placeholder="e.g. E-commerce, SaaS, Healthcare"
        defaultValue={niche}
        error={error}
        data-autofocus
      />
      <Button type="submit" name="intent" value="onboarding" fullWidth loading={submitting}>
        Get Started
      </Button>
      <Button type="submit" name="intent" value="skip" variant="subtle" size="compact-sm">
        Skip for now
      </Button>
    </>
  );
}
