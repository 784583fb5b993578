/**
 * Requests from an API worker to the primary process over the cluster's
 * channel (`cluster.ts`), answered in turn: what must be shared by the
 * workers but never written down (the test gateway's card field parts).
 */
import cluster, { type Worker } from 'node:cluster';

interface Request {
  channel: string;
  id: number;
  payload: unknown;
}

interface Reply {
  channelReply: number;
  result?: unknown;
  error?: string;
}

/** How long a worker waits for the primary before the request fails. */
const REPLY_MS = 5_000;

let nextId = 0;
const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }>();
let listening = false;

function listen(): void {
  if (listening) return;
  listening = true;
  process.on('message', (message: Reply) => {
    if (typeof message !== 'object' || message === null || typeof message.channelReply !== 'number') return;
    const pending = waiting.get(message.channelReply);
    if (!pending) return;
    waiting.delete(message.channelReply);
    clearTimeout(pending.timer);
    if (message.error !== undefined) pending.reject(new Error(message.error));
    else pending.resolve(message.result);
  });
}

/** In a worker: asks the primary's handler of `channel` and waits for its answer. */
export function ask(channel: string, payload: unknown): Promise<unknown> {
  if (!cluster.isWorker || !process.send) return Promise.reject(new Error('Not an API worker: nothing to ask.'));
  listen();
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error(`The primary API process did not answer on ${channel} within ${REPLY_MS / 1000} s.`));
    }, REPLY_MS);
    waiting.set(id, { resolve, reject, timer });
    process.send!({ channel, id, payload } satisfies Request);
  });
}

/** In the primary: answers the workers' requests on `channel` with `handler`. */
export function answer(channel: string, handler: (payload: unknown) => unknown): void {
  cluster.on('message', (worker: Worker, message: Request) => {
    if (typeof message !== 'object' || message === null || message.channel !== channel) return;
    let reply: Reply;
    try {
      reply = { channelReply: message.id, result: handler(message.payload) };
    } catch (error) {
      reply = { channelReply: message.id, error: error instanceof Error ? error.message : String(error) };
    }
    if (worker.isConnected()) worker.send(reply);
  });
}
