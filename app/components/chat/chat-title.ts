import { CHAT_TITLE_PREFILL_CHARS } from "~/lib/limits";

/** spec §4: 'Chat about: ' plus the first 30 characters of the question, '...' when it is longer. */
export function chatTitleFromQuery(query: string | null | undefined): string {
  const text = (query ?? "").trim();
  if (!text) return "";
  const head = text.slice(0, CHAT_TITLE_PREFILL_CHARS);
  return `Chat about: ${head}${text.length > CHAT_TITLE_PREFILL_CHARS ? "..." : ""}`;
}
