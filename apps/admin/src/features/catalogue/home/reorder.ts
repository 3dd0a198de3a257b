/** The ids with the one at `from` swapped with its neighbour at `to`. */
export function swapped<T>(ids: T[], from: number, to: number): T[] {
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
