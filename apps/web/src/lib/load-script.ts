/**
 * Adds an outside script once (by element id) and resolves when it has run; a failed load
 * removes the element so a retry fetches it again.
 */
export function loadScript(
  id: string,
  src: string,
  attributes: Record<string, string> = {},
): Promise<void> {
  const existing = document.getElementById(id);
  if (existing instanceof HTMLScriptElement && existing.dataset.loaded === 'true')
    return Promise.resolve();
  existing?.remove();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.id = id;
    script.async = true;
    script.src = src;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.onload = () => {
      script.dataset.loaded = 'true';
      resolve();
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    document.head.append(script);
  });
}
