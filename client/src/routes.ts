/** Client route paths (spec doc 1 §2). Only screens that exist are listed. */
export const ROUTES = {
  root: '/',
  notFound: '/pages/error-404',
} as const;
