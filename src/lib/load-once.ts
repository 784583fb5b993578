/**
 * Code loaded on demand, once: the first `load()` starts it, later ones
 * share it, `loaded()` answers it synchronously once it is there (null
 * before), and a failed load may be tried again.
 * @example const rules = loadOnce(() => import('./rules.ts')); await rules.load(); rules.loaded() // the module
 */
export function loadOnce<T>(start: () => Promise<T>): { load: () => Promise<T>; loaded: () => T | null } {
  let value: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    load() {
      loading ??= start().then(
        (result) => {
          value = result;
          return result;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => value,
  };
}
