import { describe, expect, it } from 'vitest';
import { loadOnce } from '../../../src/lib/load-once.ts';

describe('loadOnce', () => {
  it('starts one load for every caller, answers it once there, and starts again after a failure', async () => {
    let starts = 0;
    let fail = true;
    const parts = loadOnce(async () => {
      starts += 1;
      if (fail) throw new Error('offline');
      return { ready: true };
    });
    expect(parts.loaded()).toBeNull();
    await expect(Promise.all([parts.load(), parts.load()])).rejects.toThrow('offline');
    expect(starts).toBe(1);
    fail = false;
    expect(await Promise.all([parts.load(), parts.load()])).toEqual([{ ready: true }, { ready: true }]);
    expect(starts).toBe(2);
    expect(parts.loaded()).toEqual({ ready: true });
  });
});
