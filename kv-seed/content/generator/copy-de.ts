// German copy for the de content key (storefronts de, at, ch). Informal "du", as is usual for the brand.

import type { ContentKey, Country } from './markets';
import { COUNTRIES, COUNTRY_NAMES, money } from './markets';
import type { Copy } from './copy';

export function copyDe(ctx: ContentKey): Copy {
  const m = (c: Country, amount: number) => money(amount, c.currency, 'de');
  const DE = COUNTRIES.DE!;
  const AT = COUNTRIES.AT!;
  const CH = COUNTRIES.CH!;
  const names = COUNTRY_NAMES.de;

  const countryBanner = (c: Country): string =>
    c.code === 'CH'
      ? `Gratis Versand in die Schweiz ab ${m(c, c.threshold)} · Zoll und Einfuhrumsatzsteuer inklusive`
      : `Gratis Versand nach ${c.code === 'DE' ? 'Deutschland' : 'Österreich'} ab ${m(c, c.threshold)} · Lieferung in ${c.days} Werktagen · 30 Tage Rückgabe`;
  const bannerMessage = (code: string): string => {
    const byCountry = COUNTRIES[code];
    if (byCountry && ctx.countries.includes(byCountry)) return countryBanner(byCountry);
    const byStorefront = ctx.countries.find((c) => c.storefront === code);
    if (byStorefront) return countryBanner(byStorefront);
    return 'Neu: Wintersocken aus Merinowolle · Gratis Versand ab 40 € · 30 Tage Rückgabe';
  };

  const shippingCountries = ctx.countries
    .map((c) => {
      const name = c.code === 'CH' ? 'Schweiz' : names[c.code];
      return `- **${name}**: ${m(c, c.fee)}, gratis ab ${m(c, c.threshold)}, ${c.days} Werktage`;
    })
    .join('\n');

  return {
    nav: {
      adults: 'Erwachsene',
      byStyle: 'Nach Modell',
      allAdultSocks: 'Alle Socken für Erwachsene',
      sneakerSocks: 'Sneakersocken',
      lowSocks: 'Kurzsocken',
      kneeHighs: 'Kniestrümpfe (bald erhältlich)',
      byColour: 'Nach Farbe',
      black: 'Schwarz',
      navyBlue: 'Marineblau',
      red: 'Rot',
      beige: 'Beige',
      byMaterial: 'Nach Material',
      organicCotton: 'Bio-Baumwolle',
      merinoWool: 'Merinowolle',
      recycledCotton: 'Recycelte Baumwolle',
      kids: 'Kinder',
      byAge: 'Nach Alter',
      baby: 'Baby (0–12 Monate)',
      toddler: 'Kleinkind (1–4 Jahre)',
      bigKids: 'Kinder (5–12 Jahre)',
      allKidsSocks: 'Alle Kindersocken',
      kidsColours: 'Lieblingsfarben',
      pink: 'Rosa',
      blue: 'Blau',
      yellow: 'Gelb',
      collections: 'Kollektionen',
      forHerAndHim: 'Für sie & ihn',
      socksForWomen: 'Damensocken',
      socksForMen: 'Herrensocken',
      byLength: 'Nach Länge',
      highlights: 'Highlights',
      newIn: 'Neuheiten',
      bestsellers: 'Bestseller',
      lastChance: 'Letzte Chance',
      giftBoxes: 'Geschenkboxen',
      giftBoxesGroup: 'Geschenkboxen',
      allGiftBoxes: 'Alle Geschenkboxen',
      christmasGiftBoxes: 'Weihnachtsboxen',
      giftBoxesKids: 'Geschenkboxen für Kinder',
      forBusiness: 'Für Unternehmen',
      corporateGifts: 'Firmengeschenke',
      customLogoSocks: 'Socken mit eurem Logo (bald erhältlich)',
      outlet: 'Outlet',
      outletGroup: 'Outlet',
      allOutlet: 'Alle Outlet-Socken',
      lastPairs: 'Letzte Paare',
      outletBySize: 'Nach Größe',
      adultSizes: 'Größen für Erwachsene',
      kidsSizes: 'Kindergrößen',
      about: 'Über uns',
      argyleGroup: 'Argyle',
      aboutUs: 'Über uns',
      happyNews: 'Happy News',
      helpGroup: 'Hilfe',
      faq: 'FAQ',
      shipping: 'Versand',
      returns: 'Rückgabe',
      sizeGuide: 'Größentabelle',
    },
    footer: {
      blockOneTitle: 'Kundenservice',
      blockTwoTitle: 'Über Argyle',
      labels: {
        faq: 'Häufige Fragen',
        shipping: 'Versand & Lieferung',
        returns: 'Rückgabe & Erstattung',
        sizeGuide: 'Größentabelle',
        contact: 'Kontakt',
        trackOrder: 'Sendungsverfolgung',
        payment: 'Zahlungsarten',
        aboutUs: 'Unsere Geschichte',
        happyNews: 'Happy News Blog',
        corporateGifts: 'Firmengeschenke',
        sustainability: 'Nachhaltigkeit',
        careers: 'Jobs',
        cookiePolicy: 'Cookie-Richtlinie',
        privacy: 'Datenschutz',
        terms: 'AGB',
        imprint: 'Impressum',
        accessibility: 'Barrierefreiheit',
      },
      copyright: '© 2026 Argyle Socks B.V. Alle Rechte vorbehalten.',
    },
    bannerMessage,
    newsletter: {
      title: 'Werde Teil des **Sock Clubs**',
      subtitle: 'Neue Farben zuerst, früher Zugang zum Sale und ==10 % Rabatt== auf deine nächste Bestellung.',
      button: 'Jetzt anmelden',
      success: '**Willkommen im Sock Club!** Schau in dein Postfach: Dein 10-%-Code ist unterwegs.',
      error: 'Das hat leider nicht geklappt. Bitte prüfe deine E-Mail-Adresse und versuche es noch einmal.',
      legal:
        '^^Mit deiner Anmeldung erklärst du dich einverstanden, unseren Newsletter zu erhalten. Du kannst dich jederzeit wieder abmelden. Mehr dazu in unserer [Datenschutzerklärung](https://argyle.shop/legal/privacy).^^',
    },
    usps: [
      { icon: 'truck', text: `Gratis Versand ab ${m(DE, DE.threshold)}` },
      { icon: 'returns', text: '30 Tage Rückgaberecht' },
      { icon: 'leaf', text: 'GOTS-zertifizierte Bio-Baumwolle' },
      { icon: 'heart', text: 'Über 250.000 glückliche Füße' },
    ],
    homepage: {
      title: 'Startseite',
      seoTitle: 'Argyle | Bunte Socken aus Bio-Baumwolle für die ganze Familie',
      seoDescription: `Socken aus Bio-Baumwolle in über 40 Farben für Erwachsene und Kinder. Gratis Versand ab ${m(DE, DE.threshold)}, 30 Tage Rückgabe und Geschenkboxen, die sofort bereit zum Verschenken sind.`,
      hero: {
        title: 'Glückliche Füße, das ganze Jahr',
        subtitle: 'Weiche Socken aus Bio-Baumwolle in über 40 Farben. Gestrickt, um lange zu halten, und gemacht, um gesehen zu werden.',
        alt: 'Drei gestreifte Socken und Argyle-Socken an einer Wäscheleine vor buntem Hintergrund',
        cta: { label: 'Zur Kollektion', url: '/adults/socks' },
      },
      tilesTitle: 'Finde dein Paar',
      tiles: { adults: 'Erwachsene', kids: 'Kinder', sneaker: 'Sneakersocken', gifts: 'Geschenkboxen' },
      tileAlts: {
        adults: 'Ein Paar Argyle-Socken in Marineblau und Senfgelb',
        kids: 'Kleine gestreifte Kindersocken in Rosa und Gelb',
        sneaker: 'Kurze Sneakersocken in Koralle und Petrol',
        gifts: 'Eine geöffnete Geschenkbox mit drei gerollten Sockenpaaren',
      },
      bestsellersTitle: 'Gerade besonders beliebt',
      story: {
        title: 'Langsam gestrickt, jahrelang getragen',
        text: 'Jedes Paar wird in einer familiengeführten Strickerei im Norden Portugals aus **GOTS-zertifizierter Bio-Baumwolle** gestrickt. Verstärkte Fersen und von Hand gekettelte Spitzen bedeuten: keine Löcher, keine Druckstellen, nur Socken, zu denen du immer wieder greifst.',
        alt: 'Wollknäuel und eine gestrickte Socke auf einer Nadel',
        ctaLabel: 'Unsere Geschichte',
      },
      newInTitle: 'Frisch von der Nadel',
      outro:
        '## Socken, die jeden Montag besser machen\n\nWir glauben, dass schon das Kleinste, was du morgens anziehst, deinen Tag verändern kann. Deshalb beginnt jede Argyle-Socke mit einer Farbe, die dich zum Lächeln bringt, und einem Material, das sich vom ersten bis zum letzten Schritt gut anfühlt.\n\nNeu hier? Starte mit unseren [Bestsellern](/adults/socks), such dir eine [Geschenkbox](/collection/gift-boxes) für einen lieben Menschen aus oder ==hol dir 10 % Rabatt mit dem Sock Club== auf deine erste Bestellung.',
    },
    faq: {
      title: 'Häufig gestellte Fragen',
      intro:
        'Schnelle Antworten zu Versand, Rückgabe, Bestellungen, unseren Socken und Zahlung. Nichts Passendes dabei? Schreib uns an [hallo@argyle.shop](mailto:hallo@argyle.shop), wir melden uns innerhalb eines Werktags.',
      sections: [
        {
          slug: 'shipping',
          title: 'Versand',
          items: [
            {
              q: 'Was kostet der Versand?',
              a: `Nach Deutschland und Österreich versenden wir ab **${m(DE, DE.threshold)}** gratis, darunter kostet der Versand ${m(DE, DE.fee)}. In die Schweiz ist der Versand ab **${m(CH, CH.threshold)}** gratis, darunter zahlst du ${m(CH, CH.fee)}. Die genauen Kosten siehst du immer vor dem Bezahlen im Warenkorb.`,
            },
            {
              q: 'Wie lange dauert die Lieferung?',
              a: `Bestellungen, die werktags bis 15 Uhr eingehen, verlassen unser Lager in den Niederlanden noch am selben Tag. Die Lieferung dauert nach Deutschland ${DE.days}, nach Österreich ${AT.days} und in die Schweiz ${CH.days} Werktage.`,
            },
            {
              q: 'Kann ich meine Sendung verfolgen?',
              a: 'Ja. Sobald dein Paket unser Lager verlässt, schicken wir dir per E-Mail einen Link zur Sendungsverfolgung. Du kannst es auch auf unserer [Tracking-Seite](https://track.argyle.shop) mit Bestellnummer und Postleitzahl verfolgen.',
            },
            {
              q: 'Muss ich bei Lieferungen in die Schweiz Zoll bezahlen?',
              a: 'Nein. Zoll und Einfuhrumsatzsteuer übernehmen wir für dich. Der Preis an der Kasse ist der Endpreis, an der Haustür kommt nichts mehr dazu.',
            },
          ],
        },
        {
          slug: 'returns',
          title: 'Rückgabe & Erstattung',
          items: [
            {
              q: 'Wie lautet eure Rückgaberegelung?',
              a: 'Du hast ab Lieferung **30 Tage** Zeit, Socken zurückzuschicken, die dir nicht gefallen. Aus hygienischen Gründen nehmen wir nur ungetragene, ungewaschene Paare in der Originalverpackung zurück.',
            },
            {
              q: 'Wie schicke ich etwas zurück?',
              a: 'Fülle das Rücksendeformular aus, das in deiner Bestellbestätigung verlinkt ist, drucke das Etikett aus und gib das Paket in einer DHL-Filiale oder Packstation ab (in Österreich bei der Post, in der Schweiz bei der Post CH). Bewahre den Beleg auf, bis deine Erstattung da ist.',
            },
            {
              q: 'Ist die Rücksendung kostenlos?',
              a: 'Ja, aus Deutschland, Österreich und der Schweiz übernehmen wir die Kosten für das Rücksendeetikett.',
            },
            {
              q: 'Wann bekomme ich mein Geld zurück?',
              a: 'Wir erstatten den Betrag innerhalb von 5 Werktagen nach Eingang deiner Rücksendung über die Zahlungsart, die du verwendet hast. Bis die Gutschrift auf deinem Konto erscheint, kann es bei manchen Banken ein paar Tage länger dauern.',
            },
            {
              q: 'Kann ich ein Paar gegen eine andere Größe oder Farbe umtauschen?',
              a: 'Am schnellsten geht es, wenn du das Paar zurückschickst und neu bestellst. So ist deine Wunschfarbe oder -größe nicht ausverkauft, während die Rücksendung zu uns unterwegs ist.',
            },
          ],
        },
        {
          slug: 'orders',
          title: 'Bestellungen',
          items: [
            {
              q: 'Kann ich meine Bestellung ändern oder stornieren?',
              a: 'Wir packen schnell. Schreib uns deshalb innerhalb von **1 Stunde** nach deiner Bestellung an [hallo@argyle.shop](mailto:hallo@argyle.shop), dann tun wir unser Bestes. Danach ist deine Bestellung schon unterwegs und du kannst sie nach Erhalt zurückschicken.',
            },
            {
              q: 'Ich habe keine Bestellbestätigung bekommen. Was nun?',
              a: 'Schau bitte zuerst in deinen Spam-Ordner. Ist sie dort auch nicht, schreib uns mit dem Namen und der Adresse, die du bei der Bestellung angegeben hast, und wir sehen nach.',
            },
            {
              q: 'Brauche ich ein Kundenkonto, um zu bestellen?',
              a: 'Nein. Bei uns bestellen alle als Gast, wir fragen nur, was wir für die Lieferung brauchen. Mit Bestellnummer und E-Mail-Adresse kannst du jede Bestellung verfolgen oder zurückschicken.',
            },
            {
              q: 'Wie erreiche ich den Kundenservice?',
              a: 'Schreib uns an [hallo@argyle.shop](mailto:hallo@argyle.shop) oder nutze den Chat-Button unten auf der Seite. Wir antworten werktags von 9 bis 17 Uhr, meistens innerhalb weniger Stunden.',
            },
          ],
        },
        {
          slug: 'products',
          title: 'Unsere Socken & Größen',
          items: [
            {
              q: 'Welche Größe passt mir?',
              a: 'Unsere Socken für Erwachsene gibt es in zwei Größen: 36–40 und 41–46, passend zu deiner Schuhgröße. Kindersocken sind nach Alter sortiert, von 0–6 Monaten bis 9–12 Jahren. Liegst du zwischen zwei Größen, nimm die größere. Auf jeder Produktseite findest du die vollständige Größentabelle.',
            },
            {
              q: 'Woraus sind eure Socken?',
              a: 'Die meisten unserer Socken bestehen aus **80 % GOTS-zertifizierter Bio-Baumwolle**, 18 % Polyamid für die Haltbarkeit und 2 % Elasthan, damit sie in Form bleiben. Unsere Winterkollektion ist aus weicher Merinowolle. Die genaue Zusammensetzung steht auf jeder Produktseite.',
            },
            {
              q: 'Wie wasche ich meine Socken richtig?',
              a: 'Auf links gedreht bei 40 °C mit ähnlichen Farben waschen. Verzichte auf Trockner und Weichspüler: So bleiben deine Socken weich und ihre Farben viel länger leuchtend.',
            },
            {
              q: 'Mein Lieblingspaar ist ausverkauft. Kommt es wieder?',
              a: 'Die meisten Farben füllen wir jede Saison wieder auf. Limitierte Editionen sind als solche gekennzeichnet und kommen nicht zurück. Wenn du dich verliebt hast, warte also nicht zu lange.',
            },
          ],
        },
        {
          slug: 'payment',
          title: 'Zahlung',
          items: [
            {
              q: 'Welche Zahlungsarten akzeptiert ihr?',
              a: 'Visa, Mastercard, American Express, PayPal, Apple Pay, Google Pay und Klarna (Rechnung). In der Schweiz kannst du zusätzlich mit TWINT bezahlen. Welche Zahlungsarten für dein Land verfügbar sind, siehst du an der Kasse.',
            },
            {
              q: 'Ist das Bezahlen bei euch sicher?',
              a: 'Ja. Zahlungen wickelt Adyen ab, ein zertifizierter Zahlungsdienstleister. Wir sehen und speichern deine Kartendaten nie.',
            },
            {
              q: 'Wie löse ich einen Rabattcode ein?',
              a: 'Gib den Code im Warenkorb ein und tippe auf „Einlösen“. Pro Bestellung ist ein Code möglich; mit Outlet-Preisen ist er nur kombinierbar, wenn das ausdrücklich angegeben ist.',
            },
            {
              q: 'Sind die Preise inklusive Mehrwertsteuer?',
              a: 'Ja. Alle Preise enthalten die Mehrwertsteuer deines Landes. Der Preis, den du siehst, ist der Preis, den du zahlst.',
            },
          ],
        },
      ],
    },
    cookiePolicy: {
      title: 'Cookie-Richtlinie',
      seoTitle: 'Cookie-Richtlinie | Argyle',
      seoDescription:
        'Welche Cookies Argyle verwendet, wofür wir sie brauchen und wie du deine Cookie-Einstellungen jederzeit ändern kannst.',
      body: '## So verwenden wir Cookies\n\n_Stand: 1. November 2026_\n\nCookies sind kleine Textdateien, die eine Website auf deinem Gerät speichert. Wir nutzen sie, damit dein Warenkorb gefüllt bleibt und wir uns dein Land merken, und nur mit deiner Einwilligung, um zu verstehen, wie unser Shop genutzt wird, und um dir passende Werbung zu zeigen.\n\n## Welche Cookies wir verwenden\n\n- **Notwendig**: sorgen dafür, dass Warenkorb, Kasse und Länderauswahl funktionieren. Diese Cookies lassen sich nicht deaktivieren.\n- **Funktional**: merken sich Einstellungen wie deine Newsletter-Anmeldung und deinen Chatverlauf.\n- **Statistik**: zeigen uns anhand anonymisierter Daten, welche Seiten gut funktionieren und welche nicht.\n- **Marketing**: ermöglichen uns und unseren Werbepartnern, dir auf anderen Websites Argyle-Anzeigen zu zeigen, die zu deinen Interessen passen.\n\n## Wie lange Cookies gespeichert werden\n\nSitzungs-Cookies werden gelöscht, sobald du deinen Browser schließt. Andere Cookies speichern wir höchstens **180 Tage**, danach fragen wir erneut nach deiner Einwilligung.\n\n## Einstellungen ändern\n\nDu kannst deine Einwilligung jederzeit über **Cookie-Einstellungen** am Ende jeder Seite ändern oder widerrufen. Außerdem kannst du Cookies in deinem Browser löschen; dein Warenkorb geht dann unter Umständen verloren.\n\n## Fragen?\n\nSchreib an [privacy@argyle.shop](mailto:privacy@argyle.shop) oder lies unsere [Datenschutzerklärung](https://argyle.shop/legal/privacy).',
    },
    aboutUs: {
      title: 'Über uns',
      seoTitle: 'Über Argyle | Unsere Geschichte',
      seoDescription:
        'Wie zwei Freunde in Amsterdam Argyle gegründet haben: Socken aus Bio-Baumwolle in kräftigen Farben, gestrickt in Portugal und gemacht, um zu halten.',
      hero: {
        title: 'Wir sind Argyle',
        subtitle: 'Mutige Socken, ehrliche Materialien und jede Menge glückliche Füße seit 2016.',
        alt: 'Eine Socke vor einem Rautenmuster in Marineblau, Senfgelb und Koralle',
        cta: { label: 'Socken für Erwachsene', url: '/adults/socks' },
      },
      intro:
        '## Alles begann mit einer Schublade voller Grau\n\n2016 öffneten zwei Freunde in Amsterdam ihre Sockenschubladen und fanden nichts als Grau, Schwarz und Löcher. Also entwarfen sie die Socken, die sie selbst tragen wollten: bunt, weich und robust genug für hundert Waschgänge.\n\nHeute liefert Argyle in mehr als 30 Länder, aber die Idee ist dieselbe geblieben: **Ein gutes Paar ist besser als fünf schlechte.**',
      blocks: [
        {
          title: 'Made in Portugal, von Menschen, die wir kennen',
          text: 'Unsere Socken entstehen in einer familiengeführten Strickerei bei Barcelos im Norden Portugals, wo dasselbe Team seit drei Generationen Socken strickt. Wir sind jede Saison vor Ort, zahlen faire Preise und planen unsere Kollektionen gemeinsam, damit niemand hetzen muss.\n\n- GOTS-zertifizierte Bio-Baumwolle\n- Nach OEKO-TEX® Standard 100 geprüfte Farben\n- Von Hand gekettelte, nahtlose Spitzen',
          alt: 'Wollknäuel und eine gestrickte Socke auf einer Nadel',
        },
        {
          title: 'Mit Sorgfalt gepackt, mit weniger verschickt',
          text: 'Wir versenden aus unseren Lagern in den Niederlanden und den USA in recycelter, plastikfreier Verpackung. Unsere Geschenkboxen bestehen aus FSC-zertifiziertem Karton und sind stabil genug, um sie weiterzuverschenken.',
          alt: 'Ein Paket aus Karton, aus dem eine Socke herausschaut',
        },
      ],
      closing:
        '## Unser Versprechen\n\nWenn ein Paar bei normalem Gebrauch innerhalb eines Jahres durchgetragen ist, sag uns Bescheid. Wir ersetzen es, ohne Wenn und Aber. Fragen, Ideen oder ein Foto von deinem Lieblingspaar? Schreib an [hallo@argyle.shop](mailto:hallo@argyle.shop) oder markiere uns auf [Instagram](https://www.instagram.com/argylesocks).',
    },
    blog: {
      title: 'Happy News',
      seoTitle: 'Happy News | Der Argyle-Blog',
      seoDescription: 'Pflegetipps für Socken, Geschichten aus unserer Strickerei, Geschenkideen und Neuigkeiten vom Argyle-Team.',
      hero: {
        title: 'Happy News',
        subtitle: 'Geschichten, Tipps und gute Nachrichten aus der Argyle-Sockenschublade.',
        alt: 'Eine Zeitung mit einer Socken-Illustration auf der Titelseite',
        cta: { label: 'Alle Neuheiten', url: '/adults/socks?sortBy=newest' },
      },
      posts: [
        '## So halten deine Socken doppelt so lange\n\n~~28. Oktober 2026 · 3 Min. Lesezeit~~\n\nEine gute Socke hält problemlos jahrelang. So pflegen wir unsere:\n\n- Auf links gedreht bei 40 °C mit ähnlichen Farben waschen.\n- Keinen Weichspüler verwenden: Er legt sich um die Baumwollfasern und lässt sie schneller verschleißen.\n- Liegend oder auf der Leine trocknen, nie im Trockner.\n- Paare abwechseln. Auch Socken brauchen mal einen freien Tag.',
        '## Ein Tag in der Strickerei in Barcelos\n\n~~14. Oktober 2026 · 5 Min. Lesezeit~~\n\nUm 6 Uhr morgens beginnen die ersten Maschinen zu summen. Jede strickt in etwa zweieinhalb Minuten eine einzelne Socke, Reihe für Reihe, bevor Dona Fátima die Spitze von Hand kettelt. Wir haben einen Tag mit dem Team verbracht, das seit 2016 unsere Socken herstellt, und sind mit neuem Respekt vor jedem einzelnen Paar nach Hause gefahren.',
        '## Der Geschenke-Guide 2026: ein Paar für jeden\n\n~~2. November 2026 · 4 Min. Lesezeit~~\n\nKeine Idee? Für die Kollegin, die schon alles hat: eine [Geschenkbox](/collection/gift-boxes) mit drei Paaren. Für die Kleinen: passende [Kindersocken](/kids/socks) in ihren Lieblingsfarben. Und für dich selbst: ==Wintersocken aus Merinowolle==, denn auch du hast warme Füße verdient.',
        '## Gib alten Socken ein zweites Leben\n\n~~20. September 2026 · 2 Min. Lesezeit~~\n\nSchick uns deine ausgedienten Socken, egal welcher Marke, mit deiner nächsten Rücksendung. Wir recyceln die Fasern zu Dämmmaterial. Seit dem Start sind so schon mehr als 40.000 Paar nicht im Müll gelandet.',
      ],
      feature: {
        title: 'Kleine Füße, große Abenteuer',
        text: 'Unsere Kindersocken haben einen rutschfesten Druck auf der Sohle für die ersten Schritte und einen weichen, breiten Bund, der nicht einschneidet. In Größen vom Neugeborenen bis 12 Jahre.',
        alt: 'Kleine gestreifte Kindersocken in Rosa und Gelb',
      },
      carouselTitle: 'Gerade eingetroffen',
    },
    corporate: {
      title: 'Firmengeschenke',
      seoTitle: 'Firmengeschenke | Argyle-Socken für Team und Kunden',
      seoDescription:
        'Schenk deinem Team und deinen Kunden etwas, das sie wirklich benutzen: Argyle-Geschenkboxen mit eigener Karte, als Sammellieferung oder direkt an jede Adresse.',
      hero: {
        title: 'Geschenke, die dein Team wirklich trägt',
        subtitle: 'Socken-Geschenkboxen für Mitarbeitende, Kunden und Events, personalisiert mit eurer Botschaft.',
        alt: 'Gestapelte Geschenkboxen mit Schleife und Socken',
        cta: { label: 'Angebot anfragen', url: 'https://argyle.shop/business/quote' },
      },
      intro:
        '## Warum Socken?\n\nJeder trägt sie, niemand hat genug gute, und ein auffälliges Paar erinnert jeden Tag daran, von wem es kommt. Ob 10 Boxen für die Teamfeier oder 5.000 für eine Kundenaktion: Verpackung und Versand übernehmen wir.\n\n- ==Mengenrabatt== ab 10 Geschenkboxen\n- Eigene bedruckte Karte oder Banderole ab 50 Boxen\n- Sammellieferung oder Versand an jede Privatadresse\n- Eine Rechnung, in eurer Währung',
      feature: {
        title: 'Eine Geschenkbox mit eurer Geschichte',
        text: 'Wählt aus unseren Geschenkboxen mit drei Paaren oder stellt eure eigene Auswahl zusammen. Legt eine Karte mit eurer Botschaft dazu, und wir packen alles in unserem Lager in den Niederlanden von Hand.',
        alt: 'Eine geöffnete Geschenkbox mit drei gerollten Sockenpaaren',
      },
      carouselTitle: 'Beliebte Geschenkboxen',
      faqTitle: 'Fragen zu Firmengeschenken',
      faq: [
        { q: 'Wie hoch ist die Mindestbestellmenge?', a: '10 Geschenkboxen. Personalisierte Karten und Banderolen gibt es ab 50 Boxen.' },
        {
          q: 'Wie früh sollte ich bestellen?',
          a: 'Plane 2 Wochen für Standard-Geschenkboxen und 4 Wochen für personalisierte Verpackungen ein. Für die Weihnachtszeit bestellst du am besten bis zum **15. November**.',
        },
        {
          q: 'Könnt ihr die Geschenke an einzelne Adressen schicken?',
          a: 'Ja. Schick uns eine Tabelle mit Namen und Adressen, und wir versenden jede Box einzeln mit Sendungsverfolgung.',
        },
        {
          q: 'Gibt es Socken mit unserem Logo?',
          a: 'Individuell gestrickte Socken mit eurem Logo kommen 2027. [Schreib uns](mailto:business@argyle.shop), um auf die Warteliste zu kommen.',
        },
      ],
      contact:
        '## Lass uns sprechen\n\nSag uns, wie viele Boxen du wann brauchst, und du bekommst innerhalb eines Werktags ein Angebot: [business@argyle.shop](mailto:business@argyle.shop).',
    },
    shipping: {
      title: 'Versand',
      seoTitle: 'Versand & Lieferung | Argyle',
      seoDescription: 'Versandkosten, Grenzen für den Gratisversand und Lieferzeiten für Deutschland, Österreich und die Schweiz.',
      intro:
        '## Schnell, nachverfolgbar und klimakompensiert\n\nBestellungen, die werktags bis **15 Uhr** eingehen, verlassen unser Lager noch am selben Tag. Jedes Paket ist nachverfolgbar, und die Emissionen jeder Sendung gleichen wir aus. Die genauen Kosten siehst du vor dem Bezahlen im Warenkorb.',
      countries: `## Kosten und Lieferzeiten\n\n${shippingCountries}\n\n~~Lieferzeiten sind Schätzungen in Werktagen ab Versand. Während des Sales und in der Weihnachtszeit kann es etwas länger dauern.~~`,
      feature: {
        title: 'Plastikfreie Verpackung',
        text: 'Deine Socken reisen in einem Karton aus Recyclingpappe oder einer Papierversandtasche, verschlossen mit Papierklebeband. Alles kann direkt ins Altpapier.',
        alt: 'Ein Paket aus Karton, aus dem eine Socke herausschaut',
      },
      faqTitle: 'Fragen zum Versand',
    },
    login: {
      title: 'Anmelden',
      seoTitle: 'Anmelden | Argyle',
      seoDescription:
        'Kundenkonten gibt es bald. Bis dahin bestellst du als Gast und verfolgst deine Bestellungen mit deiner Bestellnummer.',
      body: '## Kundenkonten kommen bald\n\nWir arbeiten an Kundenkonten, damit du Adressen speichern und deine Lieblingssocken mit einem Klick nachbestellen kannst. Bis dahin bestellst du einfach als Gast: In deiner Bestellbestätigung findest du alles, um eine Bestellung zu [verfolgen](https://track.argyle.shop) oder [zurückzuschicken](/faq/returns).\n\n[Weiter einkaufen](/adults/socks)',
    },
    sizeGuides: {
      adults: {
        title: 'Größentabelle Erwachsene',
        columns: ['Sockengröße', 'Schuhgröße EU', 'Schuhgröße UK', 'Schuhgröße US Damen', 'Schuhgröße US Herren', 'Fußlänge'],
        rows: [
          ['36-40', '36–40', '3,5–6,5', '5,5–8,5', '4,5–7,5', '22,5–25,5 cm'],
          ['41-46', '41–46', '7–11', '9,5–13', '8–12', '26–29,5 cm'],
        ],
      },
      kids: {
        title: 'Größentabelle Kinder',
        columns: ['Größe', 'Schuhgröße EU', 'Schuhgröße UK', 'Schuhgröße US', 'Fußlänge'],
        rows: [
          ['0-6 Monate', '15–16', '0–1', '0–1,5', '9–10 cm'],
          ['6-12 Monate', '17–19', '1,5–3', '2–3,5', '10,5–12 cm'],
          ['1-2 Jahre', '20–22', '4–5,5', '4,5–6', '12,5–13,5 cm'],
          ['3-4 Jahre', '23–26', '6–8,5', '7–9', '14–16 cm'],
          ['5-6 Jahre', '27–30', '9–11,5', '10–12', '16,5–18,5 cm'],
          ['7-8 Jahre', '31–34', '12,5–2', '13–2,5', '19–21,5 cm'],
          ['9-12 Jahre', '35–38', '2,5–5', '3–5,5', '22–24 cm'],
        ],
      },
    },
    icons: {
      cotton: 'Weiche Baumwolle',
      'organic-cotton': 'GOTS-zertifizierte Bio-Baumwolle',
      'merino-wool': 'Warme Merinowolle',
      recycled: 'Mit recycelten Fasern',
      'reinforced-heel': 'Verstärkte Ferse',
      'seamless-toe': 'Von Hand gekettelte, nahtlose Spitze',
      'cushioned-sole': 'Gepolsterte Sohle',
      'gift-ready': 'Verpackung zum Verschenken',
    },
    defaultIconAlt: 'Argyle-Qualität',
    freeShipping: {
      below: 'Nur noch {amount} bis zum Gratisversand!',
      reached: 'Juhu, deine Bestellung wird kostenlos versendet!',
    },
    checkoutBanner:
      '**Werktags bis 15 Uhr bestellt**, verlassen deine Socken noch heute unser Lager. ~~Geschenkboxen zu Weihnachten: bitte bis zum 15. Dezember bestellen.~~',
    pdpEnhanced: {
      product: {
        title: 'Die Geschichte dieses Paars',
        feature: {
          title: 'Gestrickt für lange Zeit',
          text: 'Feine gekämmte Baumwolle, eine von Hand gekettelte, nahtlose Spitze und eine verstärkte Ferse: Dieses Paar ist für lange Tage und viele Wäschen gemacht.\n\nJedes Paar wird von Hand geprüft, bevor es unser Lager verlässt.',
          alt: 'Eine Socke auf einer Strickmaschine',
        },
      },
      giftBoxes: {
        title: 'Zum Verschenken gemacht',
        text: 'Jede Geschenkbox kommt fertig zum Verschenken, in einer stabilen Schachtel aus **Recyclingkarton**. Geschenkpapier brauchst du nicht.',
      },
    },
    upsells: {
      'gift-guide': {
        description: `Kleine Geschenke für alle auf deiner Liste: Nimm ein Paar aus unseren Bestsellern dazu und spare {discount} mit deinem Sock-Club-Code. [Alle Geschenkboxen](/collection/gift-boxes)`,
        variables: { discount: '10 %' },
      },
      'creator-collab': {
        description: `Die Lieblinge deiner Creatorin, für dich ausgesucht. Dein Code spart {discount} bei deiner ersten Bestellung.`,
        variables: { discount: '15 %' },
      },
    },
    popups: {
      'gift-guide': {
        title: '10 % Rabatt auf deine Geschenke',
        ctaLabel: 'Code holen',
        description:
          'Melde dich beim Sock Club an und erhalte **10 % Rabatt** auf alle Geschenkboxen in deinem Warenkorb, dazu unseren Geschenke-Guide direkt in dein Postfach.',
        legal:
          '^^Mit deiner Anmeldung erklärst du dich einverstanden, unseren Newsletter zu erhalten. Abmeldung jederzeit möglich. Mehr in unserer [Datenschutzerklärung](https://argyle.shop/legal/privacy).^^',
        successMessage: 'Dein Code ist unterwegs. Schau in dein Postfach!',
        errorMessage: 'Da ist etwas schiefgelaufen. Bitte versuche es noch einmal.',
        mobileAltText: 'Eine Geschenkbox mit drei Paar bunten Socken',
        desktopAltText: 'Geschenkboxen und Socken unter einer festlichen Lichterkette',
      },
      'creator-collab': {
        title: 'Willkommen, schön, dass du da bist!',
        ctaLabel: '15 % Rabatt sichern',
        description:
          'Du bist über eine Empfehlung aus unserer Creator-Community hier, deshalb gibt es **15 % Rabatt** auf deine erste Bestellung. Melde dich beim Sock Club an, und der Code landet sofort in deinem Postfach.',
        legal:
          '^^Mit deiner Anmeldung erklärst du dich einverstanden, unseren Newsletter zu erhalten. Abmeldung jederzeit möglich. Mehr in unserer [Datenschutzerklärung](https://argyle.shop/legal/privacy).^^',
        successMessage: 'Geschafft! Dein 15-%-Code ist in deinem Postfach.',
        errorMessage: 'Das hat nicht geklappt. Bitte prüfe deine E-Mail-Adresse.',
        mobileAltText: 'Ein Paar bunte Argyle-Socken',
        desktopAltText: 'Mehrere Paar bunte Argyle- und Ringelsocken',
      },
    },
    categories: {
      'adults/socks': {
        name: 'Socken für Erwachsene',
        title: 'Socken für Erwachsene',
        seoTitle: 'Socken aus Bio-Baumwolle für Erwachsene | Argyle',
        seoDescription: `Socken aus Bio-Baumwolle für Damen und Herren in über 40 Farben. Größen 36–40 und 41–46, gratis Versand ab ${m(DE, DE.threshold)}.`,
        intro:
          'Weich, robust und unübersehbar. Unsere Socken für Erwachsene sind aus **Bio-Baumwolle** gestrickt, mit verstärkter Ferse und nahtloser Spitze. Filtere nach Farbe, Material oder Größe und finde dein Paar.',
      },
      'kids/socks': {
        name: 'Kindersocken',
        title: 'Socken für Kinder',
        seoTitle: 'Kindersocken und Babysocken | Argyle',
        seoDescription: 'Weiche Socken aus Bio-Baumwolle für Babys, Kleinkinder und Kinder bis 12 Jahre, in Farben, die sie gern tragen.',
        intro:
          'Von den ersten Schritten bis zum Schulhof: Kindersocken mit weichem, breitem Bund, der hält, ohne einzuschneiden. Nach Alter sortiert, von **0–6 Monaten bis 9–12 Jahre**.',
      },
      'collection/sneaker-socks': {
        name: 'Sneakersocken',
        title: 'Sneakersocken',
        seoTitle: 'Sneakersocken | Kurze Socken aus Bio-Baumwolle | Argyle',
        seoDescription:
          'Unsichtbar im Sneaker, sichtbar in der Qualität: kurze Sneakersocken mit Silikon-Fersengrip, der nicht verrutscht.',
        intro:
          'Kurze Socken, die in deinen Sneakern verschwinden und dank Silikon-Fersengrip nicht verrutschen. Perfekt für den Sommer und das Training.',
      },
      'collection/low-socks': {
        name: 'Kurzsocken',
        title: 'Kurzsocken',
        seoTitle: 'Kurzsocken und Knöchelsocken | Argyle',
        seoDescription: 'Knöchelhohe Kurzsocken aus Bio-Baumwolle. Bequem, atmungsaktiv und in vielen Farben erhältlich.',
        intro: 'Knöchelhohe Socken für jeden Tag: gerade hoch genug, um hervorzublitzen, und kurz genug für Cropped-Hosen.',
      },
      'collection/socks-for-men': {
        name: 'Herrensocken',
        title: 'Herrensocken',
        seoTitle: 'Herrensocken | Bunte Socken für Männer | Argyle',
        seoDescription: `Herrensocken in den Größen 41–46 und 36–40: klassisches Marineblau und Schwarz, kräftige Streifen und Argyle-Muster. Gratis Versand ab ${m(DE, DE.threshold)}.`,
        intro: 'Von Businessblau bis Wochenend-Senfgelb. Herrensocken, die zum Anzug passen und zu Sneakern, in Größen bis 46.',
      },
      'collection/socks-for-women': {
        name: 'Damensocken',
        title: 'Damensocken',
        seoTitle: 'Damensocken | Socken aus Bio-Baumwolle für Frauen | Argyle',
        seoDescription: 'Damensocken aus weicher Bio-Baumwolle: Streifen, Punkte und Argyle in über 40 Farben. Größen 36–40 und 41–46.',
        intro:
          'Streifen, Punkte, Argyle oder schlichtes Pastell: Damensocken, die zu Stiefeln genauso gut aussehen wie zu Sandalen (ja, wirklich).',
      },
      'collection/gift-boxes': {
        name: 'Geschenkboxen',
        title: 'Socken-Geschenkboxen',
        seoTitle: 'Socken-Geschenkboxen | Das einfachste Geschenk | Argyle',
        seoDescription:
          'Geschenkboxen mit drei oder vier Paar Socken aus Bio-Baumwolle, fertig zum Verschenken. Persönliche Nachricht an der Kasse hinzufügen.',
        intro:
          'Das Geschenk, das immer passt. Drei oder vier Paare in einer stabilen Box, fertig zum Verschenken. ==Füge an der Kasse gratis eine persönliche Nachricht hinzu.==',
      },
      'outlet/all': {
        name: 'Outlet',
        title: 'Outlet',
        seoTitle: 'Socken-Outlet | Bis zu 50 % reduziert | Argyle',
        seoDescription:
          'Letzte Paare und Farben der vergangenen Saison bis zu 50 % reduziert. Gleiche Qualität, kleinerer Preis, solange der Vorrat reicht.',
        intro:
          'Farben der letzten Saison und letzte Paare **bis zu 50 % reduziert**. Gleiche Qualität wie immer, nur solange der Vorrat reicht.',
      },
    },
    names: {
      navigation: 'Navigation',
      footer: 'Footer',
      topBanner: 'Top-Banner',
      newsletter: 'Newsletter',
      sizeGuideAdults: 'Größentabelle: Erwachsene',
      sizeGuideKids: 'Größentabelle: Kinder',
      featureIcons: 'Produkt-Icons',
      freeShippingBar: 'Gratisversand-Leiste',
      checkoutBanner: 'Checkout-Hinweis',
      pdpEnhancedProduct: 'Produktseiten-Blöcke: ein Produkt',
      pdpEnhancedGiftBoxes: 'Produktseiten-Blöcke: Geschenkboxen',
      segments: 'Segmente',
      segmentedPopups: 'Segmentierte Pop-ups',
      segmentedUpsells: 'Segmentierte Upsells',
      usps: 'USPs',
    },
  };
}
