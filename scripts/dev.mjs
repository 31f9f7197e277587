#!/usr/bin/env node
// `npm run dev`: the API server with reload on change (tsx watch) and the web app with Vite's
// hot reload at http://localhost:5173, which proxies /api and /media to the server.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@kramik/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@kramik/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
