// Runs commands side by side (`npm test` on 2 cores: typecheck beside lint, and the halves of the
// emulators and e2e test projects, each on a stack of its own, tests/helpers/stack.ts
// testPortOffset). Each line of output is prefixed with its command's label (its projects and
// shard); the exit code is non-zero when any fails.
//
//   tsx scripts/sideBySide.ts '<command>' '<command>' …
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const commands = process.argv.slice(2);
/** A command's label: the vitest projects it names, else its last word. */
function labelOf(command: string): string {
  const projects = [...command.matchAll(/--project\s+(\S+)/g)].map((match) => match[1]);
  const shard = /--shard=(\S+)/.exec(command)?.[1];
  if (projects.length === 0) return command.trim().split(/\s+/).at(-1) ?? command;
  return `${projects.join('+')}${shard ? ` ${shard}` : ''}`;
}

const labels = commands.map(labelOf);
const width = Math.max(...labels.map((label) => label.length));

const runs = commands.map((command, index) => {
  const started = Date.now();
  const prefix = `${(labels[index] ?? '').padEnd(width)} │ `;
  const child = spawn(command, {
    shell: true,
    // Its own process group, so that an interrupted run stops all of it (a stack, a browser).
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Colours as the command would give this terminal itself.
    env: process.stdout.isTTY ? { FORCE_COLOR: '1', ...process.env } : process.env,
  });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`));
  }
  const done = new Promise<number>((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const outcome = code === 0 ? 'passed' : `failed (${signal ?? `exit code ${code}`})`;
      console.log(`${prefix}${outcome} in ${seconds} s: ${command}`);
      resolve(code ?? 1);
    });
  });
  return { child, done };
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const { child } of runs) {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, signal);
      } catch {
        // That one has ended already.
      }
    }
  });
}
const codes = await Promise.all(runs.map(({ done }) => done));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
