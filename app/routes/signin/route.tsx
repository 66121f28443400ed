// /signin: where the auth dialog's forms post. A browser without JavaScript lands here when a form
// needs another look (field errors, mode switch); with JavaScript the dialog stays where it was.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import {
  useActionData,
  useFetcher,
  useLoaderData,
  useNavigate,
  useSearchParams,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useEffect } from "react";
import { AUTH_FETCHER_KEY, AuthDialog } from "~/components/auth/auth-dialog";
import { SignedOutBackdrop } from "~/components/auth/signed-out-backdrop";
import { getOptionalUser } from "~/utils/auth.server";
import { getUser } from "~/services/users.server";
import { signInOptions } from "~/services/workspace.server";
import workspaceStyles from "~/styles/workspace.css";
import { authAction } from "./auth-actions.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: workspaceStyles }];

export const meta: MetaFunction = () => [{ title: "Sign in · Askdata" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const sessionUser = await getOptionalUser(request);
  if (sessionUser && (await getUser(sessionUser.id)).onboarded) throw redirect("/");
  return { ...signInOptions(), onboarding: Boolean(sessionUser) };
}

export const action = ({ request }: ActionFunctionArgs) => authAction(request);

// A loader redirect during a fetcher's revalidation leaves the fetcher loading; the page moves on itself.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === "/signin" ? false : defaultShouldRevalidate;

export default function SignIn() {
  const options = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signedIn = useFetcher<typeof action>({ key: AUTH_FETCHER_KEY }).data?.ok;
  useEffect(() => {
    if (signedIn) navigate("/");
  }, [signedIn, navigate]);
  const mode = options.onboarding ? "onboarding" : params.get("auth") === "signup" ? "signup" : "signin";
  return (
    <SignedOutBackdrop>
      <AuthDialog
        mode={actionData && !actionData.ok ? actionData.mode : mode}
        googleEnabled={options.googleEnabled}
        passwordEnabled={options.passwordEnabled}
        actionData={actionData ?? null}
        onClose={() => navigate("/")}
      />
    </SignedOutBackdrop>
  );
}
