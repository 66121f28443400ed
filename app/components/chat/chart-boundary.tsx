import { Component, type ReactNode } from "react";

/** Catches a chart that throws while drawing and renders the fallback instead (spec §8). */
export class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error("Chart rendering failed", error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
