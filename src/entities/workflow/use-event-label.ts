import { useTranslation } from 'react-i18next';
import { chartLanguage } from '@/components/statechart/chart-text';
import type { Lang } from '../../../machines/graph/machine-graph';
import { eventLabel, type LifecycleDefinition, stateLabelOf } from '../../../machines/shared/lifecycle';
import { lifecycleOf } from './lifecycles';

/** Events the entity store logs itself rather than a machine (docs/workflow.md): the entity's creation. */
export const STORE_EVENTS: Record<string, string> = { 'entity.create': 'workflow.storeEvents.create' };

/** An event's name in the page language: the lifecycle's table, else the store's own events, else the type itself. */
export function useEventLabel(definition: LifecycleDefinition | null, lang: Lang) {
  const { t } = useTranslation('workflow');
  return (type: string) => {
    if (definition && Object.hasOwn(definition.events, type)) return eventLabel(definition, type, lang);
    const key = STORE_EVENTS[type];
    return key ? t(key) : type;
  };
}

/** A state's name in the page language, as the log writes it ("feeDue.choosingMode"): the machine's `meta.label`. */
export function useStateLabel(definition: LifecycleDefinition | null, lang: Lang) {
  return (state: string) => (definition ? stateLabelOf(definition.machine, state, lang) : state);
}

/**
 * Both labels of one entity type's log in the page language, for pages that list its history themselves (the
 * operations drawers): events and states as the live chart names them; an unknown type's names as written.
 */
export function useLifecycleLabels(entityType: string) {
  const { i18n } = useTranslation('workflow');
  const lang = chartLanguage(i18n.resolvedLanguage ?? i18n.language);
  const definition = lifecycleOf(entityType);
  return { event: useEventLabel(definition, lang), state: useStateLabel(definition, lang) };
}
