/**
 * The loaders of the permit pages of issue 6 (abonements, constructor, receipts), one chunk away
 * from the entry: "/" then carries one small dynamic import with no preload list instead of three
 * with long ones (scripts/first-load-size.mjs has no room left). Nothing is imported statically
 * here, so the chunks the other pages share stay as they are.
 */
export const loadAbonementsPage = () => import('../../features/abonements/components/abonements-page');
export const loadConstructorPage = () => import('../../features/constructor/components/constructor-page');
export const loadReceiptsPage = () => import('../../features/receipts/components/receipts-page');
