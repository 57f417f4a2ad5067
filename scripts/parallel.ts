// Runs shell commands side by side, as many at once as the machine has cores (the check phase's
// type checks and linters are single-threaded: one after another they leave a core idle).
// Each command's output is held and printed whole when it ends, so logs do not interleave.
// Exits non-zero if any command failed, after all have ended.
//   tsx scripts/parallel.ts 'tsc -p a.json' 'eslint .'
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const commands = process.argv.slice(2);
const slots = Math.max(1, Number(process.env.PARALLEL_JOBS) || availableParallelism());

function run(command: string): Promise<boolean> {
  const started = performance.now();
  const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '1' } });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n$ ${command}  (${code === 0 ? 'ok' : `failed: exit ${code}`}, ${seconds} s)\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const queue = [...commands];
const results: boolean[] = [];
await Promise.all(
  Array.from({ length: Math.min(slots, queue.length) }, async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) results.push(await run(next));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
