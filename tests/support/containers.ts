import { getContainerRuntimeClient } from 'testcontainers';

/** True when Docker or Podman answers; real-adapter suites skip with a one-line reason otherwise. */
export const containerRuntime: boolean = await getContainerRuntimeClient().then(
  () => true,
  () => false,
);

export const NO_RUNTIME_REASON = 'no container runtime (Docker/Podman) on this machine';
