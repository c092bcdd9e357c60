/** Small helpers shared by the benchmark scripts. */
export function percentile(sortedMs: number[], p: number): number {
  if (sortedMs.length === 0) return NaN;
  const idx = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return sortedMs[Math.max(0, idx)];
}

export function summarize(label: string, latenciesMs: number[], wallMs: number): string {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(2);
  return `${label}: ${latenciesMs.length} in ${(wallMs / 1000).toFixed(2)} s = ${f((latenciesMs.length / wallMs) * 1000)}/s; latency ms p50 ${f(percentile(sorted, 50))} p90 ${f(percentile(sorted, 90))} p99 ${f(percentile(sorted, 99))} max ${f(sorted[sorted.length - 1])}`;
}

/** Runs `task` `total` times with at most `concurrency` in flight; returns per-call latencies. */
export async function runConcurrent(total: number, concurrency: number, task: (i: number) => Promise<void>): Promise<{ latencies: number[]; wallMs: number }> {
  const latencies: number[] = [];
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const t0 = performance.now();
        await task(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { latencies, wallMs: performance.now() - start };
}
