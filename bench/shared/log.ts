export interface Progress {
  /** Seconds since the start. */
  elapsed(): number;
  line(message: string): void;
}

/** Progress lines with the time elapsed since the start, on stdout; `quiet` keeps the clock only. */
export function createProgress(label: string, options: { quiet?: boolean } = {}): Progress {
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  return {
    elapsed,
    line(message: string) {
      if (!options.quiet)
        process.stdout.write(`[${label} ${elapsed().toFixed(1).padStart(6)}s] ${message}\n`);
    },
  };
}

export const formatCount = (value: number) => new Intl.NumberFormat('en-US').format(Math.round(value));
