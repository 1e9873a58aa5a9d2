import { join } from 'node:path';

/**
 * Where Petrel keeps its files: the explicit directory, else `PETREL_CONFIG_DIR`, else the
 * platform's config location — `$XDG_CONFIG_HOME/petrel` (default `~/.config/petrel`) on
 * Linux and BSDs, `~/Library/Preferences/petrel` on macOS, `%APPDATA%\petrel\Config` on
 * Windows. These are conf's defaults without its `-nodejs` suffix; computing the path here
 * (instead of letting conf do it) lets us create the directory with a private mode first.
 */
export function resolveConfigDir(
  configDir?: string,
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): string {
  if (configDir) return configDir;
  if (env.PETREL_CONFIG_DIR) return env.PETREL_CONFIG_DIR;
  // HOME is what os.homedir() answers first on POSIX; node:os is loaded only without it.
  const home = (platform !== 'win32' && env.HOME) || process.getBuiltinModule('node:os').homedir();
  switch (platform) {
    case 'darwin':
      return join(home, 'Library', 'Preferences', 'petrel');
    case 'win32':
      return join(env.APPDATA || join(home, 'AppData', 'Roaming'), 'petrel', 'Config');
    default:
      return join(env.XDG_CONFIG_HOME || join(home, '.config'), 'petrel');
  }
}
