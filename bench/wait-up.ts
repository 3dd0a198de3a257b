/** Waits until `url` answers 2xx (a server the bench started), up to `seconds`. */
export async function waitUp(url: string, seconds = 120): Promise<void> {
  for (let i = 0; i < seconds * 10; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}
