import { Component } from 'react';
import type React from 'react';

export interface FallbackProps {
  error: Error;
  /** Renders the children again. */
  tryAgain: () => void;
}

export interface Props {
  fallback: (props: FallbackProps) => React.ReactNode;
  /** Called once per caught error, e.g. to report it. */
  onError?: (error: Error) => void;
  children: React.ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches render errors below it and shows `fallback` instead, with a way to try again. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error): void {
    this.props.onError?.(error);
  }

  tryAgain = (): void => this.setState({ error: null });

  render() {
    if (this.state.error) return this.props.fallback({ error: this.state.error, tryAgain: this.tryAgain });
    return this.props.children;
  }
}
