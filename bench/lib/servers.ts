// The sandbox and the web server for benchmarks written as .mjs (bundled by bundle.mjs).
export { startSandbox } from '../../src/sandbox/index';
export { startWebServer } from '../../src/web/server/serve';
