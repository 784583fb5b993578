/**
 * Loading a provider's browser SDK with a script tag, once per page: the
 * payment screens call it only for the method the guest picks, so no other
 * page ever fetches a provider's script.
 */
import { GatewayUnavailableError } from './types.ts';

const loading = new Map<string, Promise<void>>();

/**
 * Adds `<script src={url}>` to the page and resolves when it has run; the
 * same URL loads once. A failed load can be tried again.
 */
export function loadScript(url: string): Promise<void> {
  const known = loading.get(url);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      loading.delete(url);
      script.remove();
      reject(new GatewayUnavailableError(`The payment provider's script could not be loaded: ${url}`));
    });
    document.head.append(script);
  });
  loading.set(url, promise);
  return promise;
}

/** Loads scripts one after the other (a plugin after the library it extends). */
export async function loadScripts(urls: readonly string[]): Promise<void> {
  for (const url of urls) await loadScript(url);
}

/** A global the SDK defines, or an error saying it is missing. */
export function sdkGlobal<T>(name: string): T {
  const value = (window as unknown as Record<string, unknown>)[name];
  if (value === undefined || value === null) throw new GatewayUnavailableError(`The payment provider's script did not define ${name}`);
  return value as T;
}
