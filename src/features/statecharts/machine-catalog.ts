/**
 * Finds every machine of the project: each `machines/**\/*.machine.ts` module (Vite's `import.meta.glob`, so
 * a new machine appears without code changes) and in it each export whose name ends in `Machine`.
 * A module or machine that cannot be read becomes an entry with an error instead of breaking the page.
 */
import { machineExports } from '../../../machines/graph/machine-exports';
import { machineGraph, type MachineGraph } from '../../../machines/graph/machine-graph';

export type ModuleLoaders = Record<string, () => Promise<unknown>>;

export interface CatalogEntry {
  /** Stable and unique: the machine id (suffixed when two machines share one); used in `?machine=`. */
  key: string;
  file: string;
  exportName: string;
  graph: MachineGraph | null;
  error: string | null;
}

/** Lazy loaders of every machine module; test files (`*.machine.test.ts`) do not match the pattern. */
export const machineModules: ModuleLoaders = import.meta.glob(['/machines/**/*.machine.ts', '!/machines/**/*.test.ts']);

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function loadCatalog(loaders: ModuleLoaders = machineModules): Promise<CatalogEntry[]> {
  const files = Object.keys(loaders).sort();
  const perFile = await Promise.all(
    files.map(async (file): Promise<Omit<CatalogEntry, 'key'>[]> => {
      let module: Record<string, unknown>;
      try {
        module = (await loaders[file]!()) as Record<string, unknown>;
      } catch (error) {
        return [{ file, exportName: '', graph: null, error: message(error) }];
      }
      return machineExports(module).map(({ exportName, machine }) => {
        try {
          return { file, exportName, graph: machineGraph(machine), error: null };
        } catch (error) {
          return { file, exportName, graph: null, error: message(error) };
        }
      });
    }),
  );
  const used = new Set<string>();
  return perFile.flat().map((entry) => {
    const base = entry.graph?.id ?? (entry.exportName || entry.file);
    let key = base;
    for (let n = 2; used.has(key); n++) key = `${base}~${n}`;
    used.add(key);
    return { ...entry, key };
  });
}
