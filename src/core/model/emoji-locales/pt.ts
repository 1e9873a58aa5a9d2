// Emoji annotations (CLDR names and keywords) and group names in one language: a chunk of
// its own on the web, a piece of its own for the terminal (bin/build.mjs), loaded on demand.
export { default as compact } from 'emojibase-data/pt/compact.json';
export { default as messages } from 'emojibase-data/pt/messages.json';
