// English copy for the uk (British), us (American) and eu / gl / _default (international) content keys.

import type { ContentKey, Country } from './markets';
import { COUNTRIES, COUNTRY_NAMES, money } from './markets';
import type { Copy, QA } from './copy';

const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

export function copyEn(ctx: ContentKey): Copy {
  const us = ctx.en === 'us';
  const uk = ctx.en === 'gb';
  const s = (gb: string, am: string) => (us ? am : gb);
  const colour = s('colour', 'color');
  const colours = s('colours', 'colors');
  const favourite = s('favourite', 'favorite');
  const days = s('working days', 'business days');
  const single = ctx.countries.length === 1 ? ctx.countries[0] : undefined;
  const m = (c: Country, amount: number) => money(amount, c.currency, 'en');
  const names = COUNTRY_NAMES.en;
  const global = ctx.key === 'gl';

  const freeShippingUsp = single
    ? `Free ${s('delivery', 'shipping')} over ${m(single, single.threshold)}`
    : 'Free shipping on bigger orders';

  const countryBanner = (c: Country): string => {
    if (c.code === 'US')
      return `Free shipping on orders over ${m(c, c.threshold)} · Ships from New Jersey in 1 business day · Free 30-day returns`;
    if (c.code === 'GB') return `Free UK delivery on orders over ${m(c, c.threshold)} · No customs charges, ever · 30-day returns`;
    if (c.code === 'CH') return `Free delivery to Switzerland over ${m(c, c.threshold)} · Duties and import VAT included`;
    return `Free shipping to ${names[c.code]} on orders over ${m(c, c.threshold)} · Delivered in ${c.days} ${days}`;
  };
  const bannerMessage = (code: string): string => {
    const country = COUNTRIES[code];
    if (country && code === code.toUpperCase()) return countryBanner(country);
    const own = Object.values(COUNTRIES).find((c) => c.storefront === code);
    if (own && ['uk', 'de', 'at', 'ch', 'be', 'nl', 'fr', 'us', 'es', 'it'].includes(code)) return countryBanner(own);
    if (code === 'gl') return 'Now shipping to South Korea, Singapore, Israel and the UAE · Duties included at checkout';
    return 'New: merino wool winter socks are here · Free shipping on bigger orders · 30-day returns';
  };

  const shippingQA: QA[] = [
    {
      q: `How much does ${s('delivery', 'shipping')} cost?`,
      a: single
        ? `${s('Delivery', 'Shipping')} is free on orders over **${m(single, single.threshold)}**. Below that we charge a flat ${m(single, single.fee)}. You always see the exact cost in your ${s('basket', 'cart')} before you pay.`
        : `Shipping is free above a threshold that depends on your country, and a flat fee applies below it. See the [shipping page](/shipping) for every country, or check your ${s('basket', 'cart')}: the free-shipping bar shows exactly how much is left.`,
    },
    {
      q: 'How long will my order take to arrive?',
      a: single
        ? `Orders placed before 3 pm on a ${us ? 'business day' : 'working day'} leave our ${us ? 'New Jersey' : 'Dutch'} warehouse the same day and usually arrive within **${single.days} ${days}**.`
        : global
          ? 'Orders placed before 3 pm on a working day leave our warehouse in the Netherlands the same day and travel by tracked express. Delivery to South Korea, Singapore, Israel and the UAE usually takes 5–10 working days.'
          : `Orders placed before 3 pm on a working day leave our warehouse in the Netherlands the same day. Delivery takes 1–2 working days to the Netherlands and Belgium and usually 3–7 working days elsewhere. Your shipping confirmation has the estimate for your address.`,
    },
    {
      q: 'Can I track my parcel?',
      a: `Yes. As soon as your parcel leaves our warehouse we email you a tracking link. You can also follow it on our [tracking page](https://track.argyle.shop) with your order number and ${s('postcode', 'ZIP code')}.`,
    },
    uk
      ? {
          q: 'Will I have to pay customs charges?',
          a: 'No. We ship to the UK with all duties and import VAT already paid, so the price at checkout is the price you pay. Nothing extra at your door.',
        }
      : us
        ? {
            q: 'Do you ship to PO boxes and US territories?',
            a: 'We ship to PO boxes via USPS. Unfortunately we can’t deliver to American Samoa, Guam, the Northern Mariana Islands, the US Virgin Islands, the Freely Associated States or military (APO/FPO/DPO) addresses yet.',
          }
        : {
            q: 'Will I have to pay import duties?',
            a: global
              ? 'Duties and taxes for South Korea, Singapore, Israel and the UAE are calculated and paid at checkout, so nothing extra is due on delivery.'
              : 'Not within the EU. For the UK, Norway and Switzerland we pay duties and import VAT for you, so there’s nothing extra to pay at the door.',
          },
  ];

  const returnsQA: QA[] = [
    {
      q: `What is your returns policy?`,
      a: `You have **30 days** from delivery to return socks you don’t love. For hygiene reasons we can only accept pairs that are unworn, unwashed and still in their original packaging.`,
    },
    {
      q: 'How do I send a return?',
      a: `Fill in the returns form linked in your order confirmation email, print the label and drop the parcel at ${us ? 'any USPS location' : uk ? 'any Post Office or Evri ParcelShop' : 'a parcel point near you'}. Keep the receipt until your refund arrives.`,
    },
    {
      q: 'Are returns free?',
      a: single
        ? 'Yes, the return label is on us.'
        : ctx.key === '_default'
          ? 'Returns are free from our focus markets (the UK, Germany, Austria, Switzerland, the Netherlands, Belgium, France, the US, Spain and Italy). From other countries you send the parcel back at your own cost.'
          : global
            ? 'Returns are sent back at your own cost. We recommend a tracked service.'
            : `Returns are free from the Netherlands, Belgium, Spain and Italy. From other countries you send the parcel back at your own cost; we recommend a tracked service.`,
    },
    {
      q: 'When will I get my refund?',
      a: `We refund within 5 ${days} of receiving your return, to the payment method you used. Banks can take a few more days to show it on your statement.`,
    },
    {
      q: `Can I exchange a pair for another size or ${colour}?`,
      a: `The quickest way is to return the pair and place a new order, so your new ${colour} or size doesn’t sell out while the return travels back to us.`,
    },
  ];

  const ordersQA: QA[] = [
    {
      q: 'Can I change or cancel my order?',
      a: `We pack fast, so email us at [hello@argyle.shop](mailto:hello@argyle.shop) within **1 hour** of ordering and we’ll do our best. After that your order is on its way and you can return it once it arrives.`,
    },
    {
      q: 'I haven’t received an order confirmation. What now?',
      a: 'Check your spam folder first. If it’s not there, email us with the name and address you used and we’ll look it up.',
    },
    {
      q: 'Do I need an account to order?',
      a: 'No. Everyone shops as a guest: we only ask for what we need to deliver your socks. Your order number and email are all you need to track or return an order.',
    },
    {
      q: 'How do I contact customer service?',
      a: `Email [hello@argyle.shop](mailto:hello@argyle.shop) or use the chat button in the corner of the page. We answer on ${us ? 'weekdays from 9 am to 5 pm Eastern' : 'weekdays from 9:00 to 17:00 (CET)'}, usually within a few hours.`,
    },
  ];

  const productsQA: QA[] = [
    {
      q: 'Which size should I pick?',
      a: us
        ? 'Our adult socks come in two sizes: 36-40 (US women’s 5.5–8.5, men’s 4.5–7.5) and 41-46 (US women’s 9.5–13, men’s 8–12). Between sizes? Go for the larger one. Every product page links to the full size guide.'
        : 'Our adult socks come in two sizes: 36-40 (UK 3.5–6.5) and 41-46 (UK 7–11). Kids’ socks are sized by age, from 0–6 months to 9–12 years. Between sizes? Go for the larger one. Every product page links to the full size guide.',
    },
    {
      q: 'What are your socks made of?',
      a: `Most of our socks are knitted from **80% GOTS-certified organic cotton**, with 18% polyamide for strength and 2% elastane so they keep their shape. Our winter range uses soft merino wool. The exact composition is on every product page.`,
    },
    {
      q: 'How do I wash my socks?',
      a: `Turn them inside out and wash at 40 °C with similar ${colours}. Skip the tumble dryer and the fabric softener: your socks will stay soft and keep their ${colour} for much longer.`,
    },
    {
      q: `My ${favourite} pair is sold out. Will it come back?`,
      a: `Most of our ${colours} are restocked every season. Limited editions are marked as such and won’t return, so if you love one, don’t wait too long.`,
    },
  ];

  const paymentQA: QA[] = [
    {
      q: 'Which payment methods do you accept?',
      a: us
        ? 'Visa, Mastercard, American Express, Discover, PayPal, Apple Pay and Google Pay.'
        : global
          ? 'Visa, Mastercard, American Express, PayPal, Apple Pay and Google Pay.'
          : 'Visa, Mastercard, American Express, PayPal, Apple Pay and Google Pay, plus local favourites such as iDEAL in the Netherlands, Bancontact in Belgium and Klarna in several countries. You see the options for your country at checkout.',
    },
    {
      q: 'Is paying on your site safe?',
      a: 'Yes. Payments are processed by Adyen, a certified payment provider. We never see or store your card details.',
    },
    {
      q: 'How do I use a discount code?',
      a: `Enter the code in your ${s('basket', 'cart')} and tap Apply. One code per order; codes can’t be combined with outlet prices unless stated.`,
    },
    {
      q: us ? 'Why is sales tax added at checkout?' : 'Are prices shown including VAT?',
      a: us
        ? 'Sales tax depends on the state we ship to, so we calculate it once you’ve entered your address. The total before you pay is final.'
        : global
          ? 'Prices are shown without local taxes. Duties and taxes for your country are calculated at checkout, so the total before you pay is final.'
          : 'Yes. All prices include VAT for your country, so the price you see is the price you pay.',
    },
  ];

  const shippingCountries = ctx.countries
    .map((c) => `- **${cap(names[c.code]!.replace(/^the /, ''))}**: ${m(c, c.fee)}, free over ${m(c, c.threshold)}, ${c.days} ${days}`)
    .join('\n');

  return {
    nav: {
      adults: 'Adults',
      byStyle: 'Shop by style',
      allAdultSocks: 'All adult socks',
      sneakerSocks: 'Sneaker socks',
      lowSocks: 'Low socks',
      kneeHighs: 'Knee-highs (coming soon)',
      byColour: `Shop by ${colour}`,
      black: 'Black',
      navyBlue: 'Navy blue',
      red: 'Red',
      beige: 'Beige',
      byMaterial: 'Shop by material',
      organicCotton: 'Organic cotton',
      merinoWool: 'Merino wool',
      recycledCotton: 'Recycled cotton',
      kids: 'Kids',
      byAge: 'Shop by age',
      baby: 'Baby (0–12 months)',
      toddler: 'Toddler (1–4 years)',
      bigKids: 'Kids (5–12 years)',
      allKidsSocks: 'All kids’ socks',
      kidsColours: `${cap(favourite)} ${colours}`,
      pink: 'Pink',
      blue: 'Blue',
      yellow: 'Yellow',
      collections: 'Collections',
      forHerAndHim: 'For her & him',
      socksForWomen: 'Socks for women',
      socksForMen: 'Socks for men',
      byLength: 'By length',
      highlights: 'Highlights',
      newIn: 'New in',
      bestsellers: 'Bestsellers',
      lastChance: 'Last chance',
      giftBoxes: 'Gift boxes',
      giftBoxesGroup: 'Gift boxes',
      allGiftBoxes: 'All gift boxes',
      christmasGiftBoxes: 'Christmas gift boxes',
      giftBoxesKids: 'Gift boxes for kids',
      forBusiness: 'For business',
      corporateGifts: 'Corporate gifts',
      customLogoSocks: 'Socks with your logo (coming soon)',
      outlet: 'Outlet',
      outletGroup: 'Outlet',
      allOutlet: 'All outlet socks',
      lastPairs: 'Last pairs',
      outletBySize: 'By size',
      adultSizes: 'Adult sizes',
      kidsSizes: 'Kids’ sizes',
      about: 'About',
      argyleGroup: 'Argyle',
      aboutUs: 'About us',
      happyNews: 'Happy News',
      helpGroup: 'Help',
      faq: 'FAQ',
      shipping: s('Delivery', 'Shipping'),
      returns: 'Returns',
      sizeGuide: 'Size guide',
    },
    footer: {
      blockOneTitle: 'Customer service',
      blockTwoTitle: 'About Argyle',
      labels: {
        faq: 'FAQ',
        shipping: s('Delivery information', 'Shipping information'),
        returns: 'Returns & refunds',
        sizeGuide: 'Size guide',
        contact: 'Contact us',
        trackOrder: 'Track your order',
        payment: 'Payment methods',
        aboutUs: 'Our story',
        happyNews: 'Happy News blog',
        corporateGifts: 'Corporate gifts',
        sustainability: 'Sustainability',
        careers: 'Careers',
        cookiePolicy: 'Cookie policy',
        privacy: 'Privacy policy',
        terms: 'Terms & conditions',
        imprint: 'Legal notice',
        accessibility: 'Accessibility statement',
      },
      copyright: us ? '© 2026 Argyle Socks Inc. All rights reserved.' : '© 2026 Argyle Socks B.V. All rights reserved.',
    },
    bannerMessage,
    newsletter: {
      title: 'Join the **Sock Club**',
      subtitle: `New ${colours} first, early access to sales and ==10% off== your next order.`,
      button: 'Sign me up',
      success: `**Welcome to the Sock Club!** Check your inbox: your 10% code is on its way.`,
      error: 'Sorry, that didn’t work. Please check your email address and try again.',
      legal: `^^By signing up you agree to receive our newsletter. You can unsubscribe at any time. Read our [privacy policy](https://argyle.shop/legal/privacy).^^`,
    },
    usps: [
      { icon: 'truck', text: freeShippingUsp },
      { icon: 'returns', text: '30-day returns' },
      { icon: 'leaf', text: 'GOTS organic cotton' },
      { icon: 'heart', text: 'Loved by 250,000+ happy feet' },
    ],
    homepage: {
      title: 'Homepage',
      seoTitle: us
        ? 'Argyle | Colorful organic cotton socks for the whole family'
        : 'Argyle | Colourful organic cotton socks for the whole family',
      seoDescription: `Organic cotton socks in 40+ ${colours} for adults and kids. ${freeShippingUsp}, 30-day returns and gift boxes ready to give.`,
      hero: {
        title: 'Happy feet, all year round',
        subtitle: `Soft organic cotton socks in over 40 ${colours}, knitted to last and made to be seen.`,
        alt: `Three striped and argyle socks hanging on a washing line against a ${colourful(us)} background`,
        cta: { label: 'Shop the collection', url: '/adults/socks' },
      },
      tilesTitle: 'Find your pair',
      tiles: { adults: 'Adults', kids: 'Kids', sneaker: 'Sneaker socks', gifts: 'Gift boxes' },
      tileAlts: {
        adults: 'A pair of navy and mustard argyle socks',
        kids: 'Small striped kids’ socks in pink and yellow',
        sneaker: 'Low-cut sneaker socks in coral and teal',
        gifts: 'An open gift box with three rolled-up pairs of socks',
      },
      bestsellersTitle: `Our ${favourite}s right now`,
      story: {
        title: 'Knitted slowly, worn for years',
        text: `Every pair is knitted in a family-run mill in northern Portugal from **GOTS-certified organic cotton**. Reinforced heels and hand-linked toes mean no holes, no bumps, just socks you’ll keep reaching for.`,
        alt: 'Balls of yarn and a knitted sock on a needle',
        ctaLabel: 'Read our story',
      },
      newInTitle: 'Fresh off the needles',
      outro: `## Socks that make a Monday better\n\nWe believe the smallest thing you put on in the morning can change the day. That’s why every Argyle sock starts with a ${colour} that makes you smile and a fabric that feels good from the first step to the last.\n\nNew here? Start with our [bestsellers](/adults/socks), pick a [gift box](/collection/gift-boxes) for someone you love, or ==join the Sock Club for 10% off== your first order.`,
    },
    faq: {
      title: 'Frequently asked questions',
      intro: `Quick answers about ${s('delivery', 'shipping')}, returns, orders, our socks and payment. Can’t find what you’re looking for? Email [hello@argyle.shop](mailto:hello@argyle.shop) and we’ll get back to you within one ${us ? 'business' : 'working'} day.`,
      sections: [
        { slug: 'shipping', title: s('Delivery', 'Shipping'), items: shippingQA },
        { slug: 'returns', title: 'Returns & refunds', items: returnsQA },
        { slug: 'orders', title: 'Orders', items: ordersQA },
        { slug: 'products', title: 'Our socks & sizes', items: productsQA },
        { slug: 'payment', title: 'Payment', items: paymentQA },
      ],
    },
    cookiePolicy: {
      title: 'Cookie policy',
      seoTitle: 'Cookie policy | Argyle',
      seoDescription: 'Which cookies Argyle uses, why we use them and how you can change your cookie settings at any time.',
      body: `## How we use cookies\n\n_Last updated: ${s('1 November 2026', 'November 1, 2026')}_\n\nCookies are small text files that a website stores on your device. We use them to keep your ${s('basket', 'cart')} filled, remember your country and, only if you allow it, to understand how our shop is used and to show you relevant ads.\n\n## The cookies we use\n\n- **Strictly necessary**: keep your ${s('basket', 'cart')}, checkout and country choice working. These can’t be switched off.\n- **Functional**: remember preferences such as your newsletter sign-up and chat history.\n- **Analytics**: help us see which pages work and which don’t, using ${s('anonymised', 'anonymized')} statistics.\n- **Marketing**: let us and our advertising partners show you Argyle ads that match your interests on other sites.\n\n## How long cookies are kept\n\nSession cookies are deleted when you close your browser. Other cookies are kept for up to **180 days**, after which we ask for your consent again.\n\n## Changing your settings\n\nYou can change or withdraw your consent at any time via **Cookie settings** at the bottom of every page. You can also delete cookies in your browser settings; the shop may then forget your ${s('basket', 'cart')}.\n\n## Questions?\n\nEmail [privacy@argyle.shop](mailto:privacy@argyle.shop) or read our [privacy policy](https://argyle.shop/legal/privacy).`,
    },
    aboutUs: {
      title: 'About us',
      seoTitle: 'About Argyle | Our story',
      seoDescription: `How two friends in Amsterdam started Argyle: organic cotton socks in bold ${colours}, knitted in Portugal and made to last.`,
      hero: {
        title: 'We’re Argyle',
        subtitle: 'Bold socks, honest materials and a lot of happy feet since 2016.',
        alt: 'A sock in front of a navy, mustard and coral argyle diamond pattern',
        cta: { label: 'Shop adult socks', url: '/adults/socks' },
      },
      intro: `## It started with a drawer full of grey\n\nIn 2016 two friends in Amsterdam opened their sock drawers and found nothing but grey, black and holes. So they designed the socks they wanted to wear: bright, soft and strong enough to survive a hundred washes.\n\nToday Argyle ships to more than 30 countries, but the idea hasn’t changed. **One good pair beats five bad ones.**`,
      blocks: [
        {
          title: 'Made in Portugal, by people we know',
          text: `Our socks are knitted in a family-run mill near Barcelos in northern Portugal, where the same team has made socks for three generations. We visit every season, pay fair prices and plan our collections together, so nobody has to rush.\n\n- GOTS-certified organic cotton\n- OEKO-TEX® Standard 100 tested dyes\n- Hand-linked seamless toes`,
          alt: 'Balls of yarn and a knitted sock on a needle',
        },
        {
          title: 'Packed with care, sent with less',
          text: `Orders ship from our warehouses in the Netherlands and ${us ? 'New Jersey' : 'the US'} in recycled, plastic-free packaging. Gift boxes are made from FSC-certified cardboard and are sturdy enough to give again.`,
          alt: 'A cardboard parcel with a sock peeking out',
        },
      ],
      closing: `## Our promise\n\nIf a pair wears through within a year of normal use, tell us. We’ll replace it, no questions asked. Questions, ideas or a photo of your ${favourite} pair? Email [hello@argyle.shop](mailto:hello@argyle.shop) or tag us on [Instagram](https://www.instagram.com/argylesocks).`,
    },
    blog: {
      title: 'Happy News',
      seoTitle: 'Happy News | The Argyle blog',
      seoDescription: 'Sock care tips, behind-the-scenes stories from our knitting mill, gift ideas and news from the Argyle team.',
      hero: {
        title: 'Happy News',
        subtitle: 'Stories, tips and good news from the Argyle sock drawer.',
        alt: 'A newspaper with a sock illustration on the front page',
        cta: { label: 'See what’s new', url: '/adults/socks?sortBy=newest' },
      },
      posts: [
        `## How to make your socks last twice as long\n\n~~${s('28 October 2026', 'October 28, 2026')} · 3 min read~~\n\nA good sock can easily last years. Here’s how we care for ours:\n\n- Wash inside out at 40 °C with similar ${colours}.\n- Skip fabric softener: it coats the cotton and makes it wear out faster.\n- Dry flat or on a line, never in the tumble dryer.\n- Rotate your pairs. Socks need a day off too.`,
        `## A day at the mill in Barcelos\n\n~~${s('14 October 2026', 'October 14, 2026')} · 5 min read~~\n\nAt 6 am the first machines start humming. Each one knits a single sock in about two and a half minutes, row by row, before Dona Fátima links the toe by hand. We spent a day with the team that has made our socks since 2016 and came home with a new respect for every pair.`,
        `## The 2026 gift guide: a pair for everyone\n\n~~${s('2 November 2026', 'November 2, 2026')} · 4 min read~~\n\nStuck for ideas? For the colleague who has everything: a three-pair [gift box](/collection/gift-boxes). For the little ones: matching [kids’ socks](/kids/socks) in ${favourite} ${colours}. For yourself: ==merino wool winter socks==, because you deserve warm feet too.`,
        `## Give your old socks a second life\n\n~~${s('20 September 2026', 'September 20, 2026')} · 2 min read~~\n\nSend us your worn-out socks, of any brand, with your next return and we’ll recycle the ${s('fibres', 'fibers')} into insulation material. Since we started, more than 40,000 pairs have stayed out of landfill.`,
      ],
      feature: {
        title: 'Little feet, big adventures',
        text: `Our kids’ socks have a non-slip print on the sole for the first steps and a soft, wide cuff that doesn’t pinch. Sized from newborn to 12 years.`,
        alt: 'Small striped kids’ socks in pink and yellow',
      },
      carouselTitle: 'Just landed',
    },
    corporate: {
      title: 'Corporate gifts',
      seoTitle: 'Corporate gifts | Argyle socks for your team and clients',
      seoDescription:
        'Give your team and clients something they’ll actually use: Argyle sock gift boxes with your own card, delivered in bulk or to every address.',
      hero: {
        title: 'Gifts your team will actually wear',
        subtitle: `Sock gift boxes for employees, clients and events, ${s('personalised', 'personalized')} with your message.`,
        alt: 'Stacked gift boxes with ribbon and socks',
        cta: { label: 'Request a quote', url: 'https://argyle.shop/business/quote' },
      },
      intro: `## Why socks?\n\nEveryone wears them, nobody has too many good ones, and a bold pair is a daily reminder of who gave it. From 10 boxes for a team celebration to 5,000 for a client campaign, we handle the packing and shipping.\n\n- ==Volume discounts== from 10 gift boxes\n- Your own printed card or sleeve from 50 boxes\n- Bulk delivery or sent to each recipient’s home address\n- One invoice, in your currency`,
      feature: {
        title: 'A gift box with your story',
        text: `Choose from our three-pair gift boxes or put together your own selection. Add a card with your message and we’ll pack everything by hand in our Dutch warehouse.`,
        alt: 'An open gift box with three rolled-up pairs of socks',
      },
      carouselTitle: 'Popular gift boxes',
      faqTitle: 'Corporate gift questions',
      faq: [
        {
          q: 'What is the minimum order?',
          a: `10 gift boxes. ${s('Personalised', 'Personalized')} cards and sleeves are available from 50 boxes.`,
        },
        {
          q: 'How far in advance should I order?',
          a: `Allow 2 weeks for standard gift boxes and 4 weeks for ${s('personalised', 'personalized')} packaging. For the holiday season, order before **${s('15 November', 'November 15')}**.`,
        },
        {
          q: 'Can you send gifts to individual addresses?',
          a: 'Yes. Send us a spreadsheet with names and addresses and we’ll ship each box separately with tracking.',
        },
        {
          q: 'Can I get socks with our logo?',
          a: 'Custom-knitted socks with your logo are coming in 2027. [Contact us](mailto:business@argyle.shop) to join the waiting list.',
        },
      ],
      contact: `## Let’s talk\n\nTell us how many boxes you need and when, and we’ll send a quote within one ${us ? 'business' : 'working'} day: [business@argyle.shop](mailto:business@argyle.shop).`,
    },
    shipping: {
      title: s('Delivery', 'Shipping'),
      seoTitle: `${s('Delivery', 'Shipping')} information | Argyle`,
      seoDescription: `${s('Delivery', 'Shipping')} costs, free-shipping thresholds and delivery times for every country Argyle ships to.`,
      intro: `## Fast, tracked and carbon-offset\n\nOrders placed before **3 pm** on a ${us ? 'business' : 'working'} day leave our warehouse the same day. Every parcel is tracked and the emissions of every shipment are offset. You’ll find the exact cost in your ${s('basket', 'cart')} before you pay.`,
      countries: `## Costs and delivery times\n\n${shippingCountries}\n\n~~Delivery times are estimates in ${days} after dispatch. During sales and the holiday season parcels can take a little longer.~~`,
      feature: {
        title: 'Plastic-free packaging',
        text: 'Your socks travel in a recycled cardboard box or paper mailer, sealed with paper tape. Everything goes straight into the paper recycling.',
        alt: 'A cardboard parcel with a sock peeking out',
      },
      faqTitle: `${s('Delivery', 'Shipping')} questions`,
    },
    login: {
      title: 'Log in',
      seoTitle: 'Log in | Argyle',
      seoDescription: 'Customer accounts are coming soon. Until then, shop as a guest and track your orders with your order number.',
      body: `## Accounts are coming soon\n\nWe’re building customer accounts so you can save addresses and reorder your ${favourite}s in one click. Until then you can shop as a guest: your order confirmation email has everything you need to [track](https://track.argyle.shop) or [return](/faq/returns) an order.\n\n[Continue shopping](/adults/socks)`,
    },
    sizeGuides: us
      ? {
          adults: {
            title: 'Adult size guide',
            columns: ['Sock size', 'US men’s shoe', 'US women’s shoe', 'EU shoe', 'UK shoe', 'Foot length'],
            rows: [
              ['36-40', '4.5–7.5', '5.5–8.5', '36–40', '3.5–6.5', '8.9–10.0 in'],
              ['41-46', '8–12', '9.5–13', '41–46', '7–11', '10.2–11.6 in'],
            ],
          },
          kids: {
            title: 'Kids’ size guide',
            columns: ['Size', 'US shoe', 'EU shoe', 'UK shoe', 'Foot length'],
            rows: [
              ['0-6 Months', '0–1.5', '15–16', '0–1', '3.5–3.9 in'],
              ['6-12 Months', '2–3.5', '17–19', '1.5–3', '4.1–4.7 in'],
              ['1-2 Years', '4.5–6', '20–22', '4–5.5', '4.9–5.3 in'],
              ['3-4 Years', '7–9', '23–26', '6–8.5', '5.5–6.3 in'],
              ['5-6 Years', '10–12', '27–30', '9–11.5', '6.5–7.3 in'],
              ['7-8 Years', '13–2.5', '31–34', '12.5–2', '7.5–8.5 in'],
              ['9-12 Years', '3–5.5', '35–38', '2.5–5', '8.7–9.4 in'],
            ],
          },
        }
      : {
          adults: {
            title: 'Adult size guide',
            columns: ['Sock size', 'EU shoe', 'UK shoe', 'US women’s shoe', 'US men’s shoe', 'Foot length'],
            rows: [
              ['36-40', '36–40', '3.5–6.5', '5.5–8.5', '4.5–7.5', '22.5–25.5 cm'],
              ['41-46', '41–46', '7–11', '9.5–13', '8–12', '26–29.5 cm'],
            ],
          },
          kids: {
            title: 'Kids’ size guide',
            columns: ['Size', 'EU shoe', 'UK shoe', 'US shoe', 'Foot length'],
            rows: [
              ['0-6 Months', '15–16', '0–1', '0–1.5', '9–10 cm'],
              ['6-12 Months', '17–19', '1.5–3', '2–3.5', '10.5–12 cm'],
              ['1-2 Years', '20–22', '4–5.5', '4.5–6', '12.5–13.5 cm'],
              ['3-4 Years', '23–26', '6–8.5', '7–9', '14–16 cm'],
              ['5-6 Years', '27–30', '9–11.5', '10–12', '16.5–18.5 cm'],
              ['7-8 Years', '31–34', '12.5–2', '13–2.5', '19–21.5 cm'],
              ['9-12 Years', '35–38', '2.5–5', '3–5.5', '22–24 cm'],
            ],
          },
        },
    icons: {
      cotton: 'Soft cotton',
      'organic-cotton': 'GOTS-certified organic cotton',
      'merino-wool': 'Warm merino wool',
      recycled: `Made with recycled ${s('fibres', 'fibers')}`,
      'reinforced-heel': 'Reinforced heel',
      'seamless-toe': 'Hand-linked seamless toe',
      'cushioned-sole': 'Cushioned sole',
      'gift-ready': 'Gift-ready packaging',
    },
    defaultIconAlt: 'Argyle quality',
    freeShipping: {
      below: `You’re only {amount} away from free ${s('delivery', 'shipping')}!`,
      reached: `Yay, your order ships for free!`,
    },
    checkoutBanner: `**Order before 3 pm** on a ${us ? 'business' : 'working'} day and your socks leave our warehouse today. ~~Gift boxes for the holidays: order by ${s('15 December', 'December 15')}.~~`,
    pdpEnhanced: {
      product: {
        title: 'The story of this pair',
        feature: {
          title: 'Knitted to last',
          text: `Fine combed cotton, a hand-linked seamless toe and a reinforced heel: this pair is made for long days and many washes.\n\nEvery pair is checked by hand before it leaves our warehouse.`,
          alt: 'A sock on a knitting machine',
        },
      },
      giftBoxes: {
        title: 'Made for giving',
        text: `Every gift box arrives ready to give, in a sturdy box made from **recycled card**. No wrapping paper needed.`,
      },
    },
    upsells: {
      'gift-guide': {
        description: `Stocking fillers for everyone on your list: add a pair from our bestsellers and save {discount} with your Sock Club code. [See all gift boxes](/collection/gift-boxes)`,
        variables: { discount: '10%' },
      },
      'creator-collab': {
        description: `Your creator's favourites, picked for you. Your code takes {discount} off your first order.`,
        variables: { discount: '15%' },
      },
    },
    popups: {
      'gift-guide': {
        title: 'Unwrap 10% off your gifts',
        ctaLabel: 'Get my code',
        description: `Sign up for the Sock Club and get **10% off** every gift box in your ${s('basket', 'cart')}, plus our holiday gift guide in your inbox.`,
        legal:
          '^^By signing up you agree to receive our newsletter. Unsubscribe at any time. See our [privacy policy](https://argyle.shop/legal/privacy).^^',
        successMessage: 'Your code is on its way. Check your inbox!',
        errorMessage: 'Something went wrong. Please try again.',
        mobileAltText: `A gift box with three pairs of ${colourful(us)} socks`,
        desktopAltText: 'Gift boxes and socks under a string of festive lights',
      },
      'creator-collab': {
        title: 'Welcome, friend of the feed!',
        ctaLabel: 'Claim 15% off',
        description:
          'You came from one of our creators, so here’s **15% off** your first order. Join the Sock Club and the code lands in your inbox right away.',
        legal:
          '^^By signing up you agree to receive our newsletter. Unsubscribe at any time. See our [privacy policy](https://argyle.shop/legal/privacy).^^',
        successMessage: 'Done! Your 15% code is in your inbox.',
        errorMessage: 'That didn’t work. Please check your email address.',
        mobileAltText: `A pair of ${colourful(us)} argyle socks`,
        desktopAltText: `Several pairs of ${colourful(us)} argyle and striped socks`,
      },
    },
    categories: {
      'adults/socks': {
        name: 'Adult socks',
        title: 'Socks for adults',
        seoTitle: 'Adult socks in organic cotton | Argyle',
        seoDescription: `Organic cotton socks for women and men in over 40 ${colours}. Sizes 36-40 and 41-46, ${freeShippingUsp.toLowerCase()}.`,
        intro: `Soft, strong and impossible to ignore. Our adult socks are knitted from **organic cotton** with a reinforced heel and a seamless toe. Filter by ${colour}, material or size to find your pair.`,
      },
      'kids/socks': {
        name: 'Kids’ socks',
        title: 'Socks for kids',
        seoTitle: 'Kids’ socks and baby socks | Argyle',
        seoDescription: `Soft organic cotton socks for babies, toddlers and kids up to 12 years, in ${colours} they’ll love to wear.`,
        intro:
          'From first steps to the school playground: kids’ socks with a wide, soft cuff that stays up without pinching. Sized by age, from **0–6 months to 9–12 years**.',
      },
      'collection/sneaker-socks': {
        name: 'Sneaker socks',
        title: 'Sneaker socks',
        seoTitle: 'Sneaker socks | Low-cut organic cotton socks | Argyle',
        seoDescription: `Invisible in your ${s('trainers', 'sneakers')}, visible in quality: low-cut sneaker socks with a silicone heel grip that stays in place.`,
        intro: `Low-cut socks that disappear in your ${s('trainers', 'sneakers')} and stay put thanks to a silicone heel grip. Perfect for summer and the gym.`,
      },
      'collection/low-socks': {
        name: 'Low socks',
        title: 'Low socks',
        seoTitle: 'Low socks and ankle socks | Argyle',
        seoDescription: `Ankle-length low socks in organic cotton. Comfortable, breathable and available in plenty of ${colours}.`,
        intro: `Ankle-length socks for every day: just high enough to peek out, just low enough for ${s('cropped trousers', 'cropped pants')}.`,
      },
      'collection/socks-for-men': {
        name: 'Socks for men',
        title: 'Socks for men',
        seoTitle: `Men’s socks | ${cap(colourful(us))} socks for men | Argyle`,
        seoDescription: `Men’s socks in sizes 41-46 and 36-40: classic navy and black, bold stripes and argyle patterns. ${freeShippingUsp}.`,
        intro: `From boardroom navy to weekend mustard. Men’s socks that go with a suit and with sneakers, in sizes up to 46 (${us ? 'US men’s 12' : 'UK 11'}).`,
      },
      'collection/socks-for-women': {
        name: 'Socks for women',
        title: 'Socks for women',
        seoTitle: 'Women’s socks | Organic cotton socks for women | Argyle',
        seoDescription: `Women’s socks in soft organic cotton: stripes, dots and argyle in over 40 ${colours}. Sizes 36-40 and 41-46.`,
        intro: 'Stripes, dots, argyle or plain pastel: women’s socks that look as good with boots as they do with sandals (yes, really).',
      },
      'collection/gift-boxes': {
        name: 'Gift boxes',
        title: 'Sock gift boxes',
        seoTitle: 'Sock gift boxes | The easiest present | Argyle',
        seoDescription: 'Gift boxes with three or four pairs of organic cotton socks, ready to give. Add a personal message at checkout.',
        intro:
          'The gift that always fits. Three or four pairs in a sturdy box, ready to give. ==Add a free personal message at checkout.==',
      },
      'outlet/all': {
        name: 'Outlet',
        title: 'Outlet',
        seoTitle: 'Sock outlet | Up to 50% off | Argyle',
        seoDescription: `Last pairs and past-season ${colours} at up to 50% off. Same quality, lower price, while stocks last.`,
        intro: `Past-season ${colours} and last pairs at **up to 50% off**. Same quality as always, only while stocks last.`,
      },
    },
    names: {
      navigation: 'Navigation',
      footer: 'Footer',
      topBanner: 'Top banner',
      newsletter: 'Newsletter',
      sizeGuideAdults: 'Size guide: adults',
      sizeGuideKids: 'Size guide: kids',
      featureIcons: 'Product feature icons',
      freeShippingBar: 'Free shipping bar',
      checkoutBanner: 'Checkout message banner',
      pdpEnhancedProduct: 'Product page blocks: one product',
      pdpEnhancedGiftBoxes: 'Product page blocks: gift boxes',
      segments: 'Segments',
      segmentedPopups: 'Segmented popups',
      segmentedUpsells: 'Segmented upsells',
      usps: 'USPs',
    },
  };
}

function colourful(us: boolean): string {
  return us ? 'colorful' : 'colourful';
}
