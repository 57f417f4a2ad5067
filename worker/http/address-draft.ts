// What a shopper typed into the address step when its post was refused without JavaScript
// (decision 072): kept five minutes in an HttpOnly cookie for the address step's next render,
// which shows it with the problems and forgets it. Personal data, so never in a URL.
import type { Context } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import type { CheckoutInformation } from '../../markets';
import type { AppEnv } from '../types';

export const ADDRESS_DRAFT_COOKIE = 'argyle_address_draft';

export function clearAddressDraft(c: Context<AppEnv>): void {
  if (getCookie(c, ADDRESS_DRAFT_COOKIE) === undefined) return;
  deleteCookie(c, ADDRESS_DRAFT_COOKIE, { path: '/', httpOnly: true, secure: c.get('config').cartCookieSecure, sameSite: 'Lax' });
}

/** The draft the request carries, forgotten with this answer; undefined without one or when it is not ours. */
export function takeAddressDraft(c: Context<AppEnv>): CheckoutInformation | undefined {
  const raw = getCookie(c, ADDRESS_DRAFT_COOKIE);
  if (!raw) return undefined;
  clearAddressDraft(c);
  try {
    const json = new TextDecoder().decode(Uint8Array.from(atob(raw), (ch) => ch.charCodeAt(0)));
    const draft = JSON.parse(json) as CheckoutInformation;
    return typeof draft.address?.shipping?.firstName === 'string' && typeof draft.contact?.email === 'string' ? draft : undefined;
  } catch {
    return undefined;
  }
}
