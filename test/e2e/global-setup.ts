// Starts the site once for all browser tests and hands its URL to them (inject('baseUrl')).
import type { TestProject } from 'vitest/node';
import { startLocalServer } from '../../scripts/local-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startLocalServer();
  project.provide('baseUrl', server.url);
  return () => server.stop();
}
