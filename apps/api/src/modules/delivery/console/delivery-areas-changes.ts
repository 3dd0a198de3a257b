import type { DeliveryArea, DeliveryAreasPreview } from '@kirana/shared';

// What replacing the delivery areas with a new set would do, area by area: the console shows
// it before anything is written, and asks again when many serving areas would stop.

/** From this many active areas stopping (or a third of them, whichever is fewer) the console warns. */
export const MANY_STOP = 5;

const same = (a: DeliveryArea, b: DeliveryArea) =>
  a.Place === b.Place &&
  a.Days === b.Days &&
  a.CutoffHour === b.CutoffHour &&
  a.IsActive === b.IsActive;

/** The added, changed and removed areas between the current set and the one proposed. */
export function areaChanges(
  current: readonly DeliveryArea[],
  proposed: readonly DeliveryArea[],
): DeliveryAreasPreview {
  const before = new Map(current.map((a) => [a.Prefix, a]));
  const after = new Map(proposed.map((a) => [a.Prefix, a]));
  const preview: DeliveryAreasPreview = {
    Added: [],
    Changed: [],
    Removed: [],
    Unchanged: 0,
    Stopping: 0,
    ManyStop: false,
  };
  for (const area of proposed) {
    const was = before.get(area.Prefix);
    if (!was) preview.Added.push(area);
    else if (same(was, area)) preview.Unchanged += 1;
    else {
      preview.Changed.push({ Before: was, After: area });
      if (was.IsActive && !area.IsActive) preview.Stopping += 1;
    }
  }
  for (const area of current)
    if (!after.has(area.Prefix)) {
      preview.Removed.push(area);
      if (area.IsActive) preview.Stopping += 1;
    }
  const serving = current.filter((a) => a.IsActive).length;
  preview.ManyStop =
    preview.Stopping > 0 && preview.Stopping >= Math.min(MANY_STOP, Math.ceil(serving / 3));
  return preview;
}
