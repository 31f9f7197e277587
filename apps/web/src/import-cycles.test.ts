import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// eslint's import-x/no-cycle skips `import type`; this walk counts every static import, so a
// type-only loop (such as router <-> layout once was) fails too. Lazy `import()` is not an edge.
const SRC = import.meta.dirname;
const IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/gm;
const SIDE_EFFECT = /^\s*import\s+['"](\.{1,2}\/[^'"]+)['"]/gm;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end);
  return candidates.find((file) => /\.tsx?$/.test(file) && fs.existsSync(file));
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sources(SRC)) {
    const text = fs.readFileSync(file, 'utf8');
    const specifiers = [...text.matchAll(IMPORT), ...text.matchAll(SIDE_EFFECT)].map(
      (m) => m[1] ?? '',
    );
    graph.set(
      file,
      specifiers.flatMap((s) => resolve(file, s) ?? []),
    );
  }
  return graph;
}

function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const stack: string[] = [];
  const visit = (file: string) => {
    const at = stack.indexOf(file);
    if (at >= 0) {
      cycles.push([...stack.slice(at), file].map((f) => path.relative(SRC, f)));
      return;
    }
    if (done.has(file)) return;
    stack.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    stack.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return cycles;
}

describe('apps/web/src imports', () => {
  it('form no cycle, type-only imports included', () => {
    expect(findCycles(importGraph())).toEqual([]);
  });
});
