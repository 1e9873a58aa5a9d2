/**
 * Hosts never sent through a proxy, by HTTP requests and streaming sockets alike: a proxy
 * cannot reach the user's own machine (`petrel demo`, `petrel sandbox`).
 */
export const ALWAYS_DIRECT: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];
