/** The result of one sample: its exit status (null when it was stopped or the runner died), what it printed, whether it ran out of time. */
export interface SampleRun {
  status: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

export interface PythonRunner {
  run(code: string): Promise<SampleRun>;
  close(): void;
}

export function importedModules(code: string): string[];

export function pythonRunner(options: { python: string; env: NodeJS.ProcessEnv; preload?: string[]; timeoutMs: number }): PythonRunner;
