// The Drop-in's strings in the shop's languages. Adyen Web 6 ships only en-US in the package and
// fetches other locales from its CDN, which may be unreachable (offline, blocked): these few
// strings, the ones a shopper sees on the SEPA and redirect methods, are the shop's own so the
// step reads in its language either way. Keys are Adyen's (en-US.json of the package).
export const DROP_IN_TRANSLATIONS: Record<string, Record<string, string>> = {
  'de-DE': {
    payButton: 'Bezahlen',
    payAmountFormat: 'Bezahlen %@',
    continue: 'Weiter',
    'payButton.redirecting': 'Weiterleitung…',
    continueTo: 'Weiter zu',
    'sepa.ownerName': 'Name des Kontoinhabers',
    'sepa.ibanNumber': 'Kontonummer (IBAN)',
    'sepaDirectDebit.ibanField.invalid': 'Ungültige Kontonummer',
    'paymentMethodsList.aria.label': 'Zahlungsart wählen',
    'error.message.unknown': 'Ein unbekannter Fehler ist aufgetreten',
    loading: 'Wird geladen…',
  },
  'nl-NL': {
    payButton: 'Betalen',
    payAmountFormat: 'Betaal %@',
    continue: 'Doorgaan',
    'payButton.redirecting': 'Omleiden…',
    continueTo: 'Doorgaan naar',
    'sepa.ownerName': 'Naam rekeninghouder',
    'sepa.ibanNumber': 'Rekeningnummer (IBAN)',
    'sepaDirectDebit.ibanField.invalid': 'Ongeldig rekeningnummer',
    'paymentMethodsList.aria.label': 'Kies een betaalmethode',
    'error.message.unknown': 'Er is een onbekende fout opgetreden',
    loading: 'Laden…',
  },
  'fr-FR': {
    payButton: 'Payer',
    payAmountFormat: 'Payer %@',
    continue: 'Continuer',
    'payButton.redirecting': 'Redirection…',
    continueTo: 'Continuer vers',
    'sepa.ownerName': 'Nom du titulaire du compte',
    'sepa.ibanNumber': 'Numéro de compte (IBAN)',
    'sepaDirectDebit.ibanField.invalid': 'Numéro de compte non valide',
    'paymentMethodsList.aria.label': 'Choisissez un mode de paiement',
    'error.message.unknown': 'Une erreur inconnue est survenue',
    loading: 'Chargement…',
  },
};
