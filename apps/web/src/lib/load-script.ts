const loading = new Map<string, Promise<void>>();

/**
 * Adds an outside script once (by element id) and resolves when it has run. Calls made while it
 * loads share its promise (a removed script element would still run, twice over); a failed load
 * is forgotten so a retry fetches it again.
 */
export function loadScript(
  id: string,
  src: string,
  attributes: Record<string, string> = {},
): Promise<void> {
  const known = loading.get(id);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.id = id;
    script.async = true;
    script.src = src;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading.delete(id);
      reject(new Error(`Could not load ${src}`));
    };
    document.head.append(script);
  });
  loading.set(id, promise);
  return promise;
}

/** Forgets every script (tests). */
export function resetLoadedScripts(): void {
  loading.clear();
}
