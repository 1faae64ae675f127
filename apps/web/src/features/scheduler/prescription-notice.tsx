// §2: review and confirmation say when a vaccine needs a prescription (set at the patient step, §7).
import { useTranslation } from 'react-i18next';
import type { VaccineKind } from '@vaxnear/domain/vaccines';

export function PrescriptionNotice({ kinds }: { kinds: readonly VaccineKind[] | undefined }) {
  const { t } = useTranslation('scheduler');
  if (!kinds || kinds.length === 0) return null;
  return (
    <div className="inset-text prescription-notice">
      <p><strong>{t('prescriptionNotice.title')}</strong></p>
      <p>{t('prescriptionNotice.body', { vaccines: kinds.map((k) => t(`vaccines.${k}`)).join(', ') })}</p>
    </div>
  );
}
