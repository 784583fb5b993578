/**
 * Terms of service and privacy policy texts of the demo properties, in every
 * language of the site: one paragraph per line, as the site splits them, and
 * the same paragraphs in the same order in each language.
 */
import type { Lang, Texts } from './types.ts';

/** The operator of a demo property, as its legal texts name it. */
export interface Company {
  /** The registered name; a private renter's name with what they are, per language. */
  company: string | Texts;
  /** Postal address, the country named in each language (`inCroatia`). */
  address: Texts;
  oib: string;
  email: string;
  /** Check-in from and check-out until ('14:00'); a group leaves it out, as each of its properties sets its own. */
  hours?: { checkIn: string; checkOut: string };
}

/** Croatia as each language names it, at the end of a postal address. */
const CROATIA: Record<Lang, string> = {
  en: 'Croatia',
  hr: 'Hrvatska',
  de: 'Kroatien',
  it: 'Croazia',
  cs: 'Chorvatsko',
  es: 'Croacia',
  fr: 'Croatie',
  vi: 'Croatia',
  el: 'Κροατία',
  pl: 'Chorwacja',
  sl: 'Hrvaška',
};

/**
 * A postal address in Croatia in every language: street, postal code and
 * town as they are written locally, then the country in the reader's
 * language (`inCroatia('Put Firula 7, 21000 Split')`).
 */
export function inCroatia(street: string): Texts {
  const texts = {} as Record<Lang, string>;
  for (const lang of Object.keys(CROATIA) as Lang[]) texts[lang] = `${street}, ${CROATIA[lang]}`;
  return texts;
}

/** A company's details as one language writes them. */
interface Local {
  company: string;
  address: string;
  oib: string;
  email: string;
  hours?: { checkIn: string; checkOut: string };
}

/** One legal text: its paragraphs in each language. */
type Paragraphs = Record<Lang, (c: Local) => string[]>;

const NBSP = '\u00a0';

function render(paragraphs: Paragraphs, c: Company): Texts {
  const texts = {} as Record<Lang, string>;
  for (const lang of Object.keys(paragraphs) as Lang[]) {
    const company = typeof c.company === 'string' ? c.company : (c.company[lang] ?? c.company.en);
    const address = c.address[lang] ?? c.address.en;
    texts[lang] = paragraphs[lang]({ ...c, company, address }).join('\n');
  }
  return texts;
}

