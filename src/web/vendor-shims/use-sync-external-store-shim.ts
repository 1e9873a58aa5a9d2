// mobx-react-lite imports `use-sync-external-store/shim`, a polyfill for React < 18 (~0.35 KiB
// gzip of the first load). React 19 has the hook itself: the web build resolves the shim here.
export { useSyncExternalStore } from 'react';
