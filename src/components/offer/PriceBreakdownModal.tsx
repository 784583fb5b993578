import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '../../i18n/react.tsx';
import { Modal } from '../ui/Modal.tsx';
import { useMoney } from '../ui/useMoney.ts';
import type { Message } from '../../lib/format/messages.ts';
import { breakdownReservation, priceBreakdown, type ExtrasTable } from '../../lib/offer/offer-breakdown.ts';
import type { OfferReservation } from '../../lib/offer/offer-contract.ts';
import { $modal } from '../../stores/modal.ts';

/** A table that scrolls sideways on narrow screens, reachable by keyboard. */
function Scroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="breakdown-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

function ExtrasTableView({ table, currency }: { table: ExtrasTable; currency: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const text = (entry: Message) => t(entry.key, entry.tokens);
  if (table.rows.length === 0) return null;
  return (
    <Scroller label={text(table.title)}>
      <table className="breakdown-table">
        <caption>{text(table.title)}</caption>
        <thead>
          <tr>
            {table.columns.map((column, index) => (
              <th key={column.key} scope="col" className={index >= 2 ? 'num' : undefined}>
                {text(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={`${row.name}-${index}`}>
              <th scope="row">{row.name}</th>
              <td>{row.type ? text(row.type) : '–'}</td>
              <td className="num">{row.quantity}</td>
              <td className="num">{row.zeroLabel ? text(row.zeroLabel) : money(row.total, currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('Total')}
            </th>
            <td className="num">
              {money.total(
                table.total,
                table.rows.map((row) => row.total),
                currency,
              )}
            </td>
          </tr>
        </tfoot>
      </table>
    </Scroller>
  );
}

/**
 * The 'Price breakdown' modal (02 §2.8) of the reservation whose index the
 * modal was opened with (default 0): the header, the accommodation night
 * by night, the services, fees and tourist taxes, the tax notes and the
 * total per unit.
 */
export function PriceBreakdownModal({ reservations }: { reservations: readonly OfferReservation[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { openModal, modalData } = useStore($modal);
  const reservation = breakdownReservation(reservations, typeof modalData === 'number' ? modalData : 0);
  const breakdown = openModal === 'PRICE_BREAKDOWN' && reservation ? priceBreakdown(reservation) : null;
  const text = (entry: Message) => t(entry.key, entry.tokens);

  return (
    <Modal name="PRICE_BREAKDOWN" title={t('Price breakdown')} size="large">
      {breakdown ? (
        <div className="breakdown">
          <p className="breakdown-header">
            <strong>{breakdown.header.unitTypeName}</strong> ({breakdown.header.arrival} - {breakdown.header.departure}) ·{' '}
            {breakdown.header.guests.map(text).join(', ')}
          </p>
          <Scroller label={t('Accommodation')}>
            <table className="breakdown-table">
              <caption>{t('Accommodation')}</caption>
              <thead>
                <tr>
                  {breakdown.accommodation.columns.map((column, index) => (
                    <th key={`${column.key}-${index}`} scope="col" className={index > 0 ? 'num' : undefined}>
                      {text(column)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {breakdown.accommodation.rows.map((row) => (
                  <tr key={row.date}>
                    <th scope="row">{row.date}</th>
                    {breakdown.accommodation.detailed ? (
                      <>
                        <td className="num">{row.perNight === null ? '–' : money(row.perNight, breakdown.currency)}</td>
                        <td className="num">{row.adults === null ? '–' : money(row.adults, breakdown.currency)}</td>
                        {row.children.map((amount, index) => (
                          <td key={index} className="num">
                            {money(amount, breakdown.currency)}
                          </td>
                        ))}
                      </>
                    ) : null}
                    <td className="num">{money(row.total, breakdown.currency)}</td>
                  </tr>
                ))}
              </tbody>
              {breakdown.accommodation.rows.length > 0 ? (
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={breakdown.accommodation.columns.length - 1}>
                      {t('Total')}
                    </th>
                    <td className="num">
                      {money.total(
                        breakdown.accommodation.total,
                        breakdown.accommodation.rows.map((row) => row.total),
                        breakdown.currency,
                      )}
                    </td>
                  </tr>
                </tfoot>
              ) : null}
            </table>
          </Scroller>
          {breakdown.accommodation.empty ? <p className="breakdown-empty">{text(breakdown.accommodation.empty)}</p> : null}
          <ExtrasTableView table={breakdown.services} currency={breakdown.currency} />
          <ExtrasTableView table={breakdown.fees} currency={breakdown.currency} />
          <ExtrasTableView table={breakdown.touristTaxes} currency={breakdown.currency} />
          {breakdown.taxNotes.length > 0 ? (
            <ul className="breakdown-notes">
              {breakdown.taxNotes.map((note, index) => (
                <li key={index}>{text(note)}</li>
              ))}
            </ul>
          ) : null}
          <dl className="offer-totals breakdown-total">
            <div>
              <dt>{t('Total per unit')}</dt>
              <dd>{money.total(breakdown.totalPerUnit, breakdown.totalPerUnitParts, breakdown.currency)}</dd>
            </div>
          </dl>
        </div>
      ) : null}
    </Modal>
  );
}
