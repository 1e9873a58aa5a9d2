import { useStdout } from 'ink';
import { useEffect, useState } from 'react';

export interface TerminalSize {
  columns: number;
  rows: number;
}

const FALLBACK: TerminalSize = { columns: 80, rows: 24 };

function measure(stdout: NodeJS.WriteStream): TerminalSize {
  return {
    columns: stdout.columns > 0 ? stdout.columns : FALLBACK.columns,
    rows: stdout.rows > 0 ? stdout.rows : FALLBACK.rows,
  };
}

/**
 * The terminal's size, updated on `resize`. A fixed size (tests, benchmarks) wins.
 * Streams without a size (pipes) count as 80×24.
 */
export function useTerminalSize(fixed?: TerminalSize): TerminalSize {
  const { stdout } = useStdout();
  const [size, setSize] = useState(() => fixed ?? measure(stdout));
  useEffect(() => {
    if (fixed) return;
    const onResize = () => {
      const next = measure(stdout);
      setSize((previous) =>
        previous.columns === next.columns && previous.rows === next.rows ? previous : next,
      );
    };
    onResize();
    stdout.on('resize', onResize);
    return () => {
      stdout.off('resize', onResize);
    };
  }, [stdout, fixed]);
  return fixed ?? size;
}
