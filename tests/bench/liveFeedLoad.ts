/**
 * Load generator for tests/bench/liveFeed.ts: holds signed-in /ws sockets in its own process (file
 * descriptors are limited per process). Each stdin line "N" opens N more sockets, with the next
 * tokens of its FEED_TOKENS_SLICE (from,to) of FEED_TOKENS_FILE, and answers one JSON line once every one of them is ready.
 */
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import WebSocket from 'ws';

const url = `${process.env.FEED_URL!.replace('http', 'ws')}/ws`;
const [from, to] = process.env.FEED_TOKENS_SLICE!.split(',').map(Number);
const tokens = (JSON.parse(readFileSync(process.env.FEED_TOKENS_FILE!, 'utf8')) as string[]).slice(from, to);
const BATCH = 200;
const sockets: WebSocket[] = [];
let frames = 0;

function openOne(token: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url}?token=${token}`, { perMessageDeflate: false });
    socket.once('message', (raw) => (String(raw).includes('"ready"') ? resolve() : reject(new Error(`first frame: ${String(raw)}`))));
    // Frames for load users would be a bug in routing: count them.
    socket.on('message', () => (frames += 1));
    socket.once('error', reject);
    socket.once('close', (code) => reject(new Error(`closed with ${code}`)));
    sockets.push(socket);
  });
}

async function open(count: number): Promise<void> {
  for (let done = 0; done < count; done += BATCH) {
    const batch = tokens.splice(0, Math.min(BATCH, count - done));
    if (batch.length === 0) throw new Error('out of tokens');
    await Promise.all(batch.map(openOne));
  }
}

let queue = Promise.resolve();
createInterface({ input: process.stdin }).on('line', (line) => {
  queue = queue.then(async () => {
    await open(Number(line));
    // One frame per socket is its `ready`; any more reached a socket outside the change's audience.
    console.log(JSON.stringify({ open: sockets.length, strayFrames: frames - sockets.length }));
  });
  queue.catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
process.stdin.on('end', () => process.exit(0));
