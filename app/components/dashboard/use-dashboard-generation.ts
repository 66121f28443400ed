// spec §4 dashboard generation: submit, then poll every 2 s (at most 150 times) until completed or
// failed; 'Dashboard generation failed' and the 5-minute timeout text otherwise.
import { useCallback, useEffect, useRef, useState } from "react";
import { api, errorMessage } from "~/browser/api-client";
import { pollJob, type JobStatus } from "~/browser/job-polling";
import { DASHBOARD_POLL, REGENERATE_REMOUNT_MS, TIMEOUTS_MS } from "~/lib/limits";
import type { GeneratedDashboard, GenerationStatus } from "../workspace/types";

export const GENERATION_FAILED = "Dashboard generation failed";
export const GENERATION_TIMEOUT = "Dashboard generation timeout after 5 minutes";
export const FIRST_STEP = "Starting business intelligence analysis...";

export type GenerationState =
  | { phase: "idle" }
  | {
      phase: "generating";
      progress: number;
      currentStep: string;
      iteration: number;
      run: number;
      notice?: string | null;
      done: string[];
    }
  | { phase: "completed"; dashboard: GeneratedDashboard }
  | { phase: "failed"; message: string };

const starting = (run: number): GenerationState => ({
  phase: "generating",
  progress: 5,
  currentStep: FIRST_STEP,
  iteration: 1,
  run,
  done: [],
});

/** The steps reported before the current one, each once: polling every 2 s sees some of them, in order. */
function stepsDone(state: GenerationState, next: string): string[] {
  if (state.phase !== "generating") return [];
  return state.currentStep === next || state.done.includes(state.currentStep)
    ? state.done
    : [...state.done, state.currentStep];
}

export function useDashboardGeneration(onCompleted: () => void) {
  const [state, setState] = useState<GenerationState>({ phase: "idle" });
  const controller = useRef<AbortController | null>(null);
  const runs = useRef(0);

  useEffect(() => () => controller.current?.abort(), []);

  const follow = useCallback(
    async (jobId: string, run: number) => {
      const signal = controller.current!.signal;
      const fetchStatus = async (id: string): Promise<JobStatus<GenerationStatus>> => {
        const status = await api.get<GenerationStatus>(`/welcome-dashboard/status/${id}`, {
          timeoutMs: TIMEOUTS_MS.dashboardStatus,
        });
        return { status: status.status, result: status, error: status.error };
      };
      const final = await pollJob<GenerationStatus>(jobId, {
        fetchStatus,
        signal,
        intervalMs: DASHBOARD_POLL.intervalMs,
        maxTries: DASHBOARD_POLL.maxTries,
        failedMessage: GENERATION_FAILED,
        timeoutMessage: GENERATION_TIMEOUT,
        onUpdate: (job) => {
          const status = job.result;
          if (status && job.status === "generating" && !signal.aborted) {
            const currentStep = status.currentStep ?? FIRST_STEP;
            setState((previous) => ({
              phase: "generating",
              progress: status.progress,
              currentStep,
              iteration: status.iteration ?? 1,
              run,
              notice: status.notice,
              done: stepsDone(previous, currentStep),
            }));
          }
        },
      });
      const dashboard =
        final.dashboard ??
        (await api.get<GeneratedDashboard>(`/welcome-dashboard/dashboard/${final.dashboardId ?? jobId}`));
      if (signal.aborted) return;
      setState({ phase: "completed", dashboard });
      onCompleted();
    },
    [onCompleted],
  );

  const start = useCallback(
    async (submit: () => Promise<{ jobId: string }>) => {
      controller.current?.abort();
      controller.current = new AbortController();
      const signal = controller.current.signal;
      const run = ++runs.current;
      setState(starting(run));
      try {
        const { jobId } = await submit();
        await follow(jobId, run);
      } catch (error) {
        if (!signal.aborted) setState({ phase: "failed", message: errorMessage(error) || GENERATION_FAILED });
      }
    },
    [follow],
  );

  const generate = useCallback(
    (input: { connectionId: string; name: string }) =>
      start(() =>
        api.post<{ jobId: string }>("/welcome-dashboard/generate", input, {
          timeoutMs: TIMEOUTS_MS.dashboardGenerate,
          retry: false,
        }),
      ),
    [start],
  );

  /** spec §2: regeneration re-mounts the generation screen after 100 ms. */
  const regenerate = useCallback(
    (dashboardId: string) => {
      controller.current?.abort();
      setState({ phase: "idle" });
      setTimeout(
        () =>
          void start(() =>
            api.post<{ jobId: string }>(
              `/welcome-dashboard/regenerate/${dashboardId}`,
              {},
              { timeoutMs: TIMEOUTS_MS.dashboardGenerate, retry: false },
            ),
          ),
        REGENERATE_REMOUNT_MS,
      );
    },
    [start],
  );

  const reset = useCallback(() => {
    controller.current?.abort();
    setState({ phase: "idle" });
  }, []);

  return { state, generate, regenerate, reset };
}
