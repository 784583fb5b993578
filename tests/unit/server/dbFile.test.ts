import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app.ts';
import { guardDatabaseFile } from '../../../server/dbFile.ts';
import { NOW, seededDbFile } from './helpers.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** The API on a database file of its own, with the file's guard, and what the guard logged. */
function apiOnFile() {
  const { path, db } = seededDbFile(folders, 'db-file-');
  const logged: string[] = [];
  const databaseFile = guardDatabaseFile(path, (line) => logged.push(line));
  const app = createApp({ db, config: { now: () => NOW }, databaseFile });
  return { path, app, logged };
}

describe('the database file removed or replaced under the running API', () => {
  it('is fine while the file is where it was opened', async () => {
    const { app, logged } = apiOnFile();
    expect((await app.request('/api/health')).status).toBe(200);
    expect(logged).toEqual([]);
  });

  it('removed: health answers 503, every write is refused with 503 and nothing written, and the log says so once a minute', async () => {
    const { path, app, logged } = apiOnFile();
    rmSync(path);
    const health = await app.request('/api/health');
    expect(health.status).toBe(503);
    expect(((await health.json()) as { problem: string }).problem).toContain(`${path} was removed while the API runs`);
    const cancel = await app.request('/api/reservation/AbCdEfGhIjKlMnOp', { method: 'DELETE' });
    expect(cancel.status).toBe(503);
    expect(await cancel.json()).toEqual([{ message: expect.any(String) }]);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^\[api\] ERROR the database file .* was removed while the API runs: every write is refused \(503\)/);
  });

  it('replaced by another file: refused the same way', async () => {
    const { path, app } = apiOnFile();
    renameSync(path, `${path}.old`);
    writeFileSync(path, '');
    expect((await app.request('/api/health')).status).toBe(503);
    expect(guardDatabaseFile(path).problem()).toBeNull();
  });
});
