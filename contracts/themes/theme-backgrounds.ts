import { z } from 'zod';

/** The official themes' backgrounds ship with the client (client/public/themes/), served from the app's own origin. */
export const THEME_BACKGROUNDS_PATH = '/themes/backgrounds';
const THEME_BACKGROUND_PATH = /^\/themes\/backgrounds\/[a-z]{3,20}\.svg$/;

export const themeBackgroundPath = (slug: string) => `${THEME_BACKGROUNDS_PATH}/${slug}.svg`;
export const isThemeBackgroundPath = (link: string) => THEME_BACKGROUND_PATH.test(link);
export const themeBackgroundPathSchema = z.string().regex(THEME_BACKGROUND_PATH, { message: 'Must be an official theme background' });