const TERMS: Paragraphs = {
  en: ({ company, address, oib, email, hours }) => [
    `These terms apply to every reservation made through this booking engine for accommodation operated by ${company}, ${address} (OIB ${oib}).`,
    'A reservation is confirmed once you receive our confirmation e-mail. Please check the dates, the number of guests and your contact details and let us know straight away if anything is wrong.',
    'Prices are per unit and stay, in euro, and include VAT where applicable. Tourist tax is charged per person per night as set by the local tourist board, unless the rate says it is included.',
    'Prepayment, cancellation and no-show charges are those of the rate you choose; they are shown next to the rate and in your confirmation. Refunds are made to the original payment method within 14 days.',
    `Check-in is ${hours ? `from ${hours.checkIn}` : 'as shown for each property'} and check-out is ${hours ? `until ${hours.checkOut}` : 'as shown for each property'}, unless agreed otherwise. Early check-in and late check-out depend on availability and may be charged.`,
    'Under Croatian law every guest must be registered on arrival; please have a valid ID card or passport ready for each guest, or complete the online check-in before you arrive.',
    'The number of guests may not exceed the occupancy booked. Parties, loud music after 23:00 and smoking indoors are not permitted unless the unit says otherwise.',
    'Guests are liable for damage they cause to the unit or its contents. We are not liable for valuables left in the unit outside the safe.',
    `Complaints can be sent to ${email}; we answer within 8 days. These terms are governed by Croatian law.`,
  ],
  hr: ({ company, address, oib, email, hours }) => [
    `Ovi uvjeti poslovanja vrijede za sve rezervacije napravljene putem ovog sustava za online rezervacije, za smještaj kojim upravlja ${company}, ${address} (OIB: ${oib}).`,
    'Rezervacija je potvrđena kada primite našu potvrdu e-poštom. Molimo Vas da provjerite datume, broj gostiju i svoje kontaktne podatke te nam odmah javite ako nešto nije točno.',
    'Cijene su izražene u eurima, odnose se na smještajnu jedinicu za cijeli boravak i uključuju PDV ako se obračunava. Boravišna pristojba naplaćuje se po osobi i noćenju u iznosu koji utvrđuje lokalna turistička zajednica, osim ako je uz cijenu navedeno da je uključena.',
    'Predujam, naknada za otkazivanje i naknada za nedolazak ovise o cijeni koju odaberete; navedeni su uz cijenu i u Vašoj potvrdi rezervacije. Novac vraćamo na isti način na koji je plaćeno, u roku od 14 dana.',
    `${hours ? `Dolazak je moguć od ${hours.checkIn}, a odlazak do ${hours.checkOut}` : 'Vrijeme dolaska i odlaska navedeno je uz svaki objekt'}, osim ako nije drukčije dogovoreno. Raniji dolazak i kasniji odlazak ovise o raspoloživosti i mogu se dodatno naplatiti.`,
    'Prema hrvatskim propisima svaki gost mora biti prijavljen po dolasku; molimo Vas da za svakog gosta pripremite važeću osobnu iskaznicu ili putovnicu ili da prije dolaska ispunite online prijavu gostiju.',
    'Broj gostiju ne smije biti veći od broja osoba za koji je smještaj rezerviran. Zabave, glasna glazba nakon 23:00 i pušenje u zatvorenom prostoru nisu dopušteni, osim ako je u opisu smještajne jedinice drukčije navedeno.',
    'Gosti odgovaraju za štetu koju prouzroče na smještajnoj jedinici ili njezinu inventaru. Ne odgovaramo za vrijedne predmete ostavljene u smještajnoj jedinici izvan sefa.',
    `Prigovore možete poslati na ${email}; odgovaramo u roku od 8 dana. Na ove uvjete poslovanja primjenjuje se hrvatsko pravo.`,
  ],
  de: ({ company, address, oib, email, hours }) => [
    `Diese AGB gelten für alle Reservierungen, die über dieses Buchungssystem für die von ${company}, ${address} (OIB ${oib}), betriebenen Unterkünfte vorgenommen werden.`,
    'Eine Reservierung ist bestätigt, sobald Sie unsere Bestätigung per E-Mail erhalten. Bitte prüfen Sie die Reisedaten, die Anzahl der Gäste und Ihre Kontaktdaten und teilen Sie uns umgehend mit, falls etwas nicht stimmt.',
    'Die Preise verstehen sich in Euro pro Wohneinheit und Aufenthalt und enthalten, sofern anfallend, die MwSt. Die Kurtaxe wird pro Person und Nacht in der vom örtlichen Tourismusverband festgelegten Höhe berechnet, es sei denn, beim Tarif ist angegeben, dass sie inbegriffen ist.',
    'Anzahlung, Stornierungsgebühren und Gebühren bei Nichtanreise richten sich nach dem gewählten Tarif; sie sind beim Tarif und in Ihrer Bestätigung angegeben. Erstattungen erfolgen innerhalb von 14 Tagen auf das ursprünglich verwendete Zahlungsmittel.',
    `${hours ? `Der Check-in ist ab ${hours.checkIn} Uhr möglich, der Check-out bis ${hours.checkOut} Uhr` : 'Die Check-in- und Check-out-Zeiten sind bei jeder Unterkunft angegeben'}, sofern nichts anderes vereinbart ist. Ein früherer Check-in und ein späterer Check-out sind je nach Verfügbarkeit möglich und können kostenpflichtig sein.`,
    'Nach kroatischem Recht muss jeder Gast bei der Anreise angemeldet werden; bitte halten Sie für jeden Gast einen gültigen Personalausweis oder Reisepass bereit oder füllen Sie vor Ihrer Anreise die Online-Gästeregistrierung aus.',
    'Die Anzahl der Gäste darf die gebuchte Belegung nicht überschreiten. Partys, laute Musik nach 23:00 Uhr und Rauchen in Innenräumen sind nicht gestattet, sofern bei der Wohneinheit nichts anderes angegeben ist.',
    'Gäste haften für Schäden, die sie an der Wohneinheit oder ihrer Einrichtung verursachen. Für Wertsachen, die außerhalb des Safes in der Wohneinheit aufbewahrt werden, übernehmen wir keine Haftung.',
    `Beschwerden können Sie an ${email} senden; wir antworten innerhalb von 8 Tagen. Für diese AGB gilt kroatisches Recht.`,
  ],
  it: ({ company, address, oib, email, hours }) => [
    `I presenti termini e condizioni si applicano a ogni prenotazione effettuata tramite questo sistema di prenotazione per gli alloggi gestiti da ${company}, ${address} (OIB ${oib}).`,
    'La prenotazione è confermata nel momento in cui riceve la nostra e-mail di conferma. La preghiamo di verificare le date, il numero degli ospiti e i Suoi recapiti e di segnalarci subito eventuali errori.',
    'I prezzi si intendono per alloggio e per soggiorno, in euro, IVA inclusa ove applicabile. La tassa di soggiorno è dovuta per persona e per notte nella misura stabilita dall’ente turistico locale, salvo che la tariffa indichi che è inclusa.',
    'Acconto, penali di cancellazione e penali per mancata presentazione dipendono dalla tariffa scelta e sono indicati accanto alla tariffa e nella Sua conferma. I rimborsi vengono effettuati sul metodo di pagamento originario entro 14 giorni.',
    `${hours ? `L’arrivo è previsto dalle ${hours.checkIn} e la partenza entro le ${hours.checkOut}` : 'Gli orari di arrivo e di partenza sono indicati per ciascuna struttura'}, salvo diverso accordo. L’arrivo anticipato e la partenza posticipata dipendono dalla disponibilità e possono comportare un supplemento.`,
    'Secondo la legge croata ogni ospite deve essere registrato all’arrivo; La preghiamo di tenere pronto un documento d’identità o un passaporto valido per ciascun ospite, oppure di completare il check-in online prima dell’arrivo.',
    'Il numero degli ospiti non può superare quello indicato nella prenotazione. Feste, musica ad alto volume dopo le 23:00 e fumo all’interno non sono consentiti, salvo diversa indicazione per l’alloggio.',
    'Gli ospiti rispondono dei danni causati all’alloggio o ai suoi arredi. Non rispondiamo degli oggetti di valore lasciati nell’alloggio al di fuori della cassaforte.',
    `I reclami possono essere inviati a ${email}; rispondiamo entro 8 giorni. I presenti termini e condizioni sono regolati dalla legge croata.`,
  ],
  cs: ({ company, address, oib, email, hours }) => [
    `Tyto obchodní podmínky platí pro každou rezervaci provedenou prostřednictvím tohoto rezervačního systému pro ubytování, jehož provozovatelem je ${company}, ${address} (OIB ${oib}).`,
    'Rezervace je potvrzena, jakmile obdržíte náš potvrzovací e-mail. Zkontrolujte prosím termín pobytu, počet hostů a své kontaktní údaje, a pokud něco nesouhlasí, dejte nám ihned vědět.',
    'Ceny jsou uvedeny v eurech za ubytovací jednotku a celý pobyt a zahrnují DPH, pokud se uplatňuje. Turistická taxa se účtuje za osobu a noc ve výši stanovené místní turistickou organizací, pokud není u ceny uvedeno, že je v ní zahrnuta.',
    'Záloha, storno poplatky a poplatky za nedojezd se řídí podmínkami zvolené ceny; jsou uvedeny u ceny a ve vašem potvrzení. Peníze vracíme do 14 dnů stejným způsobem, jakým byla provedena platba.',
    `${hours ? `Příjezd je možný od ${hours.checkIn} a odjezd do ${hours.checkOut}` : 'Časy příjezdu a odjezdu jsou uvedeny u každého ubytovacího zařízení'}, pokud není dohodnuto jinak. Dřívější příjezd a pozdější odjezd závisí na dostupnosti a mohou být zpoplatněny.`,
    'Podle chorvatských předpisů musí být každý host při příjezdu přihlášen; připravte si prosím pro každého hosta platný občanský průkaz nebo cestovní pas, nebo před příjezdem vyplňte online registraci hostů.',
    'Počet hostů nesmí překročit počet osob uvedený v rezervaci. Večírky, hlasitá hudba po 23:00 a kouření uvnitř nejsou povoleny, pokud není u ubytovací jednotky uvedeno jinak.',
    'Hosté odpovídají za škody, které způsobí na ubytovací jednotce nebo jejím vybavení. Neodpovídáme za cennosti ponechané v ubytovací jednotce mimo trezor.',
    `Stížnosti můžete zasílat na ${email}; odpovídáme do 8 dnů. Tyto obchodní podmínky se řídí chorvatským právem.`,
  ],
  es: ({ company, address, oib, email, hours }) => [
    `Estas condiciones generales se aplican a todas las reservas realizadas a través de este sistema de reservas para el alojamiento gestionado por ${company}, ${address} (OIB ${oib}).`,
    'La reserva queda confirmada en cuanto reciba nuestro correo electrónico de confirmación. Compruebe las fechas, el número de huéspedes y sus datos de contacto, y avísenos de inmediato si algo no es correcto.',
    'Los precios se indican en euros por alojamiento y estancia e incluyen el IVA cuando corresponda. La tasa turística se cobra por persona y noche según el importe fijado por la oficina de turismo local, salvo que la tarifa indique que está incluida.',
    'El pago por adelantado y los gastos de cancelación y de no presentación son los de la tarifa que elija; se muestran junto a la tarifa y en su confirmación. Los reembolsos se realizan en el medio de pago original en un plazo de 14 días.',
    `${hours ? `La entrada es a partir de las ${hours.checkIn} y la salida hasta las ${hours.checkOut}` : 'Los horarios de entrada y salida se indican para cada establecimiento'}, salvo que se acuerde otra cosa. La entrada anticipada y la salida tardía dependen de la disponibilidad y pueden tener un coste adicional.`,
    'Según la legislación croata, todos los huéspedes deben registrarse a su llegada; tenga preparado un documento de identidad o un pasaporte válido de cada huésped, o complete el registro de huéspedes en línea antes de llegar.',
    'El número de huéspedes no puede superar la ocupación reservada. No se permiten fiestas, música alta después de las 23:00 ni fumar en el interior, salvo que se indique lo contrario para el alojamiento.',
    'Los huéspedes son responsables de los daños que causen en el alojamiento o en su contenido. No nos hacemos responsables de los objetos de valor dejados en el alojamiento fuera de la caja fuerte.',
    `Las reclamaciones pueden enviarse a ${email}; respondemos en un plazo de 8 días. Estas condiciones generales se rigen por la legislación croata.`,
  ],
  fr: ({ company, address, oib, email, hours }) => [
    `Les présentes conditions générales de vente s’appliquent à toute réservation effectuée via ce moteur de réservation pour les hébergements exploités par ${company}, ${address} (OIB ${oib}).`,
    'La réservation est confirmée dès réception de notre e-mail de confirmation. Veuillez vérifier les dates, le nombre de voyageurs et vos coordonnées, et nous signaler immédiatement toute erreur.',
    'Les prix s’entendent par logement et par séjour, en euros, TVA comprise le cas échéant. La taxe de séjour est perçue par personne et par nuit selon le montant fixé par l’office de tourisme local, sauf si le tarif indique qu’elle est incluse.',
    `L’acompte et les frais d’annulation et de non-présentation sont ceux du tarif choisi${NBSP}; ils sont indiqués à côté du tarif et dans votre confirmation. Les remboursements sont effectués sur le moyen de paiement d’origine sous 14${NBSP}jours.`,
    `${hours ? `L’arrivée se fait à partir de ${hours.checkIn} et le départ jusqu’à ${hours.checkOut}` : 'Les horaires d’arrivée et de départ sont indiqués pour chaque établissement'}, sauf accord contraire. L’arrivée anticipée et le départ tardif sont possibles selon les disponibilités et peuvent être facturés.`,
    `Conformément à la loi croate, chaque voyageur doit être enregistré à son arrivée${NBSP}; veuillez préparer une carte d’identité ou un passeport en cours de validité pour chaque voyageur, ou effectuer l’enregistrement en ligne avant votre arrivée.`,
    'Le nombre de voyageurs ne peut pas dépasser la capacité réservée. Les fêtes, la musique forte après 23:00 et le fait de fumer à l’intérieur ne sont pas autorisés, sauf mention contraire pour le logement.',
    'Les voyageurs sont responsables des dommages qu’ils causent au logement ou à son contenu. Nous déclinons toute responsabilité pour les objets de valeur laissés dans le logement en dehors du coffre-fort.',
    `Les réclamations peuvent être adressées à ${email}${NBSP}; nous y répondons sous 8${NBSP}jours. Les présentes conditions sont régies par le droit croate.`,
  ],
  vi: ({ company, address, oib, email, hours }) => [
    `Điều khoản đặt phòng này áp dụng cho mọi đặt phòng được thực hiện qua hệ thống đặt phòng này tại cơ sở lưu trú do ${company}, ${address} (OIB ${oib}) vận hành.`,
    'Đặt phòng được xác nhận khi Quý khách nhận được email xác nhận của chúng tôi. Quý khách vui lòng kiểm tra ngày lưu trú, số lượng khách và thông tin liên hệ, và báo ngay cho chúng tôi nếu có sai sót.',
    'Giá được tính theo phòng cho cả kỳ lưu trú, bằng euro, và đã bao gồm thuế GTGT nếu có. Thuế du lịch được tính theo người mỗi đêm theo mức do cơ quan du lịch địa phương quy định, trừ khi giá ghi rõ là đã bao gồm.',
    'Khoản thanh toán trước, phí hủy và phí không đến nhận phòng được áp dụng theo giá Quý khách chọn; các khoản này được hiển thị bên cạnh giá và trong xác nhận đặt phòng. Tiền hoàn lại được chuyển về phương thức thanh toán ban đầu trong vòng 14 ngày.',
    `${hours ? `Giờ nhận phòng từ ${hours.checkIn} và giờ trả phòng muộn nhất lúc ${hours.checkOut}` : 'Giờ nhận phòng và trả phòng được ghi rõ cho từng cơ sở lưu trú'}, trừ khi có thỏa thuận khác. Việc nhận phòng sớm và trả phòng muộn tùy thuộc vào tình trạng phòng trống và có thể bị tính phí.`,
    'Theo pháp luật Croatia, mọi khách đều phải được đăng ký lưu trú khi đến; Quý khách vui lòng chuẩn bị sẵn thẻ căn cước hoặc hộ chiếu còn hiệu lực của từng khách, hoặc hoàn tất đăng ký lưu trú trực tuyến trước khi đến.',
    'Số khách không được vượt quá số người đã đặt. Không được tổ chức tiệc, mở nhạc lớn sau 23:00 hoặc hút thuốc trong nhà, trừ khi phòng có quy định khác.',
    'Khách chịu trách nhiệm về những hư hại mình gây ra cho phòng hoặc đồ đạc trong phòng. Chúng tôi không chịu trách nhiệm đối với tài sản có giá trị để trong phòng mà không cất trong két sắt.',
    `Quý khách có thể gửi khiếu nại đến ${email}; chúng tôi sẽ phản hồi trong vòng 8 ngày. Điều khoản đặt phòng này được điều chỉnh theo pháp luật Croatia.`,
  ],
  el: ({ company, address, oib, email, hours }) => [
    `Οι παρόντες όροι κράτησης ισχύουν για κάθε κράτηση που πραγματοποιείται μέσω αυτού του συστήματος κρατήσεων για καταλύματα του φορέα εκμετάλλευσης ${company}, ${address} (OIB ${oib}).`,
    'Η κράτηση επιβεβαιώνεται μόλις λάβετε το email επιβεβαίωσης από εμάς. Ελέγξτε τις ημερομηνίες, τον αριθμό των επισκεπτών και τα στοιχεία επικοινωνίας σας και ενημερώστε μας αμέσως αν κάτι δεν είναι σωστό.',
    'Οι τιμές ισχύουν ανά μονάδα και διαμονή, σε ευρώ, και περιλαμβάνουν ΦΠΑ όπου εφαρμόζεται. Ο τουριστικός φόρος χρεώνεται ανά άτομο και διανυκτέρευση, όπως ορίζει ο τοπικός τουριστικός οργανισμός, εκτός αν η τιμή αναφέρει ότι περιλαμβάνεται.',
    'Η προκαταβολή και οι χρεώσεις ακύρωσης και μη εμφάνισης είναι εκείνες της τιμής που επιλέγετε· εμφανίζονται δίπλα στην τιμή και στην επιβεβαίωσή σας. Οι επιστροφές χρημάτων γίνονται στον αρχικό τρόπο πληρωμής εντός 14 ημερών.',
    `${hours ? `Η άφιξη είναι από τις ${hours.checkIn} και η αναχώρηση έως τις ${hours.checkOut}` : 'Οι ώρες άφιξης και αναχώρησης αναφέρονται για κάθε κατάλυμα'}, εκτός αν συμφωνηθεί διαφορετικά. Η νωρίτερη άφιξη και η αργότερη αναχώρηση εξαρτώνται από τη διαθεσιμότητα και ενδέχεται να χρεωθούν.`,
    'Σύμφωνα με την κροατική νομοθεσία, κάθε επισκέπτης πρέπει να καταχωρίζεται κατά την άφιξη· έχετε έτοιμη έγκυρη ταυτότητα ή διαβατήριο για κάθε επισκέπτη ή ολοκληρώστε την ηλεκτρονική καταχώριση επισκεπτών πριν από την άφιξή σας.',
    'Ο αριθμός των επισκεπτών δεν μπορεί να υπερβαίνει τον αριθμό ατόμων της κράτησης. Δεν επιτρέπονται πάρτι, δυνατή μουσική μετά τις 23:00 και κάπνισμα σε εσωτερικούς χώρους, εκτός αν αναφέρεται διαφορετικά για τη μονάδα.',
    'Οι επισκέπτες ευθύνονται για ζημιές που προκαλούν στη μονάδα ή στον εξοπλισμό της. Δεν φέρουμε ευθύνη για τιμαλφή που αφήνονται στη μονάδα εκτός χρηματοκιβωτίου.',
    `Μπορείτε να στέλνετε παράπονα στο ${email}· απαντάμε εντός 8 ημερών. Οι παρόντες όροι διέπονται από το κροατικό δίκαιο.`,
  ],
  pl: ({ company, address, oib, email, hours }) => [
    `Niniejszy regulamin obowiązuje przy każdej rezerwacji dokonanej za pośrednictwem tego systemu rezerwacji w obiektach, których operatorem jest ${company}, ${address} (OIB ${oib}).`,
    'Rezerwacja jest potwierdzona z chwilą otrzymania przez Państwa e-maila z potwierdzeniem. Prosimy sprawdzić daty, liczbę gości i swoje dane kontaktowe oraz niezwłocznie nas poinformować, jeśli coś się nie zgadza.',
    'Ceny podane są w euro za jednostkę noclegową za cały pobyt i zawierają VAT, jeśli ma on zastosowanie. Opłata turystyczna jest pobierana za osobę i noc w wysokości ustalonej przez lokalną organizację turystyczną, chyba że przy stawce zaznaczono, że jest wliczona.',
    'Przedpłata oraz opłaty za anulowanie i niestawienie się zależą od wybranej stawki; są podane przy stawce oraz w potwierdzeniu rezerwacji. Zwroty są dokonywane na pierwotną metodę płatności w ciągu 14 dni.',
    `${hours ? `Zameldowanie odbywa się od ${hours.checkIn}, a wymeldowanie do ${hours.checkOut}` : 'Godziny zameldowania i wymeldowania są podane przy każdym obiekcie'}, o ile nie uzgodniono inaczej. Wcześniejsze zameldowanie i późniejsze wymeldowanie zależą od dostępności i mogą być dodatkowo płatne.`,
    'Zgodnie z prawem chorwackim każdy gość musi zostać zarejestrowany po przyjeździe; prosimy przygotować ważny dowód osobisty lub paszport każdego gościa albo przed przyjazdem wypełnić rejestrację gości online.',
    'Liczba gości nie może przekraczać liczby osób podanej w rezerwacji. Imprezy, głośna muzyka po godzinie 23:00 i palenie tytoniu w pomieszczeniach są zabronione, chyba że w opisie jednostki noclegowej podano inaczej.',
    'Goście ponoszą odpowiedzialność za szkody wyrządzone w jednostce noclegowej lub jej wyposażeniu. Nie odpowiadamy za przedmioty wartościowe pozostawione w jednostce noclegowej poza sejfem.',
    `Reklamacje można przesyłać na adres ${email}; odpowiadamy w ciągu 8 dni. Niniejszy regulamin podlega prawu chorwackiemu.`,
  ],
  sl: ({ company, address, oib, email, hours }) => [
    `Ti splošni pogoji poslovanja veljajo za vsako rezervacijo, opravljeno prek tega sistema za rezervacije, za nastanitev, ki jo upravlja ${company}, ${address} (OIB ${oib}).`,
    'Rezervacija je potrjena, ko prejmete naše potrditveno e-sporočilo. Preverite datume, število gostov in svoje kontaktne podatke ter nam takoj sporočite, če kaj ni pravilno.',
    'Cene so navedene v evrih za nastanitveno enoto in celotno bivanje ter vključujejo DDV, kjer se ta obračunava. Turistična taksa se zaračuna na osebo na noč v višini, ki jo določi lokalna turistična organizacija, razen če je pri ceni navedeno, da je vključena.',
    'Predplačilo ter stroški odpovedi in neprihoda so določeni s ceno, ki jo izberete; prikazani so ob ceni in v vaši potrditvi. Vračila izvedemo na prvotni način plačila v 14 dneh.',
    `${hours ? `Prihod je mogoč od ${hours.checkIn}, odhod pa do ${hours.checkOut}` : 'Ure prihoda in odhoda so navedene pri vsaki nastanitvi'}, razen če je dogovorjeno drugače. Zgodnejši prihod in poznejši odhod sta odvisna od razpoložljivosti in se lahko zaračunata.`,
    'Po hrvaški zakonodaji mora biti vsak gost ob prihodu prijavljen; za vsakega gosta imejte pripravljeno veljavno osebno izkaznico ali potni list ali pa pred prihodom izpolnite spletno prijavo gostov.',
    'Število gostov ne sme presegati števila oseb v rezervaciji. Zabave, glasna glasba po 23:00 in kajenje v notranjih prostorih niso dovoljeni, razen če je pri nastanitveni enoti navedeno drugače.',
    'Gostje odgovarjajo za škodo, ki jo povzročijo na nastanitveni enoti ali njeni opremi. Ne odgovarjamo za dragocenosti, puščene v nastanitveni enoti zunaj sefa.',
    `Pritožbe lahko pošljete na ${email}; odgovorimo v 8 dneh. Za te splošne pogoje poslovanja velja hrvaško pravo.`,
  ],
};

