import { afterAll } from 'vitest';
import { closeTestApps } from './helpers.js';

// Registered before each file's own hooks, so it runs after them (hooks unwind as a stack).
afterAll(closeTestApps);
