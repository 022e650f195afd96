import { ROUTES } from '../../routes.js';

/** Spec doc 1 §2: "A demo copy opens /presentation/{id}?source=demo"; the live demo opens it presenting. */
export function demoDeckPath(presentationId: string, presenting: boolean): string {
  const query = new URLSearchParams({ ...(presenting && { presenting: 'true' }), source: 'demo' }).toString();
  return `/presentation/${encodeURIComponent(presentationId)}?${query}`;
}

/** `/save-presentation/`: copies the deck behind the share code into the signed-in presenter's account. */
export function savePresentationPath(shareCode: string): string {
  return `${ROUTES.savePresentation}/?${new URLSearchParams({ shareCode }).toString()}`;
}

/** Registration, coming back to `target` once the account exists. */
export function registerThenPath(target: string): string {
  return `${ROUTES.register}?${new URLSearchParams({ redirect: target }).toString()}`;
}
