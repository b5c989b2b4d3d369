// fake-indexeddb's polyfill entry has types, but its package's exports map does not point to them.
declare module 'fake-indexeddb/auto'
