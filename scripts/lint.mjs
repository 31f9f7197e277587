#!/usr/bin/env node
// `npm run lint`: ESLint and Prettier's check side by side. Each runs on one thread: on two cores
// Prettier's ~20 s hide inside ESLint's ~110 s. Each one's output is printed whole when it ends.
import { spawn } from 'node:child_process';

const check = (command, args) =>
  new Promise((resolve) => {
    let output = '';
    const child = spawn('npx', [command, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      process.stdout.write(output);
      if (code !== 0) console.error(`${command}: failed`);
      resolve(code === 0);
    });
  });

const results = await Promise.all([check('eslint', ['.']), check('prettier', ['--check', '.'])]);
process.exit(results.every(Boolean) ? 0 : 1);
