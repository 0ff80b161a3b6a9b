/** Retries an assertion until it passes or the time is up, for effects that arrive asynchronously. */
export async function eventually(check: () => void | Promise<void>, ms = 3_000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      // `await`, so an async check that rejects is retried too.
      return await check();
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}
