import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';

/** Starts a process with its standard output and error collected together, as a terminal would show them. */
export function spawnCollecting(
  command: string,
  args: string[],
  options: SpawnOptions,
): { child: ChildProcess; output: () => string } {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}
