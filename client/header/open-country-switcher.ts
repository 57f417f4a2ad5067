// The window event by which the mobile menu asks the footer's country switcher to open. A
// module of its own so the switcher does not import the lazily loaded mobile menu.
export const OPEN_COUNTRY_SWITCHER_EVENT = 'argyle:open-country-switcher';
