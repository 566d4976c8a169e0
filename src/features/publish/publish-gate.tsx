import { useQuery } from '@apollo/client/react';
import { Button, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { REAL_NAME_PATH, useRealNameGate } from '@/components/real-name-gate';
import { MY_REQUIREMENTS_PATH } from '@/entities/requirement/paths';
import { PublishProfileQuery } from './publish-profile.query';

export const PROFILE_PATH = '/personal/accountManagement/personalData/baseInfo';

/**
 * Spec 6 in front of publishing: a verified real name (the real-name gate's status) and a complete profile
 * (nickname and a field of interest). The services check both again on save and submit (`requireParticipant`).
 */
export function PublishGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('requirements');
  const navigate = useNavigate();
  const realName = useRealNameGate();
  const profile = useQuery(PublishProfileQuery, { fetchPolicy: 'cache-and-network', context: { silentErrors: true } });
  const info = profile.data?.personalInfo;

  if ((realName.loading && !realName.verified) || (profile.loading && !info)) return <Spin data-testid="publish-gate-loading" />;
  const back = (
    <Button key="back" onClick={() => navigate(MY_REQUIREMENTS_PATH)}>
      {t('realName.gate.goBack')}
    </Button>
  );
  if (!realName.verified) {
    return (
      <Result
        status="warning"
        title={t('realName.gate.title')}
        subTitle={t('requirements.gate.realNameBody')}
        extra={[
          <Button key="verify" type="primary" onClick={() => navigate(REAL_NAME_PATH)}>
            {t('realName.gate.verifyNow')}
          </Button>,
          back,
        ]}
      />
    );
  }
  if (info && (!info.nickname?.trim() || info.fieldsOfInterest.length === 0)) {
    return (
      <Result
        status="warning"
        title={t('requirements.gate.profileTitle')}
        subTitle={t('requirements.gate.profileBody')}
        extra={[
          <Button key="profile" type="primary" onClick={() => navigate(PROFILE_PATH)}>
            {t('requirements.gate.completeProfile')}
          </Button>,
          back,
        ]}
      />
    );
  }
  return <>{children}</>;
}
