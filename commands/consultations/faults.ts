/**
 * Crash points for the fault tests (issue 18): with NODE_ENV=test and FAULTS naming a step (for
 * example `FAULTS=booking:afterAllowance`), the process kills itself there, as a power cut would,
 * so a test can show that a restart on the same log finishes or compensates the work. Anywhere
 * else the hook does nothing.
 */
let armed: ReadonlySet<string> = new Set();

export function armFaults(nodeEnv: string, faults: string | undefined): void {
  armed = nodeEnv === 'test' && faults ? new Set(faults.split(',').map((s) => s.trim()).filter(Boolean)) : new Set();
}

export function faultPoint(step: string): void {
  if (armed.has(step)) process.kill(process.pid, 'SIGKILL');
}
