/** Form validators on the shared rules (machines/rules), so a field says exactly what the services would. */
import { formatRuleError, type Lang, type RuleError } from '../../../machines/rules/messages';

export type FieldValidator<T> = (rule: unknown, value: T) => Promise<void>;

export function ruleValidator<T>(lang: Lang, check: (value: T) => RuleError | null): FieldValidator<T> {
  return async (_rule, value) => {
    const error = check(value);
    if (error) throw new Error(formatRuleError(error, lang));
  };
}
