// Sample values of one table, read when its panel opens (a large schema is never sampled whole).
import { useEffect, useState } from "react";
import { api, errorMessage } from "~/browser/api-client";

export type Samples = Record<string, string[]>;

export function useTableSamples(connectionId: string, table: string, schema: string, enabled: boolean, version = 0) {
  const [state, setState] = useState<{ samples?: Samples; error?: string; loading: boolean }>({ loading: false });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    const query = new URLSearchParams({ table, schema });
    api
      .get<{ samples: Samples }>(`/database/${connectionId}/model?${query}`)
      .then((data) => live && setState({ samples: data.samples, loading: false }))
      .catch((error) => live && setState({ error: errorMessage(error), loading: false }));
    return () => {
      live = false;
    };
  }, [connectionId, table, schema, enabled, version]);
  return state;
}
