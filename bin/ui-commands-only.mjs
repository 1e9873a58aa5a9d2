// dist/cli/ui.cjs runs only the command lines that open the terminal UI (bin/petrel sends
// `petrel`, `petrel tui` and `petrel demo` there, everything else to main.cjs). The other
// command groups were in it all the same (~125 KB of source): loaded lazily, but V8 holds a
// bundle's whole text while it runs, and esbuild lifts every function declaration of a
// lazily loaded ES module to the bundle's top, so each got its closure and function info as
// the UI started. In the UI's bundle their dynamic imports reach a stand-in that says where
// the command is (issue 10: RSS at the first frame, bench/README.md).

/** The command groups the UI's bundle keeps (src/cli/program.ts: `tui`, `demo`, default). */
export const UI_GROUPS = ['./commands/launchers'];

const NAMESPACE = 'petrel-ui-commands-only';

/** What a left-out group's import gives: a rejected import, with what to do instead. */
export const LEFT_OUT_MESSAGE =
  "this command is not in the terminal UI's bundle (dist/cli/ui.cjs): run it through bin/petrel";

/** The modules importing command groups: the program's table and the fast timeline path. */
const IMPORTERS = /[\\/]src[\\/]cli[\\/](program|main)\.ts$/;

export const uiCommandsOnly = {
  name: NAMESPACE,
  setup(b) {
    b.onResolve({ filter: /^\.\/commands\// }, (args) => {
      if (args.kind !== 'dynamic-import' || !IMPORTERS.test(args.importer)) return undefined;
      if (UI_GROUPS.includes(args.path)) return undefined;
      return { path: args.path, namespace: NAMESPACE };
    });
    b.onLoad({ filter: /.*/, namespace: NAMESPACE }, () => ({
      contents: `throw new Error(${JSON.stringify(LEFT_OUT_MESSAGE)});\n`,
      loader: 'js',
    }));
  },
};
