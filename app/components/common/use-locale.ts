// The reader's locale (ADR 048): read once from Accept-Language by the root loader, so the server's HTML and the
// browser write numbers and dates alike.
import { useRouteLoaderData } from "@remix-run/react";
import { DEFAULT_LOCALE } from "~/answer/semantic-format";

export function useLocale(): string {
  return useRouteLoaderData<{ locale?: string }>("root")?.locale ?? DEFAULT_LOCALE;
}
