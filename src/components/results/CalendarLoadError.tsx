import { useStore } from '@nanostores/react';
import { useTranslation } from '../../i18n/react.tsx';
import { $failedMonths, retryFailedMonths } from '../../stores/calendar.ts';
import { RetryNotice } from '../ui/RetryNotice.tsx';

/** A unit type's calendar months that could not be loaded: the days show as unavailable, so the guest is told and can try again. */
export function CalendarLoadError({ unitTypeUuid }: { unitTypeUuid: string }) {
  const { t } = useTranslation();
  const failed = useStore($failedMonths)[unitTypeUuid] ?? [];
  if (failed.length === 0) return null;
  return <RetryNotice message={t('We could not load the available dates. Please try again.')} onRetry={() => void retryFailedMonths(unitTypeUuid)} />;
}
