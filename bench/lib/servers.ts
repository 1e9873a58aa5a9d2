// The sandbox and the web server for benchmarks written as .mjs (bundled by bundle.mjs).

export { startWebServer } from '../../src/cli/web-host/serve';
export { startSandbox } from '../../src/sandbox/index';
export { serializeStatus } from '../../src/sandbox/serialize/status';
