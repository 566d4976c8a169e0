/**
 * Every machine the state-chart page will discover (`machines/**\/*.machine.ts`, every export whose name ends
 * in `Machine`) must turn into a graph with bilingual titles and descriptions, and must lay out. The page
 * finds them with Vite's `import.meta.glob`; here in Node we walk the folder ourselves.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { layoutGraph } from './layout';
import { machineGraph } from './machine-graph';
import { machineExports } from './machine-exports';

const machinesDir = fileURLToPath(new URL('..', import.meta.url));

function findMachineFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return findMachineFiles(path);
    return entry.name.endsWith('.machine.ts') ? [path] : [];
  });
}

const files = findMachineFiles(machinesDir).sort();
const elk = new ELK();

describe('every machine under machines/', () => {
  it('finds machine files', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  for (const file of files) {
    const name = relative(machinesDir, file);
    it(`${name}: exports machines whose graphs are complete, bilingual and laid out`, async () => {
      const machines = machineExports(await import(pathToFileURL(file).href));
      expect(machines.length, `${name} exports no *Machine`).toBeGreaterThan(0);
      for (const { exportName, machine } of machines) {
        const graph = machineGraph(machine);
        expect(graph.title.zh, `${exportName} title.zh`).not.toBe('');
        expect(graph.title.en, `${exportName} title.en`).not.toBe('');
        expect(graph.title.zh, `${exportName} has no meta.title`).not.toBe(graph.id);
        for (const node of graph.nodes) {
          expect(node.description.zh, `${exportName} ${node.id} description.zh`).not.toBe('');
          expect(node.description.en, `${exportName} ${node.id} description.en`).not.toBe('');
        }
        const layout = await layoutGraph(graph, elk);
        expect(layout.nodes).toHaveLength(graph.nodes.length);
        expect(layout.edges).toHaveLength(graph.edges.length);
        for (const edge of layout.edges) expect(edge.points.length, edge.edge.id).toBeGreaterThanOrEqual(2);
      }
    });
  }
});
