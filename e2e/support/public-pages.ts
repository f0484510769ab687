/** The public site's pages as the journeys visit them. */
import type { Page } from 'playwright-core';
import { appReady, expectPath, type openBrowser } from './browser.ts';
import { submitMemberSignIn } from './sign-in.ts';

/** One visitor's browser, as `openBrowser` gives it. */
export type Browser = Awaited<ReturnType<typeof openBrowser>>;

/** Every public page of SPEC.md §2 with a heading its content shows. */
export const PAGES: [string, RegExp][] = [
  ['/home', /welcome to the riverside gymkhana club/i],
  ['/aboutus', /our story/i],
  ['/Clubfacilities', /club facilities/i],
  ['/Committemembers', /managing committee/i],
  ['/Cricket', /^cricket$/i],
  ['/Hockey', /^hockey$/i],
  ['/Tennis', /^tennis$/i],
  ['/Squash', /^squash$/i],
  ['/badminton', /^badminton$/i],
  ['/Swimming', /^swimming$/i],
  ['/billiards', /billiards and snooker/i],
  ['/Gym', /^gym$/i],
  ['/Yoga', /^yoga$/i],
  ['/Otherwellness', /spa, steam and physiotherapy/i],
  ['/Library', /^library$/i],
  ['/Cards', /card room/i],
  ['/Restaurants', /pavilion restaurant/i],
  ['/Yorkerbar', /yorker bar/i],
  ['/Banquets', /banquet halls/i],
  ['/Thechambers', /the chambers/i],
  ['/chamberbooking', /book a room in the chambers/i],
  ['/Events', /^events$/i],
  ['/affiliated', /affiliated clubs/i],
  ['/Contactus', /contact us/i],
];

/** The page's main heading. */
export const h1 = (page: Page, name: RegExp) => page.getByRole('heading', { level: 1, name });

/**
 * On the Chambers' public page: "Book a room" leads through the sign-in page, where the member
 * signs in, to Book Chambers.
 */
export async function bookARoomSignedIn(page: Page, code: string, pin: string) {
  await page
    .getByTestId('page-cta')
    .getByRole('link', { name: /book a room/i })
    .click();
  await expectPath(page, /^\/login/);
  await appReady(page);
  await submitMemberSignIn(page, code, pin);
  await expectPath(page, '/member/chamber/booking');
}
