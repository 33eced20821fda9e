/**
 * A part of a formatted date as text, its day as the language's dates write it: Italian ranges pad their days
 * ('04–13 dicembre 2026'), which none of the shipped languages' dates do ('4 dicembre 2026').
 */
export const unpaddedDay = (part: Intl.DateTimeFormatPart): string =>
  (part.type === 'day' ? part.value.replace(/^0/, '') : part.value);
