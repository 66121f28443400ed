// The quick chips of a connection (spec §2): its suggested questions, the defaults when it has none.
import { useEffect, useState } from "react";
import { api } from "~/browser/api-client";
import { DEFAULT_SUGGESTIONS, SUGGESTION_COUNTS } from "~/lib/limits";

/** `asked`: how many turns the chat holds once settled; a new one fetches the chips again, without those just asked. */
export function useSuggestions(connectionId: string | null, asked: number | null = 0) {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  useEffect(() => {
    if (!connectionId || asked === null) return;
    let live = true;
    api
      .get<{ suggestions: string[] }>(`/query/suggestions/${connectionId}`, { retry: false })
      .then((answer) => (answer.suggestions?.length ? answer.suggestions : [...DEFAULT_SUGGESTIONS]))
      .catch(() => [...DEFAULT_SUGGESTIONS])
      .then((list) => live && setSuggestions(list.slice(0, SUGGESTION_COUNTS.quickChips)));
    return () => {
      live = false;
    };
  }, [connectionId, asked]);
  return suggestions;
}
