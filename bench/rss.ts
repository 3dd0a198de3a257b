import { readFileSync } from 'node:fs';

/** A process's resident memory now and at its peak, in MB, from /proc (Linux); null elsewhere. */
export function rssOf(pid: number | undefined): { rssMb: number; peakMb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1]);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** 'RSS 312 MB (peak 340 MB)', or why it cannot be told. */
export function rssLine(pid: number | undefined): string {
  const r = rssOf(pid);
  return r
    ? `RSS ${r.rssMb.toFixed(0)} MB (peak ${r.peakMb.toFixed(0)} MB)`
    : 'RSS unknown (no /proc)';
}
