import { useCallback, useEffect, useState } from 'react';
import type { DraftErrors, DraftField } from '../../../machines/requirement/publish.machine';
import { useRuleText } from '@/components/code-flow/use-rule-text';
import type { PublishFormValues } from './publish-form';

/** Which rule field a form value feeds (a change there hides that field's error until the next check). */
const FIELD_OF: Record<keyof PublishFormValues, DraftField[]> = {
  title: ['title'],
  domain: ['industryIds'],
  categoryId: ['categoryId'],
  durationDays: ['durationDays'],
  budgetYuan: ['budgetFen'],
  details: ['detailsText'],
  // "details or at least one attachment" sits under the details
  attachments: ['attachments', 'detailsText'],
  keywords: ['keywords'],
  institutions: ['institutions'],
  agreed: ['agreed'],
};

export type FieldErrorProps = { validateStatus?: 'error'; help?: string };

/**
 * The machine's rule errors under their fields, in the page language and in the words the services answer with.
 * An error stays until its field changes or the next Next / Save / Submit checks again.
 */
export function useFieldErrors(errors: DraftErrors) {
  const ruleText = useRuleText();
  const [dismissed, setDismissed] = useState<ReadonlySet<DraftField>>(new Set());
  useEffect(() => setDismissed(new Set()), [errors]);

  const props = useCallback(
    (field: DraftField): FieldErrorProps => {
      const error = dismissed.has(field) ? undefined : errors[field];
      return error ? { validateStatus: 'error', help: ruleText(error) } : {};
    },
    [dismissed, errors, ruleText],
  );

  const changed = useCallback((values: Partial<PublishFormValues>) => {
    const fields = (Object.keys(values) as (keyof PublishFormValues)[]).flatMap((name) => FIELD_OF[name] ?? []);
    if (fields.length) setDismissed((prev) => new Set([...prev, ...fields]));
  }, []);

  return { props, changed };
}

export type FieldErrors = ReturnType<typeof useFieldErrors>;
