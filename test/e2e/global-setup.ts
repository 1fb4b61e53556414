// Starts the site and one Chromium once for all browser tests and hands their addresses to them
// (inject('baseUrl'), inject('browserWs')): the files connect to it instead of each launching one.
import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from '../../scripts/shared/browser.ts';
import { startLocalServer } from '../../scripts/shared/local-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserWs: string;
  }
}

export default async function setup(project: TestProject) {
  const [server, browser] = await Promise.all([startLocalServer(), launchBrowserServer()]);
  project.provide('baseUrl', server.url);
  project.provide('browserWs', browser.wsEndpoint());
  return async () => { await Promise.all([server.stop(), browser.close()]); };
}
