/**
 * Reported speech without quotation marks: what a named person or body said, paraphrased ("Smith said",
 * "said Smith", "according to the WHO"). Verbs that also mean something else ("Wireless added support",
 * "she wrote a book") count only where they report: before "that" or a comma, or "told" before whom.
 */
const SPEECH_VERB =
  /(?:said|says|argued|argues|explained|explains|(?:added|noted|wrote|writes|recalled)(?= that\b|,)|told(?= (?:\p{Lu}|me\b|us\b|reporters\b)))/u;
export const REPORTED = new RegExp(
  `(?!(?:He|She|They|We|It|You|This|That|There|Who)\\b)\\p{Lu}[\\p{L}'’-]+ ${SPEECH_VERB.source}(?![\\p{L}])|\\b(?:said|says|told|explained|wrote|added) \\p{Lu}[\\p{L}'’-]+|\\baccording to (?:the )?\\p{Lu}[\\p{L}'’-]+`,
  'u',
);
