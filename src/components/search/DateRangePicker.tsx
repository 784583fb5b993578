import { useEffect, useState } from 'react';
import { DayPicker, type DateRange, type Matcher, type DayPickerLocale } from 'react-day-picker';
// The calendar's stylesheet is a file of its own, loaded with the calendar: a search page whose guest never opens
// the dates does not carry it in its HTML (1.35 KB gzip). Never inlined as a data: address, which the page's policy
// would refuse (astro.config.mjs inlines small stylesheets).
import calendarStylesheet from 'react-day-picker/style.css?url&no-inline';
import { addDays, type IsoDate } from '../../lib/format/dates.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { PartNotLoaded } from '../ui/lazyPart.tsx';
import { loadStylesheet } from '../ui/stylesheet.ts';

/** react-day-picker's own translations (labels for screen readers included), loaded for the page's language only. */
const LOCALES: Record<string, () => Promise<Partial<DayPickerLocale>>> = {
  hr: () => import('react-day-picker/locale/hr').then((m) => m.hr),
  en: () => import('react-day-picker/locale/en-GB').then((m) => m.enGB),
  cs: () => import('react-day-picker/locale/cs').then((m) => m.cs),
  de: () => import('react-day-picker/locale/de').then((m) => m.de),
  es: () => import('react-day-picker/locale/es').then((m) => m.es),
  fr: () => import('react-day-picker/locale/fr').then((m) => m.fr),
  it: () => import('react-day-picker/locale/it').then((m) => m.it),
  vi: () => import('react-day-picker/locale/vi').then((m) => m.vi),
  el: () => import('react-day-picker/locale/el').then((m) => m.el),
  pl: () => import('react-day-picker/locale/pl').then((m) => m.pl),
  sl: () => import('react-day-picker/locale/sl').then((m) => m.sl),
};

const toDate = (date: IsoDate) => {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year, month - 1, day);
};
const toIso = (date: Date): IsoDate => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export interface DateRangePickerProps {
  lang: string;
  from: IsoDate | null;
  to: IsoDate | null;
  today: IsoDate;
  numberOfMonths: number;
  /** The days' size in px (01 §2.4); without it, the page's stylesheet sizes them (a unit's calendar fits its card). */
  daySize?: number;
  /** Further days that cannot be chosen (e.g. blocked nights of a unit's calendar). */
  disabled?: (date: IsoDate) => boolean;
  /** Days highlighted as check-out only (01 §2.11). */
  checkOutOnly?: (date: IsoDate) => boolean;
  onChange: (range: { from: IsoDate | null; to: IsoDate | null }) => void;
  onMonthChange?: (year: number, month: number) => void;
  /** The last month shown (2 years ahead, 01 §5.4). */
  endMonth?: IsoDate;
  /** Whether a range over disabled days starts over (the search bar) or is handed to onChange to judge (a unit's calendar). */
  excludeDisabled?: boolean;
  /** Focus moves to the chosen check-in (or today) once the calendar shows: it was opened for this. */
  autoFocus?: boolean;
}

/**
 * A range calendar (react-day-picker): days before today disabled, the
 * page's language, months and day size given by the caller (01 §2.4).
 */
export default function DateRangePicker(props: DateRangePickerProps) {
  const { t } = useTranslation();
  const [locale, setLocale] = useState<Partial<DayPickerLocale> | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let alive = true;
    // Its language and its stylesheet: the calendar shows with both, and says so in its place when either cannot be loaded.
    Promise.all([(LOCALES[props.lang] ?? LOCALES.en)(), loadStylesheet(calendarStylesheet)]).then(
      ([loaded]) => alive && setLocale(loaded),
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
    };
  }, [props.lang]);

  const disabled: Matcher[] = [{ before: toDate(props.today) }];
  if (props.disabled) disabled.push((date: Date) => props.disabled!(toIso(date)));
  const selected: DateRange | undefined = props.from ? { from: toDate(props.from), to: props.to ? toDate(props.to) : undefined } : undefined;

  if (failed) return <PartNotLoaded />;
  // The calendar shows once its language and its stylesheet are loaded: its labels never flash in another language, nor its days unstyled.
  if (!locale) return <p role="status">{t('Loading')}</p>;
  return (
    <div className="date-range-picker">
      <DayPicker
        // On the calendar's root, where react-day-picker's own stylesheet sets the sizes it would otherwise keep (44 px).
        style={
          props.daySize
            ? {
                ['--rdp-day-width' as string]: `${props.daySize}px`,
                ['--rdp-day-height' as string]: `${props.daySize}px`,
                ['--rdp-day_button-width' as string]: `${props.daySize - 2}px`,
                ['--rdp-day_button-height' as string]: `${props.daySize - 2}px`,
              }
            : undefined
        }
        mode="range"
        autoFocus={props.autoFocus}
        locale={locale}
        numberOfMonths={props.numberOfMonths}
        defaultMonth={props.from ? toDate(props.from) : toDate(props.today)}
        startMonth={toDate(props.today)}
        endMonth={toDate(props.endMonth ?? addDays(props.today, 730))}
        disabled={disabled}
        excludeDisabled={props.excludeDisabled ?? true}
        resetOnSelect
        selected={selected}
        modifiers={props.checkOutOnly ? { checkOutOnly: (date: Date) => props.checkOutOnly!(toIso(date)) } : undefined}
        modifiersClassNames={{ checkOutOnly: 'day-check-out-only' }}
        onMonthChange={(month) => props.onMonthChange?.(month.getFullYear(), month.getMonth() + 1)}
        onSelect={(range) => props.onChange({ from: range?.from ? toIso(range.from) : null, to: range?.to ? toIso(range.to) : null })}
      />
    </div>
  );
}
