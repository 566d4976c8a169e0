/**
 * How the model tests tell states apart during traversal, in a module of its own so that the browser's generated
 * paths (tests/e2e/model) use the same key without loading Vitest (model.ts imports its `expect`). Test-only code.
 */

/**
 * The state key includes the event and the previous state value even when the value does not change, so a
 * targetless transition (an action only, or a context change back to a seen context) still ends a path of
 * its own and the shortest paths take every transition at least once.
 */
export function serializeStep(
  project: (context: unknown) => unknown = (context) => context,
): (snapshot: { value: unknown; context: unknown }, event?: { type: string }, prev?: { value: unknown }) => string {
  return (snapshot, event, prev) => {
    const here = JSON.stringify({ value: snapshot.value, context: project(snapshot.context) });
    return event ? `${here} via ${JSON.stringify(event)} from ${JSON.stringify(prev?.value)}` : here;
  };
}
