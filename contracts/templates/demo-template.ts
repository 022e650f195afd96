/** Spec doc 1 §2 `/demo` and `/live-demo/`: the official template a guest plays (a demo copy needs a share code). */
export const DEMO_TEMPLATE_KEY = 'would-you-rather';
/** Its share code, officialShareCode(DEMO_TEMPLATE_KEY), written out so the client needs no hashing (a unit test keeps them equal). */
export const DEMO_SHARE_CODE = 'h6zhf0zzeb';
