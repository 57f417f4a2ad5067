// French copy for the fr content key (storefront fr). Formal "vous". French spacing (narrow no-break
// space before ; : ! ? % and inside « ») is applied automatically by frTypo at the end.

import type { ContentKey, Country } from './markets';
import { COUNTRIES, money } from './markets';
import type { Copy } from './copy';

/** Applies French typographic spacing to a string. @example frTypo('Oui !') // 'Oui\u202f!' */
export function frTypo(t: string): string {
  return t.replace(/ ([!?;:%»])/g, '\u202f$1').replace(/« /g, '«\u202f');
}

function deepTypo<T>(v: T): T {
  if (typeof v === 'string') return frTypo(v) as T;
  if (typeof v === 'function') return ((...args: unknown[]) => frTypo((v as (...a: unknown[]) => string)(...args))) as T;
  if (Array.isArray(v)) return v.map(deepTypo) as T;
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, deepTypo(x)])) as T;
  return v;
}

export function copyFr(_ctx: ContentKey): Copy {
  const FR = COUNTRIES.FR!;
  const m = (c: Country, amount: number) => money(amount, c.currency, 'fr');
  const free = m(FR, FR.threshold);
  const bannerMessage = (code: string): string =>
    code === 'FR' || code === 'fr'
      ? `Livraison offerte en France dès ${free} d’achat · Livrée en ${FR.days} jours ouvrés · Retours sous 30 jours`
      : `Nouveau : les chaussettes d’hiver en laine mérinos sont arrivées · Livraison offerte dès ${free}`;

  const copy: Copy = {
    nav: {
      adults: 'Adultes',
      byStyle: 'Par modèle',
      allAdultSocks: 'Toutes les chaussettes adultes',
      sneakerSocks: 'Socquettes',
      lowSocks: 'Chaussettes basses',
      kneeHighs: 'Mi-bas (bientôt disponibles)',
      byColour: 'Par couleur',
      black: 'Noir',
      navyBlue: 'Bleu marine',
      red: 'Rouge',
      beige: 'Beige',
      byMaterial: 'Par matière',
      organicCotton: 'Coton bio',
      merinoWool: 'Laine mérinos',
      recycledCotton: 'Coton recyclé',
      kids: 'Enfants',
      byAge: 'Par âge',
      baby: 'Bébé (0–12 mois)',
      toddler: 'Tout-petits (1–4 ans)',
      bigKids: 'Enfants (5–12 ans)',
      allKidsSocks: 'Toutes les chaussettes enfants',
      kidsColours: 'Couleurs préférées',
      pink: 'Rose',
      blue: 'Bleu',
      yellow: 'Jaune',
      collections: 'Collections',
      forHerAndHim: 'Pour elle & lui',
      socksForWomen: 'Chaussettes femme',
      socksForMen: 'Chaussettes homme',
      byLength: 'Par hauteur',
      highlights: 'À la une',
      newIn: 'Nouveautés',
      bestsellers: 'Meilleures ventes',
      lastChance: 'Dernière chance',
      giftBoxes: 'Coffrets cadeaux',
      giftBoxesGroup: 'Coffrets cadeaux',
      allGiftBoxes: 'Tous les coffrets',
      christmasGiftBoxes: 'Coffrets de Noël',
      giftBoxesKids: 'Coffrets pour enfants',
      forBusiness: 'Pour les entreprises',
      corporateGifts: 'Cadeaux d’entreprise',
      customLogoSocks: 'Chaussettes à votre logo (bientôt)',
      outlet: 'Outlet',
      outletGroup: 'Outlet',
      allOutlet: 'Toutes les chaussettes outlet',
      lastPairs: 'Dernières paires',
      outletBySize: 'Par taille',
      adultSizes: 'Tailles adultes',
      kidsSizes: 'Tailles enfants',
      about: 'À propos',
      argyleGroup: 'Argyle',
      aboutUs: 'Qui sommes-nous',
      happyNews: 'Happy News',
      helpGroup: 'Aide',
      faq: 'FAQ',
      shipping: 'Livraison',
      returns: 'Retours',
      sizeGuide: 'Guide des tailles',
    },
    footer: {
      blockOneTitle: 'Service client',
      blockTwoTitle: 'À propos d’Argyle',
      labels: {
        faq: 'Questions fréquentes',
        shipping: 'Livraison',
        returns: 'Retours & remboursements',
        sizeGuide: 'Guide des tailles',
        contact: 'Nous contacter',
        trackOrder: 'Suivre ma commande',
        payment: 'Moyens de paiement',
        aboutUs: 'Notre histoire',
        happyNews: 'Le blog Happy News',
        corporateGifts: 'Cadeaux d’entreprise',
        sustainability: 'Engagements',
        careers: 'Recrutement',
        cookiePolicy: 'Politique de cookies',
        privacy: 'Politique de confidentialité',
        terms: 'Conditions générales de vente',
        imprint: 'Mentions légales',
        accessibility: 'Accessibilité',
      },
      copyright: '© 2026 Argyle Socks B.V. Tous droits réservés.',
    },
    bannerMessage,
    newsletter: {
      title: 'Rejoignez le **Sock Club**',
      subtitle:
        'Les nouvelles couleurs en avant-première, un accès anticipé aux soldes et ==10 % de réduction== sur votre prochaine commande.',
      button: 'Je m’inscris',
      success: '**Bienvenue au Sock Club !** Consultez votre boîte mail : votre code de 10 % est en route.',
      error: 'Désolés, l’inscription n’a pas fonctionné. Vérifiez votre adresse e-mail et réessayez.',
      legal:
        '^^En vous inscrivant, vous acceptez de recevoir notre newsletter. Vous pouvez vous désinscrire à tout moment. Consultez notre [politique de confidentialité](https://argyle.shop/legal/privacy).^^',
    },
    usps: [
      { icon: 'truck', text: `Livraison offerte dès ${free}` },
      { icon: 'returns', text: 'Retours sous 30 jours' },
      { icon: 'leaf', text: 'Coton bio certifié GOTS' },
      { icon: 'heart', text: 'Plus de 250 000 pieds heureux' },
    ],
    homepage: {
      title: 'Accueil',
      seoTitle: 'Argyle | Chaussettes colorées en coton bio pour toute la famille',
      seoDescription: `Chaussettes en coton bio dans plus de 40 couleurs pour adultes et enfants. Livraison offerte dès ${free}, retours sous 30 jours et coffrets prêts à offrir.`,
      hero: {
        title: 'Des pieds heureux toute l’année',
        subtitle: 'Des chaussettes douces en coton bio dans plus de 40 couleurs, tricotées pour durer et faites pour être vues.',
        alt: 'Trois chaussettes rayées et à losanges suspendues à une corde à linge sur un fond coloré',
        cta: { label: 'Découvrir la collection', url: '/adults/socks' },
      },
      tilesTitle: 'Trouvez votre paire',
      tiles: { adults: 'Adultes', kids: 'Enfants', sneaker: 'Socquettes', gifts: 'Coffrets cadeaux' },
      tileAlts: {
        adults: 'Une paire de chaussettes à losanges bleu marine et moutarde',
        kids: 'Petites chaussettes rayées pour enfants, roses et jaunes',
        sneaker: 'Socquettes basses corail et bleu canard',
        gifts: 'Un coffret cadeau ouvert contenant trois paires de chaussettes roulées',
      },
      bestsellersTitle: 'Vos coups de cœur du moment',
      story: {
        title: 'Tricotées sans se presser, portées pendant des années',
        text: 'Chaque paire est tricotée dans un atelier familial du nord du Portugal, en **coton bio certifié GOTS**. Talons renforcés et pointes remaillées à la main : pas de trous, pas de coutures qui gênent, juste des chaussettes que vous aurez envie de porter encore et encore.',
        alt: 'Des pelotes de laine et une chaussette sur une aiguille à tricoter',
        ctaLabel: 'Découvrir notre histoire',
      },
      newInTitle: 'Tout juste tricotées',
      outro:
        '## Des chaussettes qui égayent même les lundis\n\nNous croyons que la plus petite chose que l’on enfile le matin peut changer toute une journée. C’est pourquoi chaque chaussette Argyle commence par une couleur qui donne le sourire et une matière agréable du premier au dernier pas.\n\nNouveau ici ? Commencez par nos [meilleures ventes](/adults/socks), choisissez un [coffret cadeau](/collection/gift-boxes) pour quelqu’un que vous aimez, ou ==rejoignez le Sock Club pour profiter de 10 % de réduction== sur votre première commande.',
    },
    faq: {
      title: 'Questions fréquentes',
      intro:
        'Des réponses rapides sur la livraison, les retours, les commandes, nos chaussettes et le paiement. Vous ne trouvez pas votre réponse ? Écrivez-nous à [bonjour@argyle.shop](mailto:bonjour@argyle.shop), nous vous répondons sous un jour ouvré.',
      sections: [
        {
          slug: 'shipping',
          title: 'Livraison',
          items: [
            {
              q: 'Combien coûte la livraison ?',
              a: `La livraison est offerte dès **${free}** d’achat. En dessous, elle coûte ${m(FR, FR.fee)}. Le montant exact s’affiche toujours dans votre panier avant le paiement.`,
            },
            {
              q: 'Quel est le délai de livraison ?',
              a: `Les commandes passées avant 15 h un jour ouvré quittent notre entrepôt aux Pays-Bas le jour même et arrivent généralement en **${FR.days} jours ouvrés** avec Colissimo.`,
            },
            {
              q: 'Puis-je suivre mon colis ?',
              a: 'Oui. Dès que votre colis quitte notre entrepôt, nous vous envoyons un lien de suivi par e-mail. Vous pouvez aussi le suivre sur notre [page de suivi](https://track.argyle.shop) avec votre numéro de commande et votre code postal.',
            },
            {
              q: 'Livrez-vous en Corse et dans les DOM-TOM ?',
              a: 'Nous livrons en Corse aux mêmes conditions qu’en France métropolitaine. Les départements et territoires d’outre-mer ne sont malheureusement pas encore desservis.',
            },
          ],
        },
        {
          slug: 'returns',
          title: 'Retours & remboursements',
          items: [
            {
              q: 'Quelle est votre politique de retour ?',
              a: 'Vous disposez de **30 jours** à compter de la livraison pour nous renvoyer les chaussettes qui ne vous plaisent pas. Pour des raisons d’hygiène, nous n’acceptons que les paires non portées, non lavées et dans leur emballage d’origine.',
            },
            {
              q: 'Comment effectuer un retour ?',
              a: 'Remplissez le formulaire de retour accessible depuis votre e-mail de confirmation de commande, imprimez l’étiquette et déposez le colis dans un bureau de poste ou un point relais. Conservez le reçu jusqu’à réception de votre remboursement.',
            },
            {
              q: 'Le retour est-il gratuit ?',
              a: 'Oui, l’étiquette de retour est à nos frais depuis la France.',
            },
            {
              q: 'Quand serai-je remboursé(e) ?',
              a: 'Nous vous remboursons dans les 5 jours ouvrés suivant la réception de votre retour, sur le moyen de paiement utilisé. Votre banque peut mettre quelques jours de plus à l’afficher sur votre relevé.',
            },
            {
              q: 'Puis-je échanger une paire contre une autre taille ou couleur ?',
              a: 'Le plus rapide est de renvoyer la paire et de passer une nouvelle commande : ainsi, la couleur ou la taille souhaitée ne risque pas d’être épuisée pendant que votre retour nous parvient.',
            },
          ],
        },
        {
          slug: 'orders',
          title: 'Commandes',
          items: [
            {
              q: 'Puis-je modifier ou annuler ma commande ?',
              a: 'Nous préparons les commandes très vite : écrivez-nous à [bonjour@argyle.shop](mailto:bonjour@argyle.shop) dans l’**heure** qui suit votre commande et nous ferons de notre mieux. Passé ce délai, votre colis est déjà en route et vous pourrez le retourner à réception.',
            },
            {
              q: 'Je n’ai pas reçu de confirmation de commande. Que faire ?',
              a: 'Vérifiez d’abord vos courriers indésirables. Si elle n’y est pas, écrivez-nous en indiquant le nom et l’adresse utilisés lors de la commande et nous la retrouverons.',
            },
            {
              q: 'Dois-je créer un compte pour commander ?',
              a: 'Non. Tout le monde commande en tant qu’invité : nous ne demandons que ce dont nous avons besoin pour livrer vos chaussettes. Votre numéro de commande et votre e-mail suffisent pour suivre ou retourner une commande.',
            },
            {
              q: 'Comment contacter le service client ?',
              a: 'Écrivez à [bonjour@argyle.shop](mailto:bonjour@argyle.shop) ou utilisez le bouton de chat en bas de la page. Nous répondons du lundi au vendredi de 9 h à 17 h, généralement en quelques heures.',
            },
          ],
        },
        {
          slug: 'products',
          title: 'Nos chaussettes & tailles',
          items: [
            {
              q: 'Quelle taille choisir ?',
              a: 'Nos chaussettes adultes existent en deux tailles : 36–40 et 41–46, selon votre pointure. Les chaussettes enfants sont classées par âge, de 0–6 mois à 9–12 ans. Entre deux tailles ? Prenez la plus grande. Chaque fiche produit renvoie vers le guide des tailles complet.',
            },
            {
              q: 'En quoi sont faites vos chaussettes ?',
              a: 'La plupart de nos chaussettes sont tricotées en **80 % coton bio certifié GOTS**, avec 18 % de polyamide pour la résistance et 2 % d’élasthanne pour qu’elles gardent leur forme. Notre collection d’hiver est en laine mérinos toute douce. La composition exacte figure sur chaque fiche produit.',
            },
            {
              q: 'Comment laver mes chaussettes ?',
              a: 'Lavez-les à l’envers à 40 °C avec des couleurs similaires. Évitez le sèche-linge et l’assouplissant : vos chaussettes resteront douces et garderont leurs couleurs bien plus longtemps.',
            },
            {
              q: 'Ma paire préférée est épuisée. Va-t-elle revenir ?',
              a: 'La plupart de nos couleurs sont réassorties chaque saison. Les éditions limitées sont signalées comme telles et ne reviendront pas : si vous avez un coup de cœur, n’attendez pas trop.',
            },
          ],
        },
        {
          slug: 'payment',
          title: 'Paiement',
          items: [
            {
              q: 'Quels moyens de paiement acceptez-vous ?',
              a: 'Carte Bancaire, Visa, Mastercard, American Express, PayPal, Apple Pay et Google Pay. Les moyens disponibles s’affichent au moment du paiement.',
            },
            {
              q: 'Le paiement est-il sécurisé ?',
              a: 'Oui. Les paiements sont traités par Adyen, un prestataire de paiement certifié. Nous ne voyons ni ne conservons jamais vos données bancaires.',
            },
            {
              q: 'Comment utiliser un code promo ?',
              a: 'Saisissez le code dans votre panier et appuyez sur « Appliquer ». Un seul code par commande ; il n’est cumulable avec les prix outlet que si c’est précisé.',
            },
            {
              q: 'Les prix sont-ils TTC ?',
              a: 'Oui. Tous nos prix incluent la TVA française : le prix affiché est le prix payé.',
            },
          ],
        },
      ],
    },
    cookiePolicy: {
      title: 'Politique de cookies',
      seoTitle: 'Politique de cookies | Argyle',
      seoDescription: 'Les cookies utilisés par Argyle, leur utilité et comment modifier vos préférences à tout moment.',
      body: '## Notre utilisation des cookies\n\n_Dernière mise à jour : 1er novembre 2026_\n\nLes cookies sont de petits fichiers texte qu’un site enregistre sur votre appareil. Nous les utilisons pour conserver votre panier et mémoriser votre pays, et, uniquement avec votre accord, pour comprendre comment notre boutique est utilisée et vous montrer des publicités pertinentes.\n\n## Les cookies que nous utilisons\n\n- **Strictement nécessaires** : ils font fonctionner le panier, la commande et le choix du pays. Ils ne peuvent pas être désactivés.\n- **Fonctionnels** : ils mémorisent vos préférences, comme votre inscription à la newsletter ou l’historique du chat.\n- **Mesure d’audience** : ils nous indiquent, à partir de statistiques anonymisées, quelles pages fonctionnent bien et lesquelles moins.\n- **Marketing** : ils nous permettent, ainsi qu’à nos partenaires publicitaires, de vous montrer sur d’autres sites des annonces Argyle adaptées à vos centres d’intérêt.\n\n## Durée de conservation\n\nLes cookies de session sont supprimés à la fermeture du navigateur. Les autres cookies sont conservés **180 jours** au maximum, après quoi nous vous redemandons votre consentement.\n\n## Modifier vos préférences\n\nVous pouvez modifier ou retirer votre consentement à tout moment via **Paramètres des cookies** en bas de chaque page. Vous pouvez aussi supprimer les cookies dans les réglages de votre navigateur ; la boutique risque alors d’oublier votre panier.\n\n## Des questions ?\n\nÉcrivez à [privacy@argyle.shop](mailto:privacy@argyle.shop) ou consultez notre [politique de confidentialité](https://argyle.shop/legal/privacy).',
    },
    aboutUs: {
      title: 'Qui sommes-nous',
      seoTitle: 'À propos d’Argyle | Notre histoire',
      seoDescription:
        'Comment deux amis à Amsterdam ont créé Argyle : des chaussettes en coton bio aux couleurs vives, tricotées au Portugal et faites pour durer.',
      hero: {
        title: 'Nous sommes Argyle',
        subtitle: 'Des chaussettes audacieuses, des matières honnêtes et beaucoup de pieds heureux depuis 2016.',
        alt: 'Une chaussette devant un motif à losanges bleu marine, moutarde et corail',
        cta: { label: 'Chaussettes adultes', url: '/adults/socks' },
      },
      intro:
        '## Tout a commencé par un tiroir plein de gris\n\nEn 2016, deux amis à Amsterdam ont ouvert leur tiroir à chaussettes et n’y ont trouvé que du gris, du noir et des trous. Ils ont donc dessiné les chaussettes qu’ils avaient envie de porter : colorées, douces et assez solides pour résister à cent lavages.\n\nAujourd’hui, Argyle livre dans plus de 30 pays, mais l’idée n’a pas changé : **une bonne paire vaut mieux que cinq mauvaises.**',
      blocks: [
        {
          title: 'Fabriquées au Portugal, par des gens que nous connaissons',
          text: 'Nos chaussettes sont tricotées dans un atelier familial près de Barcelos, dans le nord du Portugal, où la même équipe fabrique des chaussettes depuis trois générations. Nous leur rendons visite chaque saison, payons des prix justes et concevons nos collections ensemble, pour que personne n’ait à se presser.\n\n- Coton bio certifié GOTS\n- Teintures testées selon l’OEKO-TEX® Standard 100\n- Pointes sans couture remaillées à la main',
          alt: 'Des pelotes de laine et une chaussette sur une aiguille à tricoter',
        },
        {
          title: 'Emballées avec soin, expédiées avec moins',
          text: 'Nos commandes partent de nos entrepôts aux Pays-Bas et aux États-Unis dans des emballages recyclés et sans plastique. Nos coffrets cadeaux sont en carton certifié FSC, assez solides pour être offerts à nouveau.',
          alt: 'Un colis en carton d’où dépasse une chaussette',
        },
      ],
      closing:
        '## Notre promesse\n\nSi une paire s’use jusqu’à trouer en moins d’un an d’utilisation normale, dites-le-nous. Nous la remplaçons, sans discussion. Une question, une idée ou une photo de votre paire préférée ? Écrivez à [bonjour@argyle.shop](mailto:bonjour@argyle.shop) ou identifiez-nous sur [Instagram](https://www.instagram.com/argylesocks).',
    },
    blog: {
      title: 'Happy News',
      seoTitle: 'Happy News | Le blog Argyle',
      seoDescription: 'Conseils d’entretien, coulisses de notre atelier de tricotage, idées cadeaux et nouvelles de l’équipe Argyle.',
      hero: {
        title: 'Happy News',
        subtitle: 'Histoires, astuces et bonnes nouvelles tout droit sorties du tiroir à chaussettes Argyle.',
        alt: 'Un journal avec une illustration de chaussette en une',
        cta: { label: 'Voir les nouveautés', url: '/adults/socks?sortBy=newest' },
      },
      posts: [
        '## Comment faire durer vos chaussettes deux fois plus longtemps\n\n~~28 octobre 2026 · 3 min de lecture~~\n\nUne bonne chaussette peut facilement durer des années. Voici comment nous prenons soin des nôtres :\n\n- Lavez-les à l’envers à 40 °C avec des couleurs similaires.\n- Oubliez l’assouplissant : il enrobe le coton et l’use plus vite.\n- Faites-les sécher à plat ou sur un fil, jamais au sèche-linge.\n- Alternez vos paires. Les chaussettes aussi ont besoin d’un jour de repos.',
        '## Une journée à l’atelier de Barcelos\n\n~~14 octobre 2026 · 5 min de lecture~~\n\nÀ 6 h du matin, les premières machines se mettent à ronronner. Chacune tricote une chaussette en deux minutes et demie environ, rang après rang, avant que Dona Fátima ne remaille la pointe à la main. Nous avons passé une journée avec l’équipe qui fabrique nos chaussettes depuis 2016 et sommes rentrés avec un nouveau respect pour chaque paire.',
        '## Le guide cadeaux 2026 : une paire pour chacun\n\n~~2 novembre 2026 · 4 min de lecture~~\n\nEn panne d’idées ? Pour le collègue qui a déjà tout : un [coffret cadeau](/collection/gift-boxes) de trois paires. Pour les petits : des [chaussettes enfants](/kids/socks) assorties dans leurs couleurs préférées. Et pour vous : des ==chaussettes d’hiver en laine mérinos==, parce que vous aussi méritez d’avoir chaud aux pieds.',
        '## Offrez une seconde vie à vos vieilles chaussettes\n\n~~20 septembre 2026 · 2 min de lecture~~\n\nGlissez vos chaussettes usées, de n’importe quelle marque, dans votre prochain retour : nous recyclons leurs fibres en matériau isolant. Depuis le lancement, plus de 40 000 paires ont ainsi échappé à la décharge.',
      ],
      feature: {
        title: 'Petits pieds, grandes aventures',
        text: 'Nos chaussettes enfants ont une semelle antidérapante pour les premiers pas et un bord-côte large et souple qui ne serre pas. Du nouveau-né à 12 ans.',
        alt: 'Petites chaussettes rayées pour enfants, roses et jaunes',
      },
      carouselTitle: 'Tout juste arrivées',
    },
    corporate: {
      title: 'Cadeaux d’entreprise',
      seoTitle: 'Cadeaux d’entreprise | Chaussettes Argyle pour vos équipes et clients',
      seoDescription:
        'Offrez à vos équipes et à vos clients un cadeau vraiment utile : des coffrets de chaussettes Argyle avec votre carte, livrés en une fois ou à chaque adresse.',
      hero: {
        title: 'Des cadeaux que vos équipes porteront vraiment',
        subtitle: 'Des coffrets de chaussettes pour vos collaborateurs, clients et événements, personnalisés avec votre message.',
        alt: 'Des coffrets cadeaux empilés avec un ruban et des chaussettes',
        cta: { label: 'Demander un devis', url: 'https://argyle.shop/business/quote' },
      },
      intro:
        '## Pourquoi des chaussettes ?\n\nTout le monde en porte, personne n’en a jamais assez de bonnes, et une paire audacieuse rappelle chaque jour qui l’a offerte. De 10 coffrets pour une fête d’équipe à 5 000 pour une campagne client, nous nous occupons de l’emballage et de l’expédition.\n\n- ==Remises sur quantité== dès 10 coffrets\n- Votre carte ou fourreau imprimé dès 50 coffrets\n- Livraison groupée ou directement au domicile de chaque destinataire\n- Une seule facture, dans votre devise',
      feature: {
        title: 'Un coffret qui raconte votre histoire',
        text: 'Choisissez parmi nos coffrets de trois paires ou composez votre propre sélection. Ajoutez une carte avec votre message : nous emballons tout à la main dans notre entrepôt aux Pays-Bas.',
        alt: 'Un coffret cadeau ouvert contenant trois paires de chaussettes roulées',
      },
      carouselTitle: 'Coffrets les plus offerts',
      faqTitle: 'Questions sur les cadeaux d’entreprise',
      faq: [
        {
          q: 'Quel est le minimum de commande ?',
          a: '10 coffrets. Les cartes et fourreaux personnalisés sont disponibles à partir de 50 coffrets.',
        },
        {
          q: 'Combien de temps à l’avance faut-il commander ?',
          a: 'Comptez 2 semaines pour les coffrets standard et 4 semaines pour un emballage personnalisé. Pour les fêtes de fin d’année, commandez avant le **15 novembre**.',
        },
        {
          q: 'Pouvez-vous envoyer les cadeaux à des adresses individuelles ?',
          a: 'Oui. Envoyez-nous un tableau avec les noms et adresses, et nous expédions chaque coffret séparément, avec suivi.',
        },
        {
          q: 'Proposez-vous des chaussettes à notre logo ?',
          a: 'Les chaussettes tricotées à votre logo arrivent en 2027. [Contactez-nous](mailto:business@argyle.shop) pour rejoindre la liste d’attente.',
        },
      ],
      contact:
        '## Parlons-en\n\nDites-nous combien de coffrets il vous faut et pour quand : nous vous envoyons un devis sous un jour ouvré. [business@argyle.shop](mailto:business@argyle.shop)',
    },
    shipping: {
      title: 'Livraison',
      seoTitle: 'Livraison | Argyle',
      seoDescription: 'Frais de livraison, seuil de livraison offerte et délais de livraison en France.',
      intro:
        '## Rapide, suivie et compensée en carbone\n\nLes commandes passées avant **15 h** un jour ouvré quittent notre entrepôt le jour même. Chaque colis est suivi et les émissions de chaque envoi sont compensées. Le montant exact s’affiche dans votre panier avant le paiement.',
      countries: `## Frais et délais\n\n- **France métropolitaine et Corse** : ${m(FR, FR.fee)}, offerte dès ${free}, ${FR.days} jours ouvrés\n\n~~Les délais sont indicatifs, en jours ouvrés après l’expédition. Pendant les soldes et les fêtes, la livraison peut prendre un peu plus de temps.~~`,
      feature: {
        title: 'Emballage sans plastique',
        text: 'Vos chaussettes voyagent dans une boîte en carton recyclé ou une pochette en papier, fermée avec du ruban adhésif en papier. Tout va directement au tri.',
        alt: 'Un colis en carton d’où dépasse une chaussette',
      },
      faqTitle: 'Questions sur la livraison',
    },
    login: {
      title: 'Connexion',
      seoTitle: 'Connexion | Argyle',
      seoDescription:
        'Les comptes clients arrivent bientôt. En attendant, commandez en tant qu’invité et suivez vos commandes avec votre numéro de commande.',
      body: '## Les comptes clients arrivent bientôt\n\nNous préparons les comptes clients pour que vous puissiez enregistrer vos adresses et recommander vos paires préférées en un clic. En attendant, commandez en tant qu’invité : votre e-mail de confirmation contient tout ce qu’il faut pour [suivre](https://track.argyle.shop) ou [retourner](/faq/returns) une commande.\n\n[Continuer mes achats](/adults/socks)',
    },
    sizeGuides: {
      adults: {
        title: 'Guide des tailles adultes',
        columns: ['Taille de chaussette', 'Pointure EU', 'Pointure UK', 'Pointure US femme', 'Pointure US homme', 'Longueur du pied'],
        rows: [
          ['36-40', '36–40', '3,5–6,5', '5,5–8,5', '4,5–7,5', '22,5–25,5 cm'],
          ['41-46', '41–46', '7–11', '9,5–13', '8–12', '26–29,5 cm'],
        ],
      },
      kids: {
        title: 'Guide des tailles enfants',
        columns: ['Taille', 'Pointure EU', 'Pointure UK', 'Pointure US', 'Longueur du pied'],
        rows: [
          ['0-6 mois', '15–16', '0–1', '0–1,5', '9–10 cm'],
          ['6-12 mois', '17–19', '1,5–3', '2–3,5', '10,5–12 cm'],
          ['1-2 ans', '20–22', '4–5,5', '4,5–6', '12,5–13,5 cm'],
          ['3-4 ans', '23–26', '6–8,5', '7–9', '14–16 cm'],
          ['5-6 ans', '27–30', '9–11,5', '10–12', '16,5–18,5 cm'],
          ['7-8 ans', '31–34', '12,5–2', '13–2,5', '19–21,5 cm'],
          ['9-12 ans', '35–38', '2,5–5', '3–5,5', '22–24 cm'],
        ],
      },
    },
    icons: {
      cotton: 'Coton tout doux',
      'organic-cotton': 'Coton bio certifié GOTS',
      'merino-wool': 'Laine mérinos chaude',
      recycled: 'Fibres recyclées',
      'reinforced-heel': 'Talon renforcé',
      'seamless-toe': 'Pointe sans couture remaillée à la main',
      'cushioned-sole': 'Semelle rembourrée',
      'gift-ready': 'Emballage prêt à offrir',
    },
    defaultIconAlt: 'Qualité Argyle',
    freeShipping: {
      below: 'Plus que {amount} pour profiter de la livraison offerte !',
      reached: 'Youpi, la livraison de votre commande est offerte !',
    },
    checkoutBanner:
      '**Commandez avant 15 h** un jour ouvré et vos chaussettes quittent notre entrepôt aujourd’hui. ~~Coffrets pour les fêtes : commandez avant le 15 décembre.~~',
    pdpEnhanced: {
      product: {
        title: 'L’histoire de cette paire',
        feature: {
          title: 'Tricotée pour durer',
          text: 'Du coton peigné fin, une pointe sans couture remaillée à la main et un talon renforcé : cette paire est faite pour les longues journées et les nombreux lavages.\n\nChaque paire est vérifiée à la main avant de quitter notre entrepôt.',
          alt: 'Une chaussette sur une machine à tricoter',
        },
      },
      giftBoxes: {
        title: 'Pensé pour offrir',
        text: 'Chaque coffret arrive prêt à offrir, dans une boîte solide en **carton recyclé**. Pas besoin de papier cadeau.',
      },
    },
    upsells: {
      'gift-guide': {
        description: `De petites attentions pour toute votre liste : ajoutez une paire de nos meilleures ventes et économisez {discount} avec votre code Sock Club. [Tous les coffrets cadeaux](/collection/gift-boxes)`,
        variables: { discount: '10 %' },
      },
      'creator-collab': {
        description: `Les coups de cœur de votre créatrice, choisis pour vous. Votre code vous offre {discount} sur votre première commande.`,
        variables: { discount: '15 %' },
      },
    },
    popups: {
      'gift-guide': {
        title: '10 % de réduction sur vos cadeaux',
        ctaLabel: 'Recevoir mon code',
        description:
          'Inscrivez-vous au Sock Club et profitez de **10 % de réduction** sur tous les coffrets de votre panier, ainsi que de notre guide cadeaux directement dans votre boîte mail.',
        legal:
          '^^En vous inscrivant, vous acceptez de recevoir notre newsletter. Désinscription possible à tout moment. Voir notre [politique de confidentialité](https://argyle.shop/legal/privacy).^^',
        successMessage: 'Votre code est en route. Consultez votre boîte mail !',
        errorMessage: 'Une erreur est survenue. Veuillez réessayer.',
        mobileAltText: 'Un coffret cadeau avec trois paires de chaussettes colorées',
        desktopAltText: 'Des coffrets cadeaux et des chaussettes sous une guirlande lumineuse',
      },
      'creator-collab': {
        title: 'Bienvenue, ami(e) de la communauté !',
        ctaLabel: 'Profiter de 15 %',
        description:
          'Vous venez de la part de l’un de nos créateurs : voici **15 % de réduction** sur votre première commande. Inscrivez-vous au Sock Club et le code arrive aussitôt dans votre boîte mail.',
        legal:
          '^^En vous inscrivant, vous acceptez de recevoir notre newsletter. Désinscription possible à tout moment. Voir notre [politique de confidentialité](https://argyle.shop/legal/privacy).^^',
        successMessage: 'C’est fait ! Votre code de 15 % vous attend dans votre boîte mail.',
        errorMessage: 'Cela n’a pas fonctionné. Vérifiez votre adresse e-mail.',
        mobileAltText: 'Une paire de chaussettes à losanges colorées',
        desktopAltText: 'Plusieurs paires de chaussettes à losanges et rayées, toutes colorées',
      },
    },
    categories: {
      'adults/socks': {
        name: 'Chaussettes adultes',
        title: 'Chaussettes pour adultes',
        seoTitle: 'Chaussettes adultes en coton bio | Argyle',
        seoDescription: `Chaussettes en coton bio pour femmes et hommes dans plus de 40 couleurs. Tailles 36–40 et 41–46, livraison offerte dès ${free}.`,
        intro:
          'Douces, solides et impossibles à ignorer. Nos chaussettes adultes sont tricotées en **coton bio**, avec talon renforcé et pointe sans couture. Filtrez par couleur, matière ou taille pour trouver votre paire.',
      },
      'kids/socks': {
        name: 'Chaussettes enfants',
        title: 'Chaussettes pour enfants',
        seoTitle: 'Chaussettes enfants et bébés | Argyle',
        seoDescription:
          'Des chaussettes douces en coton bio pour bébés, tout-petits et enfants jusqu’à 12 ans, dans des couleurs qu’ils adoreront porter.',
        intro:
          'Des premiers pas à la cour de récré : des chaussettes enfants avec un bord-côte large et souple qui tient sans serrer. Classées par âge, de **0–6 mois à 9–12 ans**.',
      },
      'collection/sneaker-socks': {
        name: 'Socquettes',
        title: 'Socquettes',
        seoTitle: 'Socquettes invisibles en coton bio | Argyle',
        seoDescription:
          'Invisibles dans vos baskets, visibles par leur qualité : des socquettes avec grip en silicone au talon qui ne glissent pas.',
        intro:
          'Des chaussettes ultra-basses qui disparaissent dans vos baskets et restent en place grâce au grip en silicone au talon. Idéales pour l’été et le sport.',
      },
      'collection/low-socks': {
        name: 'Chaussettes basses',
        title: 'Chaussettes basses',
        seoTitle: 'Chaussettes basses et chaussettes courtes | Argyle',
        seoDescription:
          'Chaussettes basses à hauteur de cheville en coton bio. Confortables, respirantes et disponibles dans de nombreuses couleurs.',
        intro:
          'Des chaussettes à hauteur de cheville pour tous les jours : juste assez hautes pour dépasser, juste assez basses pour un pantalon court.',
      },
      'collection/socks-for-men': {
        name: 'Chaussettes homme',
        title: 'Chaussettes homme',
        seoTitle: 'Chaussettes homme | Chaussettes colorées pour homme | Argyle',
        seoDescription: `Chaussettes homme en tailles 41–46 et 36–40 : bleu marine et noir classiques, rayures franches et motifs à losanges. Livraison offerte dès ${free}.`,
        intro:
          'Du bleu marine de bureau au moutarde du week-end. Des chaussettes homme qui vont avec un costume comme avec des baskets, jusqu’à la taille 46.',
      },
      'collection/socks-for-women': {
        name: 'Chaussettes femme',
        title: 'Chaussettes femme',
        seoTitle: 'Chaussettes femme en coton bio | Argyle',
        seoDescription:
          'Chaussettes femme en coton bio tout doux : rayures, pois et losanges dans plus de 40 couleurs. Tailles 36–40 et 41–46.',
        intro:
          'Rayures, pois, losanges ou pastel uni : des chaussettes femme aussi jolies avec des bottines qu’avec des sandales (si, si).',
      },
      'collection/gift-boxes': {
        name: 'Coffrets cadeaux',
        title: 'Coffrets de chaussettes',
        seoTitle: 'Coffrets cadeaux de chaussettes | Le cadeau idéal | Argyle',
        seoDescription:
          'Des coffrets de trois ou quatre paires de chaussettes en coton bio, prêts à offrir. Ajoutez un message personnel lors de la commande.',
        intro:
          'Le cadeau qui tombe toujours juste. Trois ou quatre paires dans une jolie boîte solide, prête à offrir. ==Ajoutez gratuitement un message personnel lors de la commande.==',
      },
      'outlet/all': {
        name: 'Outlet',
        title: 'Outlet',
        seoTitle: 'Outlet chaussettes | Jusqu’à -50 % | Argyle',
        seoDescription:
          'Dernières paires et couleurs de la saison passée jusqu’à -50 %. Même qualité, prix plus doux, dans la limite des stocks disponibles.',
        intro:
          'Couleurs de la saison passée et dernières paires **jusqu’à -50 %**. La même qualité que d’habitude, dans la limite des stocks disponibles.',
      },
    },
    names: {
      navigation: 'Navigation',
      footer: 'Pied de page',
      topBanner: 'Bandeau supérieur',
      newsletter: 'Newsletter',
      sizeGuideAdults: 'Guide des tailles : adultes',
      sizeGuideKids: 'Guide des tailles : enfants',
      featureIcons: 'Icônes produit',
      freeShippingBar: 'Barre de livraison offerte',
      checkoutBanner: 'Bandeau de commande',
      pdpEnhancedProduct: 'Blocs de la page produit : un produit',
      pdpEnhancedGiftBoxes: 'Blocs de la page produit : coffrets',
      segments: 'Segments',
      segmentedPopups: 'Pop-ups segmentées',
      segmentedUpsells: 'Upsells segmentés',
      usps: 'Arguments clés',
    },
  };
  return deepTypo(copy);
}
