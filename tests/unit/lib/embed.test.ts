import { describe, expect, it } from 'vitest';
import { postCloseMessage } from '../../../src/components/frame/embed.ts';

function fakeWindow(embedded: boolean) {
  const sent: [unknown, string][] = [];
  const parent = { postMessage: (message: unknown, origin: string) => sent.push([message, origin]) };
  const win = { parent: undefined as unknown } as { parent: unknown };
  win.parent = embedded ? parent : win;
  return { win: win as unknown as Window, sent };
}

describe('embed close message (01 §1)', () => {
  it('posts {message:"close"} to each allowed origin explicitly', () => {
    const { win, sent } = fakeWindow(true);
    expect(postCloseMessage(win, ['https://www.villa.example', 'https://partner.example'])).toHaveLength(2);
    expect(sent).toEqual([
      [{ message: 'close' }, 'https://www.villa.example'],
      [{ message: 'close' }, 'https://partner.example'],
    ]);
  });
  it('never uses a wildcard or a malformed origin, and sends nothing when not embedded', () => {
    const { win, sent } = fakeWindow(true);
    postCloseMessage(win, ['*', 'https://x.example/path', 'javascript:alert(1)']);
    expect(sent).toEqual([]);
    const alone = fakeWindow(false);
    expect(postCloseMessage(alone.win, ['https://www.villa.example'])).toEqual([]);
  });
});
