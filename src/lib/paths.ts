/**
 * Paths that shared components and features link to. They live here, below the route table (app/routes.ts),
 * so that linking to a page never means importing the shell that lazily loads every page.
 */

/** Where the personal centre opens (the workbench). */
export const PERSONAL_HOME = '/personal/workbench/statistics/index';

/** Where the operations area opens (the first queue). */
export const OPERATIONS_HOME = '/operations/real-name';
