import type { Locale } from '../lib/types.ts';
import type { Messages } from './translator.ts';
import hr from './email/hr.json' with { type: 'json' };
import en from './email/en.json' with { type: 'json' };
import cs from './email/cs.json' with { type: 'json' };
import de from './email/de.json' with { type: 'json' };
import es from './email/es.json' with { type: 'json' };
import fr from './email/fr.json' with { type: 'json' };
import it from './email/it.json' with { type: 'json' };
import vi from './email/vi.json' with { type: 'json' };
import el from './email/el.json' with { type: 'json' };
import pl from './email/pl.json' with { type: 'json' };
import sl from './email/sl.json' with { type: 'json' };

/**
 * The e-mails' own texts in every language (`server/mail/compose.ts`),
 * kept apart from the site's dictionaries so that no page embeds them; the
 * e-mails take every other text from the site's.
 */
export const emailDictionaries: Record<Locale, Messages> = { hr, en, cs, de, es, fr, it, vi, el, pl, sl };
