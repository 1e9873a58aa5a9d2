/**
 * Petrel's version, as package.json has it (tests/shared/version.test.ts keeps the two
 * equal): `petrel --version`, the terminal's about screen and the front-end ref the admin
 * view installs. The web build reads package.json itself (import.meta.env.PETREL_VERSION).
 */
export const PETREL_VERSION = '0.1.0';
