import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../machines/graph/machine-graph';
import { eventLabel, type LifecycleDefinition } from '../../../machines/shared/lifecycle';

/** Events the entity store logs itself rather than a machine (docs/workflow.md): the entity's creation. */
const STORE_EVENTS: Record<string, string> = { 'entity.create': 'workflow.storeEvents.create' };

/** An event's name in the page language: the lifecycle's table, else the store's own events, else the type itself. */
export function useEventLabel(definition: LifecycleDefinition, lang: Lang) {
  const { t } = useTranslation('workflow');
  return (type: string) => {
    if (Object.hasOwn(definition.events, type)) return eventLabel(definition, type, lang);
    const key = STORE_EVENTS[type];
    return key ? t(key) : type;
  };
}
