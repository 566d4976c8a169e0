import { Badge } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * Pending invitations (spec section 2). Invitations arrive with a later issue; until then the count is 0
 * and the bell only carries the label.
 */
export function InviteBadge({ count = 0 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <Badge count={count} size="small" overflowCount={99}>
      <span className="portal-icon-button" role="img" aria-label={t('layout.invites', { count })}>
        <BellOutlined aria-hidden="true" />
      </span>
    </Badge>
  );
}
