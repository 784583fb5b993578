/** The message the close screen sends to the embedding page (01 §1). */
export const CLOSE_MESSAGE = { message: 'close' } as const;

/**
 * Posts `{message:'close'}` to the parent window, once per allowed origin and
 * each with that origin as the explicit target, so only an embedding page on
 * an allowed origin ever receives it. Not embedded, or no allowed origin:
 * nothing is sent. Returns the origins it was addressed to.
 */
export function postCloseMessage(win: Window, allowedOrigins: readonly string[]): string[] {
  if (win.parent === win) return [];
  const targets = allowedOrigins.filter((origin) => /^https?:\/\/[^/]+$/.test(origin));
  for (const origin of targets) win.parent.postMessage(CLOSE_MESSAGE, origin);
  return targets;
}
