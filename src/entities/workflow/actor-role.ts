import { useTranslation } from 'react-i18next';

/** Who sends an event, in the page language: member, operations, platform (the `system` role). */
export function useActorRoleLabel() {
  const { t } = useTranslation('workflow');
  return (role: string) => t(`workflow.roles.${role}`, { defaultValue: role });
}
