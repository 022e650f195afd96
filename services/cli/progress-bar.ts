/** One self-overwriting line: [#####.....] 52% 5,200/10,000 events 48,000 events/s */
export function renderProgressBar(done: number, total: number, eventsPerSecond: number, width = 30): string {
  const fraction = total > 0 ? Math.min(1, done / total) : 1;
  const filled = Math.round(fraction * width);
  const bar = `${'#'.repeat(filled)}${'.'.repeat(width - filled)}`;
  const percent = `${Math.round(fraction * 100)}%`.padStart(4);
  return `[${bar}] ${percent} ${done.toLocaleString('en')}/${total.toLocaleString('en')} events ${eventsPerSecond.toLocaleString('en')} events/s`;
}
