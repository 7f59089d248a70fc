/**
 * Where a failed audit is a red flag, not only a fix (config.ts `alarmWhen`): each takes the page's artifacts, whether
 * its text is too short to stand alone, and its type.
 */
import type { PageTypeId } from '@/shared/analysis';
import type { Artifacts } from './types';
import { recipeOf } from './computed/recipe-page';

type AlarmWhen = (a: Artifacts, isThin: () => boolean, pageType?: PageTypeId) => boolean;

/**
 * Where missing markup alarms (docs/decisions/146): Google needs none for its AI features and reads the text, but it
 * shows a product's price and availability, and a business's address and hours, from their markup (merchant
 * listings, LocalBusiness), and a recipe's cook time, rating and picture from its Recipe markup (decision 154).
 * Elsewhere the missing markup is a fix with its points, not a red flag. Where the page type is unknown, it alarms.
 */
export const MISSING_MARKUP_ALARMS: AlarmWhen = (a, _t, pageType) =>
  !pageType || pageType === 'product' || pageType === 'local-business' || recipeOf(a) !== null;

/** A business's own identity markup alarms on its page only (its LocalBusiness node is its identity). */
export const ON_BUSINESS_PAGES: AlarmWhen = (_a, _t, pageType) => !pageType || pageType === 'local-business';

/**
 * An alarm only where the text is too short to stand alone: an image without alt on a picture page (decision 138);
 * a missing figure, source or quotation, which the GEO study measured as a gain when added, not as a reason to
 * leave a page out, and which on a short text follows from the short-text alarm (decision 147).
 */
export const ON_THIN_TEXT: AlarmWhen = (_a, isThin) => isThin();
