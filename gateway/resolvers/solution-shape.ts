import type { RequirementSolutions, Solution, SolutionContent } from '../generated/resolvers-types';
import type { RestRequirementSolutions, RestSolution, RestSolutionContent } from '../rest-types';

/**
 * The services key a solution's content by step number (1-4); the schema names the steps (a GraphQL field cannot be
 * a number). Only the shape changes here: the values go as the services answer them.
 */
export function solutionContentOf(content: RestSolutionContent): SolutionContent {
  return { approach: content[1], detail: content[2], team: content[3], plan: content[4] };
}

export function solutionOf(solution: RestSolution): Solution {
  return { ...solution, content: solutionContentOf(solution.content) };
}

export function requirementSolutionsOf(list: RestRequirementSolutions): RequirementSolutions {
  return { ...list, solutions: list.solutions.map((s) => ({ ...s, content: solutionContentOf(s.content) })) };
}
