/** Business constants of spec section 9 that more than one side needs. */
export const TIMEZONE = 'Asia/Kolkata';
export const PHONE_PREFIX = '+91';
export const TOAST_HIDE_MS = 6000;
export const STAFF_PAGE_SIZES = [10, 20, 30] as const;
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
