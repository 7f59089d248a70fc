/**
 * A discussion's interface, line by line: the controls a forum writes around each post and reply (Reddit's
 * "level 1", a vote count, "Reply", "Share", "ReportSaveFollow", "Continue this thread", "133 more replies", the
 * comment editor's "Bold", "Italics", "Bulleted List"…; phpBB's, XenForo's, Discourse's "Quote", "Like",
 * "Permalink", "Load more comments"), and its state notices ("This thread is archived"). On a thread page the
 * replies are the content (decision 087), and these lines were read with them: as its words, its vote counts as
 * figures, the "4 years ago" dateline pushed past the lines a date is read from. They are the forum's, not the
 * writers'. A line is dropped only when it is such a control in full: a reply that says "Share it" stays.
 */
import { AD_LABEL } from '../gather/facts/ad-cards';

const ACTION =
  '(?:reply|comment|share|report|save|saved|follow|unfollow|hide|vote|upvote|downvote|edit|quote|like|unlike|permalink|flag|award|give award|copy link|embed|bookmark|subscribe|mark as spam)';
const CONTROL = new RegExp(
  '^(?:' +
    [
      // One or more actions, run together as a toolbar's buttons are ("ReportSaveFollow").
      `(?:${ACTION}\\s*)+`,
      // A reply's depth, a count of votes or points, the share of upvotes.
      String.raw`level \d+`,
      String.raw`[-+−]?\d[\d.,]*\s*[km]?(?: (?:points?|votes?|likes?|comments?|replies|repl(?:y|ies) hidden))?`,
      String.raw`\d+% upvoted`,
      // Threads folded away, and the way to them.
      String.raw`continue this thread\W*`,
      String.raw`(?:load |show |view |see )?(?:\d[\d,.]*k? )?more (?:repl(?:y|ies)|comments?|answers?)\W*`,
      String.raw`(?:load|show|view|see) (?:more|all|other|previous|earlier|\d+)(?: (?:repl(?:y|ies)|comments?|answers?))?\W*`,
      String.raw`view discussions? in \d+ other communit(?:y|ies)`,
      String.raw`sort by:?.{0,20}`,
      // A removed reply's placeholder.
      String.raw`(?:comment|reply|post|message) (?:deleted|removed) by (?:user|the author|(?:a )?moderators?)\b.*`,
      String.raw`\[(?:deleted|removed)\]`,
      // The comment editor's buttons.
      '(?:bold|italics?|link|strikethrough|inline code|superscript|spoiler|heading|bulleted list|numbered list|quote block|code block|table|markdown mode|fancy pants editor)',
      // The thread's state.
      String.raw`this (?:thread|topic|post|discussion) (?:is|has been) (?:archived|locked|closed).*`,
      String.raw`new comments cannot be posted.*`,
      // A byline's label whose name is on the next line, and Reddit's logo caption.
      String.raw`(?:posted|submitted|started) by`,
      'found the internet!',
    ].join('|') +
    ')$',
  'i',
);

/** The text without its lines that are the forum's controls, counts, notices, or an ad's label. */
export function withoutThreadControls(text: string): string {
  return (
    text
      .split('\n')
      .filter((line) => {
        const t = line.trim();
        return !CONTROL.test(t) && !AD_LABEL.test(t);
      })
      // A label run into the post's age, its name missing (a deleted account's): "Posted by3 years ago" is its dateline.
      .map((line) => line.replace(/^(\s*)(?:posted|submitted) by\s*(?=\d+\s*\w+ ago\b)/i, '$1'))
      .join('\n')
  );
}
