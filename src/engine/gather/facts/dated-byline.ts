/**
 * A dateline that names its writer: the date, then "by" and the name ("Posted on March 3, 2024 by Ann Lee"), or
 * "by" and the names, then the date ("Posted by admin | 2020-05-01").
 */
/** An English month's name, whole or shortened (a date's reader adds its full stop: "Sept."). */
export const MONTH_NAME =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)';
/** A day's name before a date, whole or shortened: "Tuesday 15 October 2019", "Tue, March 3, 2024". */
const WEEKDAY = '(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|Mon|Tue|Wed|Thu|Fri|Sat|Sun)\\.?,?\\s+';
/**
 * A dateline that ends with its writer: "Posted on March 3, 2024 by Ann Lee", TMZ's "2/26/2015 7:11 AM PST
 * BY TMZ STAFF", "On 6/13/2018 by @lazharichir" (a handle), a blog's "Tuesday 15 October 2019 by Bradley M. Kuhn".
 * The name is the part after "by".
 */
const DATE_THEN_NAME = new RegExp(
  `^(?:(?:[Pp]osted|[Pp]ublished|[Uu]pdated)(?:\\s+on)?:?\\s+|[Oo]n\\s+)?(?:${WEEKDAY})?(?:\\d{1,2}\\s+${MONTH_NAME}\\.?\\s+\\d{4}|${MONTH_NAME}\\.?\\s+\\d{1,2},?\\s+\\d{4}|\\d{4}-\\d{2}-\\d{2}|\\d{1,2}/\\d{1,2}/\\d{4})(?:,?\\s+(?:at\\s+)?\\d{1,2}:\\d{2}(?:\\s*[AaPp]\\.?[Mm]\\.?)?(?:\\s+[A-Z]{2,4})?)?\\s*[,·•|–—-]?\\s*(?:by|By|BY)\\s+(\\p{Lu}[\\p{L}.'’-]*(?:\\s+\\p{Lu}[\\p{L}.'’-]*){0,3}|@[\\p{L}\\p{N}_.]{2,30})$`,
  'u',
);
/**
 * "By.KJ : 2019年04月04日 09:00", "Posted by admin | 2020-05-01", "Posted by kovarex, TOGos on 2019-02-15, all posts":
 * the writers' names (handles too), then the date, and at most a short link after it.
 */
const BY_THEN_DATE = new RegExp(
  `^(?:[Bb]y|[Pp]osted by|[Ww]ritten by)[.:]?\\s*([\\p{L}\\p{N}_.'’-]{2,30}(?:\\s+\\p{Lu}[\\p{L}.'’-]*){0,3}(?:(?:,\\s*|\\s+and\\s+)[\\p{L}\\p{N}_.'’-]{2,30}(?:\\s+\\p{Lu}[\\p{L}.'’-]*){0,3}){0,5})\\s*(?:[:,·•|–—]|\\s+on)\\s*(?:\\d{4}\\s*年\\s*\\d{1,2}\\s*月\\s*\\d{1,2}\\s*日|\\d{4}[-/.]\\d{1,2}[-/.]\\d{1,2}|\\d{1,2}\\s+${MONTH_NAME}\\.?\\s+\\d{4}|${MONTH_NAME}\\.?\\s+\\d{1,2},?\\s+\\d{4})(?:\\s+\\d{1,2}:\\d{2})?(?:\\s*,\\s*\\p{Ll}[\\p{L} ]{0,20})?$`,
  'u',
);
/** The writers' names a dateline gives, as written ("Ann Lee", "kovarex, TOGos", "@lazharichir"), or null. */
export function datelineWriter(text: string): string | null {
  return (DATE_THEN_NAME.exec(text) ?? BY_THEN_DATE.exec(text))?.[1] ?? null;
}