const PRIVACY: Paragraphs = {
  en: ({ company, address, email }) => [
    `${company}, ${address}, is the controller of the personal data you give us when you book.`,
    'We process your name, contact details, address, the guests’ details and payment information to handle your reservation (GDPR Art. 6(1)(b)) and to meet our legal duties such as guest registration and accounting (Art. 6(1)(c)).',
    'Card details are entered in a secure payment form and processed by our payment provider; we never store the full card number.',
    'We keep reservation and invoice data for 11 years as accounting law requires, and guest registration data as long as the law on tourism sets. Marketing e-mails are sent only if you subscribe, and you can unsubscribe at any time.',
    'We share data only with the payment provider, the national guest registration system (eVisitor) and service providers who process it on our behalf under a contract.',
    'Cookies for analytics are set only with your consent, which you can withdraw in the cookie notice.',
    `You have the right to access, correct, erase and port your data, to restrict or object to processing, and to complain to the Croatian data protection agency (AZOP). Write to ${email} to use these rights.`,
  ],
  hr: ({ company, address, email }) => [
    `${company}, ${address}, voditelj je obrade osobnih podataka koje nam date prilikom rezervacije.`,
    'Vaše ime, kontaktne podatke, adresu, podatke o gostima i podatke o plaćanju obrađujemo radi provedbe Vaše rezervacije (članak 6. stavak 1. točka (b) Opće uredbe o zaštiti podataka) i radi ispunjavanja zakonskih obveza kao što su prijava gostiju i računovodstvo (članak 6. stavak 1. točka (c)).',
    'Podaci o kartici unose se u zaštićeni obrazac za plaćanje i obrađuje ih naš pružatelj usluga plaćanja; nikada ne pohranjujemo puni broj kartice.',
    'Podatke o rezervacijama i računima čuvamo 11 godina, kako propisuju računovodstveni propisi, a podatke o prijavi gostiju onoliko dugo koliko nalažu propisi o turizmu. Promotivne poruke e-poštom šaljemo samo ako se na njih pretplatite, a pretplatu možete otkazati u bilo kojem trenutku.',
    'Podatke dijelimo samo s pružateljem usluga plaćanja, nacionalnim sustavom za prijavu gostiju (eVisitor) i pružateljima usluga koji ih u naše ime obrađuju na temelju ugovora.',
    'Analitički kolačići postavljaju se samo uz Vašu privolu, koju možete povući u obavijesti o kolačićima.',
    `Imate pravo na pristup, ispravak, brisanje i prenosivost svojih podataka, pravo na ograničenje obrade i prigovor na obradu te pravo podnijeti pritužbu Agenciji za zaštitu osobnih podataka (AZOP). Za ostvarivanje tih prava pišite nam na ${email}.`,
  ],
  de: ({ company, address, email }) => [
    `Verantwortlicher für die personenbezogenen Daten, die Sie uns bei der Buchung mitteilen, ist ${company}, ${address}.`,
    'Wir verarbeiten Ihren Namen, Ihre Kontaktdaten, Ihre Adresse, die Angaben zu den Gästen und Zahlungsinformationen, um Ihre Reservierung abzuwickeln (Art. 6 Abs. 1 lit. b DSGVO) und um unsere gesetzlichen Pflichten wie die Gästeregistrierung und die Buchhaltung zu erfüllen (Art. 6 Abs. 1 lit. c DSGVO).',
    'Kartendaten werden in ein sicheres Zahlungsformular eingegeben und von unserem Zahlungsdienstleister verarbeitet; wir speichern niemals die vollständige Kartennummer.',
    'Reservierungs- und Rechnungsdaten bewahren wir gemäß den handels- und steuerrechtlichen Vorschriften 11 Jahre lang auf, Daten der Gästeregistrierung so lange, wie es das Tourismusrecht vorschreibt. Marketing-E-Mails erhalten Sie nur, wenn Sie sie abonnieren, und Sie können sich jederzeit abmelden.',
    'Wir geben Daten nur an den Zahlungsdienstleister, das nationale Gästemeldesystem (eVisitor) und Dienstleister weiter, die sie in unserem Auftrag auf Grundlage eines Vertrags verarbeiten.',
    'Analyse-Cookies werden nur mit Ihrer Einwilligung gesetzt, die Sie im Cookie-Hinweis widerrufen können.',
    `Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Datenübertragbarkeit, auf Einschränkung der Verarbeitung und auf Widerspruch gegen die Verarbeitung sowie das Recht, sich bei der kroatischen Datenschutzbehörde (AZOP) zu beschweren. Um diese Rechte auszuüben, schreiben Sie an ${email}.`,
  ],
  it: ({ company, address, email }) => [
    `${company}, ${address}, è titolare del trattamento dei dati personali che ci fornisce al momento della prenotazione.`,
    'Trattiamo il Suo nome, i Suoi recapiti, il Suo indirizzo, i dati degli ospiti e le informazioni di pagamento per gestire la Sua prenotazione (art. 6, par. 1, lett. b, GDPR) e per adempiere ai nostri obblighi di legge, come la registrazione degli ospiti e la contabilità (art. 6, par. 1, lett. c, GDPR).',
    'I dati della carta vengono inseriti in un modulo di pagamento sicuro e trattati dal nostro fornitore di servizi di pagamento; non conserviamo mai il numero completo della carta.',
    'Conserviamo i dati delle prenotazioni e delle fatture per 11 anni, come previsto dalla normativa contabile, e i dati di registrazione degli ospiti per il periodo stabilito dalla normativa sul turismo. Le inviamo e-mail promozionali solo se si iscrive e può annullare l’iscrizione in qualsiasi momento.',
    'Condividiamo i dati solo con il fornitore di servizi di pagamento, con il sistema nazionale di registrazione degli ospiti (eVisitor) e con i fornitori di servizi che li trattano per nostro conto in base a un contratto.',
    'I cookie di analisi vengono installati solo con il Suo consenso, che può revocare tramite l’avviso sui cookie.',
    `Ha il diritto di accedere ai Suoi dati, di rettificarli, di cancellarli e di ottenerne la portabilità, di chiedere la limitazione del trattamento o di opporsi ad esso, nonché di proporre reclamo all’autorità croata per la protezione dei dati (AZOP). Per esercitare questi diritti, scriva a ${email}.`,
  ],
  cs: ({ company, address, email }) => [
    `${company}, ${address}, je správcem osobních údajů, které nám poskytnete při rezervaci.`,
    'Vaše jméno, kontaktní údaje, adresu, údaje o hostech a platební údaje zpracováváme za účelem vyřízení vaší rezervace (čl. 6 odst. 1 písm. b) GDPR) a plnění našich zákonných povinností, jako je registrace hostů a vedení účetnictví (čl. 6 odst. 1 písm. c) GDPR).',
    'Údaje o kartě se zadávají do zabezpečeného platebního formuláře a zpracovává je náš poskytovatel platebních služeb; celé číslo karty nikdy neukládáme.',
    'Údaje o rezervacích a fakturách uchováváme 11 let, jak vyžadují účetní předpisy, a údaje z registrace hostů po dobu stanovenou předpisy o cestovním ruchu. Marketingové e-maily zasíláme pouze tehdy, pokud se k jejich odběru přihlásíte, a odhlásit se můžete kdykoli.',
    'Údaje sdílíme pouze s poskytovatelem platebních služeb, s národním systémem registrace hostů (eVisitor) a s poskytovateli služeb, kteří je pro nás zpracovávají na základě smlouvy.',
    'Analytické soubory cookie ukládáme pouze s vaším souhlasem, který můžete odvolat v oznámení o souborech cookie.',
    `Máte právo na přístup ke svým údajům, na jejich opravu, výmaz a přenositelnost, na omezení zpracování a právo vznést námitku proti zpracování a také právo podat stížnost u chorvatského úřadu pro ochranu osobních údajů (AZOP). Chcete-li tato práva uplatnit, napište nám na ${email}.`,
  ],
  es: ({ company, address, email }) => [
    `${company}, ${address}, es responsable del tratamiento de los datos personales que nos facilita al hacer la reserva.`,
    'Tratamos su nombre, sus datos de contacto, su dirección, los datos de los huéspedes y la información de pago para gestionar su reserva (art. 6.1.b RGPD) y para cumplir nuestras obligaciones legales, como el registro de huéspedes y la contabilidad (art. 6.1.c RGPD).',
    'Los datos de la tarjeta se introducen en un formulario de pago seguro y los trata nuestro proveedor de pagos; nunca guardamos el número completo de la tarjeta.',
    'Conservamos los datos de reservas y facturas durante 11 años, según exige la normativa contable, y los datos del registro de huéspedes durante el plazo que establece la normativa turística. Solo enviamos correos electrónicos comerciales si se suscribe, y puede darse de baja en cualquier momento.',
    'Solo compartimos datos con el proveedor de pagos, con el sistema nacional de registro de huéspedes (eVisitor) y con proveedores de servicios que los tratan por cuenta nuestra en virtud de un contrato.',
    'Las cookies analíticas solo se instalan con su consentimiento, que puede retirar en el aviso de cookies.',
    `Tiene derecho a acceder a sus datos, rectificarlos, suprimirlos y solicitar su portabilidad, a limitar su tratamiento u oponerse a él, y a presentar una reclamación ante la autoridad croata de protección de datos (AZOP). Para ejercer estos derechos, escriba a ${email}.`,
  ],
  fr: ({ company, address, email }) => [
    `${company}, ${address}, est responsable du traitement des données personnelles que vous nous communiquez lors de votre réservation.`,
    'Nous traitons vos nom, coordonnées et adresse, les informations relatives aux voyageurs et vos données de paiement afin de gérer votre réservation (art. 6.1.b du RGPD) et de respecter nos obligations légales, telles que l’enregistrement des voyageurs et la comptabilité (art. 6.1.c du RGPD).',
    `Les données de carte sont saisies dans un formulaire de paiement sécurisé et traitées par notre prestataire de paiement${NBSP}; nous ne conservons jamais le numéro complet de la carte.`,
    `Nous conservons les données de réservation et de facturation pendant 11${NBSP}ans, comme l’exige la législation comptable, et les données d’enregistrement des voyageurs pendant la durée fixée par la législation sur le tourisme. Les e-mails commerciaux ne sont envoyés que si vous vous y abonnez, et vous pouvez vous désabonner à tout moment.`,
    'Nous ne partageons les données qu’avec le prestataire de paiement, le système national d’enregistrement des voyageurs (eVisitor) et les prestataires qui les traitent pour notre compte dans le cadre d’un contrat.',
    'Les cookies de mesure d’audience ne sont déposés qu’avec votre consentement, que vous pouvez retirer dans le bandeau cookies.',
    `Vous disposez d’un droit d’accès, de rectification, d’effacement et de portabilité de vos données, d’un droit à la limitation du traitement et d’un droit d’opposition, ainsi que du droit d’introduire une réclamation auprès de l’autorité croate de protection des données (AZOP). Pour exercer ces droits, écrivez à ${email}.`,
  ],
  vi: ({ company, address, email }) => [
    `${company}, ${address}, là bên kiểm soát dữ liệu cá nhân mà Quý khách cung cấp cho chúng tôi khi đặt phòng.`,
    'Chúng tôi xử lý họ tên, thông tin liên hệ, địa chỉ, thông tin của các khách lưu trú và thông tin thanh toán của Quý khách để thực hiện đặt phòng (Điều 6(1)(b) GDPR) và để thực hiện các nghĩa vụ pháp lý như đăng ký lưu trú và kế toán (Điều 6(1)(c) GDPR).',
    'Thông tin thẻ được nhập vào biểu mẫu thanh toán bảo mật và do nhà cung cấp dịch vụ thanh toán của chúng tôi xử lý; chúng tôi không bao giờ lưu trữ số thẻ đầy đủ.',
    'Chúng tôi lưu giữ dữ liệu đặt phòng và hóa đơn trong 11 năm theo quy định của pháp luật kế toán, và dữ liệu đăng ký lưu trú trong thời hạn do pháp luật về du lịch quy định. Email tiếp thị chỉ được gửi khi Quý khách đăng ký nhận, và Quý khách có thể hủy đăng ký bất cứ lúc nào.',
    'Chúng tôi chỉ chia sẻ dữ liệu với nhà cung cấp dịch vụ thanh toán, hệ thống đăng ký lưu trú quốc gia (eVisitor) và các nhà cung cấp dịch vụ xử lý dữ liệu thay mặt chúng tôi theo hợp đồng.',
    'Cookie phân tích chỉ được sử dụng khi có sự đồng ý của Quý khách, và Quý khách có thể rút lại sự đồng ý này trong thông báo về cookie.',
    `Quý khách có quyền truy cập, chỉnh sửa, xóa và yêu cầu chuyển dữ liệu của mình, quyền hạn chế hoặc phản đối việc xử lý dữ liệu, và quyền khiếu nại với cơ quan bảo vệ dữ liệu của Croatia (AZOP). Để thực hiện các quyền này, Quý khách vui lòng liên hệ ${email}.`,
  ],
  el: ({ company, address, email }) => [
    `Υπεύθυνος επεξεργασίας των προσωπικών δεδομένων που μας δίνετε κατά την κράτηση είναι: ${company}, ${address}.`,
    'Επεξεργαζόμαστε το όνομα, τα στοιχεία επικοινωνίας και τη διεύθυνσή σας, τα στοιχεία των επισκεπτών και τα στοιχεία πληρωμής για τη διεκπεραίωση της κράτησής σας (άρθρο 6 παρ. 1 στοιχ. β΄ ΓΚΠΔ) και για την εκπλήρωση των νομικών μας υποχρεώσεων, όπως η καταχώριση επισκεπτών και η λογιστική τήρηση (άρθρο 6 παρ. 1 στοιχ. γ΄ ΓΚΠΔ).',
    'Τα στοιχεία της κάρτας καταχωρίζονται σε ασφαλή φόρμα πληρωμής και τα επεξεργάζεται ο πάροχος πληρωμών μας· δεν αποθηκεύουμε ποτέ τον πλήρη αριθμό της κάρτας.',
    'Διατηρούμε τα δεδομένα κρατήσεων και τιμολογίων για 11 έτη, όπως απαιτεί η λογιστική νομοθεσία, και τα δεδομένα καταχώρισης επισκεπτών για όσο χρόνο ορίζει η τουριστική νομοθεσία. Διαφημιστικά email αποστέλλονται μόνο εφόσον εγγραφείτε, και μπορείτε να καταργήσετε την εγγραφή σας οποιαδήποτε στιγμή.',
    'Κοινοποιούμε δεδομένα μόνο στον πάροχο πληρωμών, στο εθνικό σύστημα καταχώρισης επισκεπτών (eVisitor) και σε παρόχους υπηρεσιών που τα επεξεργάζονται για λογαριασμό μας βάσει σύμβασης.',
    'Τα cookies ανάλυσης τοποθετούνται μόνο με τη συγκατάθεσή σας, την οποία μπορείτε να ανακαλέσετε από την ειδοποίηση για τα cookies.',
    `Έχετε δικαίωμα πρόσβασης, διόρθωσης, διαγραφής και φορητότητας των δεδομένων σας, δικαίωμα περιορισμού της επεξεργασίας και εναντίωσης σε αυτήν, καθώς και δικαίωμα υποβολής καταγγελίας στην κροατική αρχή προστασίας δεδομένων (AZOP). Για να ασκήσετε αυτά τα δικαιώματα, γράψτε μας στο ${email}.`,
  ],
  pl: ({ company, address, email }) => [
    `Administratorem danych osobowych przekazanych nam przy rezerwacji jest ${company}, ${address}.`,
    'Przetwarzamy Państwa imię i nazwisko, dane kontaktowe, adres, dane gości oraz informacje o płatności w celu realizacji rezerwacji (art. 6 ust. 1 lit. b RODO) oraz wypełnienia naszych obowiązków prawnych, takich jak rejestracja gości i prowadzenie księgowości (art. 6 ust. 1 lit. c RODO).',
    'Dane karty są wprowadzane w bezpiecznym formularzu płatności i przetwarzane przez naszego operatora płatności; nigdy nie przechowujemy pełnego numeru karty.',
    'Dane dotyczące rezerwacji i faktur przechowujemy przez 11 lat, zgodnie z przepisami o rachunkowości, a dane z rejestracji gości – przez okres określony w przepisach o turystyce. Wiadomości marketingowe wysyłamy wyłącznie osobom, które się na nie zapisały, a z subskrypcji można zrezygnować w dowolnym momencie.',
    'Udostępniamy dane wyłącznie operatorowi płatności, krajowemu systemowi rejestracji gości (eVisitor) oraz usługodawcom, którzy przetwarzają je w naszym imieniu na podstawie umowy.',
    'Analityczne pliki cookie są zapisywane wyłącznie za Państwa zgodą, którą można wycofać w komunikacie o plikach cookie.',
    `Mają Państwo prawo dostępu do swoich danych, ich sprostowania, usunięcia i przenoszenia, prawo do ograniczenia przetwarzania i wniesienia sprzeciwu wobec przetwarzania, a także prawo do wniesienia skargi do chorwackiego organu ochrony danych (AZOP). Aby skorzystać z tych praw, prosimy napisać na adres ${email}.`,
  ],
  sl: ({ company, address, email }) => [
    `${company}, ${address}, je upravljavec osebnih podatkov, ki nam jih posredujete ob rezervaciji.`,
    'Vaše ime, kontaktne podatke, naslov, podatke o gostih in podatke o plačilu obdelujemo za izvedbo vaše rezervacije (točka b prvega odstavka 6. člena Splošne uredbe o varstvu podatkov) in za izpolnjevanje naših zakonskih obveznosti, kot sta prijava gostov in računovodstvo (točka c prvega odstavka 6. člena).',
    'Podatke o kartici vnesete v varen plačilni obrazec, obdela pa jih naš ponudnik plačilnih storitev; celotne številke kartice nikoli ne shranjujemo.',
    'Podatke o rezervacijah in računih hranimo 11 let, kot zahteva računovodska zakonodaja, podatke o prijavi gostov pa toliko časa, kot določa zakonodaja o turizmu. Trženjska e-sporočila pošiljamo le, če se nanje naročite, odjavite pa se lahko kadar koli.',
    'Podatke delimo le s ponudnikom plačilnih storitev, z nacionalnim sistemom za prijavo gostov (eVisitor) in s ponudniki storitev, ki jih v našem imenu obdelujejo na podlagi pogodbe.',
    'Analitične piškotke nastavimo le z vašo privolitvijo, ki jo lahko prekličete v obvestilu o piškotkih.',
    `Imate pravico do dostopa do svojih podatkov, njihovega popravka, izbrisa in prenosljivosti, do omejitve obdelave in ugovora zoper obdelavo ter pravico do pritožbe pri hrvaškem organu za varstvo podatkov (AZOP). Za uveljavljanje teh pravic nam pišite na ${email}.`,
  ],
};

/** Terms of service for a property operated by `company`, in every language. */
export function termsOfService(c: Company): Texts {
  return render(TERMS, c);
}

/** Privacy policy for a property operated by `company`, in every language. */
export function privacyPolicy(c: Company): Texts {
  return render(PRIVACY, c);
}
