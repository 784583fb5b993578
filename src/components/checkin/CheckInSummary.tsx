import { useTranslation } from '../../i18n/react.tsx';
import type { CheckInReservation } from '../../lib/checkin/checkin-contract.ts';
import { SUMMARY_LABELS } from '../../lib/checkin/checkin.ts';
import { checkInSummary, childrenText } from '../../lib/checkin/checkin-view.ts';

/**
 * The reservation summary of check-in (02 §2.10): a grid on wide screens,
 * a list on narrow ones (one `dl`, laid out by CSS). Dates DD.MM.YYYY in
 * UTC (with Croatian's final dot); '-' for an empty booker or code; children followed by their ages.
 */
export function CheckInSummary({ reservation }: { reservation: CheckInReservation }) {
  const { t, lang } = useTranslation();
  const summary = checkInSummary(reservation, lang);
  const ages = summary.childrenAges.map((age) => t(age.key, age.tokens));
  const rows: Array<[string, string | number]> = [
    [SUMMARY_LABELS.booker, summary.booker],
    [SUMMARY_LABELS.code, summary.code],
    [SUMMARY_LABELS.persons, summary.persons],
    [SUMMARY_LABELS.object, summary.object],
    [SUMMARY_LABELS.unitType, summary.unitType],
    [SUMMARY_LABELS.arrivalDate, summary.arrivalDate],
    [SUMMARY_LABELS.departureDate, summary.departureDate],
    [SUMMARY_LABELS.adults, summary.adults],
    [SUMMARY_LABELS.children, childrenText(summary.children, ages)],
  ];
  return (
    <section className="checkin-summary" aria-labelledby="checkin-summary-heading">
      <h2 id="checkin-summary-heading">{t('Reservation summary')}</h2>
      <dl className="checkin-summary-list">
        {rows.map(([label, value]) => (
          <div key={label} className="checkin-summary-item">
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
