// React 18+ ships useSyncExternalStore; the npm shim that wouter and SWR import only forwards to it on
// React 19, yet costs 0.7 KB gzip on first load. vite.config.ts aliases the shim to this file.
export { useSyncExternalStore } from 'react';
