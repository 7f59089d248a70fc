/** The author's stated credentials: from their markup, name and bio, the publisher's awards, or the site speaking of itself. */
import type { PageFacts } from '../types';
import { asArray, nameOf, str, typesOf, WORK_TYPE, type Obj } from './json-ld-view';
import { LEGAL_FORM } from './site-names';
import { MONTH_NAME } from '../gather/facts/dated-byline';
import { bylineOnly, bylineWithoutDate } from '../gather/facts/author-boxes';
import { speakersOf } from '../gather/facts/speaker-line';
import type { AuthorityArtifact } from '../types';
import { allMatches } from './all-matches';

// Compiled once, not per call: a pattern made in a function compiles again after V8 drops its cache (decision 164).
const MONTH_WORD = new RegExp(`\\b${MONTH_NAME}\\b\\.?`, 'g');
const LEGAL_FORMS = new RegExp(LEGAL_FORM.source, 'giu');

const CREDIT_LINE =
  /creative commons|\bcc[- ]by\b|licen[cs]ed under|\bgnu\b|\bgpl\b|\bmit licen|apache licen|all rights reserved|ad[- ]?block|whitelist|allowlist|disable your ad|turn off your ad|support (?:our|us)\b|subscribe|our (?:award[- ]winning )?journalism/i;
const DEGREE =
  /(?:^|[\s,(])((?:[Mm]aster|[Bb]achelor)(?:'|’)?s degree|[Dd]octorate|Ph\.?\s?D\.?|M\.D\.|MD|D\.O\.|MBA|CPA|CFA|CFP|RN|NP|PA-C|Esq\.?|DDS|DMD|DVM|PharmD|JD|LLM|MSc|M\.Sc\.?|MPH|MSW|LCSW|RDN?|FRCS|MRCP|FACS|FRCP|BSc|B\.Sc\.?|MA|MS|M\.A\.|M\.S\.)(?=$|[\s,.);])/g;
const CRED_PHRASE =
  /\b(?:Dr\.(?=\s+\p{Lu})|Prof\.(?=\s+\p{Lu})|(?:assistant |associate )?professor(?: emeritus)?(?: of [\p{L} ]{3,40})?|board[- ]certified(?: [a-z]+)?|certified (?:[a-z]+ ){0,2}(?:planner|plumber|accountant|nurse|trainer|coach|engineer|technician|electrician|inspector|specialist|therapist|counsel(?:l)?or|analyst|auditor|practitioner|professional|dietitian|nutritionist|instructor|appraiser|surveyor|mechanic|master [a-z]+)|licensed (?!under\b|by\b|to\b|from\b|content\b|material\b|images?\b|photos?\b|music\b|software\b|product\b|merchandise\b)[a-z]+(?: [a-z]+)?|accredited [a-z]+|award[- ]winning (?!journalism\b|news\b|coverage\b|reporting\b|content\b|website\b|site\b|app\b|podcast\b|newsroom\b|publication\b|magazine\b|newspaper\b|team\b|series\b|show\b|program(?:me)?\b|restaurant\b|products?\b|service\b)[a-z]+|\d+\+? years(?:'|’)? (?:of )?(?:[a-z]+ ){0,2}experience|fellow of (?:the )?[\p{Lu}][\p{L} ]{2,40}|(?:pulitzer|peabody|emmy|nobel|orwell)[- ]prize[- ]winning|winner of (?:the )?[\p{Lu}][\p{L} ]{2,40}(?:award|prize))/giu;

/**
 * A professional role stated in the author's own name line or bio ("Senior reporter", "Founder and CEO,
 * O'Reilly Media"): Google asks for the author's job title beside their name. Never read from the rest
 * of the page, where such words name other people.
 */
const AUTHOR_ROLE =
  /\b(?:(?:senior|chief|staff|contributing|managing|executive|deputy|associate|science|health|political|technology|tech|business|investigative|foreign|national|legal|medical) )*(?:reporter|correspondent|editor|columnist|critic|journalist)\b|\b(?:senior|staff|contributing|freelance|science|health|technology|tech|business|medical|legal|food|travel) writer\b|\beditor[- ]in[- ]chief\b|\b(?:co-?)?founder(?: and (?:CEO|CTO|editor|publisher))?\b|\b(?:CEO|CTO|CFO)\b|\b(?:deputy )?chief [a-z]+ officer\b|\b(?:software|web|independent|senior|lead) (?:developer|engineer)\b|\b(?:linux )?sysadmin\b|\bspecial assistant to the president\b|\b\p{L}+(?:journalist|redakteur|korrespondent|autor)(?:in)?\b|\b(?:redakteur|journalist|korrespondent)(?:in)?\b|\b(?:(?:senior|staff|principal|lead|chief|contributing|guest|resident|visiting|associate|assistant|research) )+(?:\p{L}+ ){0,2}?(?:technologist|analyst|scientist|researcher|economist|strategist|contributor|producer|attorney|engineer|consultant|advis[eo]r|fellow|lecturer|curator|historian|designer|photographer)s?\b|\b(?:periodista|politólogo|politóloga|investigador|investigadora|corresponsal|journaliste|rédacteur|rédactrice|correspondant|correspondante|chercheur|chercheuse)\b/giu;

/**
 * An executive's title in a bio ("Senior Vice President of Technology and Ad Operations at IAB", "General
 * Manager of the IAB Tech Lab", "Director of Research"), and a book the writer wrote ("is the author of
 * “Endure”"): a position or a published work on the subject is what a reader weighs a writer by.
 */
const POSITION =
  /\b(?:(?:senior|executive|assistant) )?vice[- ]president\b(?: of [\p{L}&, ]{3,60}?(?= at\b|[,.;]|$))?|\bgeneral manager\b|\b(?:(?:managing|executive|research|programme|program|editorial|creative|medical) )?director (?:of|at) \p{Lu}?[\p{L}&, ]{2,50}?(?=[,.;]|$)|\bhead of \p{L}[\p{L}& ]{2,40}?(?= at\b|[,.;]|$)|\b(?:is|was) the (?:co-?)?author of (?!this\b|the (?:article|post|piece|blog|story)\b)[^.;!?]{3,80}|\b(?:best-?selling|award-winning) author\b/giu;

/**
 * A trade the bio names the writer an expert in, and the experience it states by the employers or clients named
 * (Fast Company's "Zach Hanlon is a marketing and sales expert who has worked with IBM, Oracle, and other
 * businesses"): a role and experience a reader weighs, as a job title is.
 */
const EXPERTISE =
  /\b(?:is|was) an? (?:[\p{Ll}-]+ (?:(?:and|&) [\p{Ll}-]+ )?){1,3}(?:expert|specialist|veteran|practitioner)\b|\bhas (?:worked|consulted|served) (?:with|for|at) (?:the )?\p{Lu}[\p{L}&.'’-]*(?:(?:,| and| &) (?:the )?\p{Lu}[\p{L}&.'’-]*){0,5}/gu;

/**
 * A role written as what the writer does and for whom: "reviews consumer electronics for Ars Technica", or
 * a beat named by its proper name ("covers the White House", "reports on Congress").
 */
const BEAT =
  /\b(?:reviews|covers|writes about|reports on|has covered|has reported on|has written about) (?:[\p{L}\p{N},&'’ -]{3,60}? for (?:the )?\p{Lu}[\p{L}&.'’-]*(?: \p{Lu}[\p{L}&.'’-]*){0,3}|(?:the )?\p{Lu}[\p{L}&'’-]*(?: \p{Lu}[\p{L}&'’-]*){0,3}(?=[.,;]|$))/gu;

/**
 * A trade's or profession's registration, membership or qualification, as a business states it of itself or a
 * tradesperson's bio does: "Gas Safe registered", "NICEIC approved", "authorised and regulated by the Solicitors
 * Regulation Authority", "full member of the Society of Trust and Estate Practitioners", "qualified as a solicitor",
 * "chartered surveyor", "with 18 years in domestic heating"; in German the master craftsman's title
 * ("Meisterbetrieb", "Tischlermeister"), the guild ("Mitglied der Tischler-Innung"), "Fachanwalt für Arbeitsrecht".
 */
const REGISTERED =
  /\b(?:Gas Safe(?: registered)?|NICEIC(?: approved| registered)?|TrustMark(?: registered)?|(?:authori[sz]ed and )?regulated by (?:the )?\p{Lu}[\p{L}&' ]{2,60}?(?=[,.;(]|$)|(?:full |chartered |fellow )?member of (?:the )?\p{Lu}[\p{L}&' ]{2,60}?(?=[,.;(]|$)|qualified as an? [a-z]+|chartered (?:accountant|surveyor|engineer|architect|psychologist|physiotherapist|financial planner|tax adviser|legal executive)|(?:with|over|more than) \d+\+? years in (?:[a-z]+ ){0,2}[a-z]+)|(?<!\p{L})(?!Haus|Bürger|Zahl|Welt)\p{Lu}?\p{Ll}*[Mm]eister(?:betrieb|in)?(?!\p{L})|\b(?:Mitglied der|Innungs)\p{L}*(?:[ -]\p{Lu}[\p{L}-]*){0,2}|\bFachanwält?(?:in)? für \p{Lu}\p{L}+|\bstaatlich geprüfte?r? \p{Lu}\p{L}+|\bDipl\.-\p{Lu}\p{L}*\./gu;

/** The same in Chinese and Japanese, written without spaces around it: "広報部 副部長", "シニアエンジニア", "高级工程师". */
const CJK_ROLE =
  /(?:シニア|チーフ|リード|主任|主席|上級|高级|资深)?(?:エンジニア|エバンジェリスト|研究員|研究员|記者|记者|編集長|編集者|編集委員|论说委员|論説委員|主编|编辑|ライター|ジャーナリスト|アナリスト|分析师|コンサルタント|弁護士|律师|医師|医生|准教授|教授|講師|代表取締役(?:社長)?|副?(?:部長|社長|所長|室長)|工程师|博士)/gu;

function credentialsIn(text: string, source: string, degrees = true, roles = false): string[] {
  const out: string[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+|\s\|\s/)) {
    if (CREDIT_LINE.test(sentence)) continue;
    for (const m of allMatches(CRED_PHRASE, sentence)) out.push(`${m[0].trim()} (${source})`);
    for (const m of allMatches(REGISTERED, sentence)) out.push(`${m[0].trim()} (${source})`);
    if (degrees) for (const m of allMatches(DEGREE, sentence)) out.push(`${m[1]} (${source})`);
    if (roles) for (const m of allMatches(AUTHOR_ROLE, sentence)) out.push(`${m[0].trim()} (${source})`);
    if (roles) for (const m of allMatches(CJK_ROLE, sentence)) out.push(`${m[0]} (${source})`);
    if (roles) for (const m of allMatches(BEAT, sentence)) out.push(`${m[0].trim()} (${source})`);
    if (roles) for (const m of allMatches(POSITION, sentence)) out.push(`${m[0].trim()} (${source})`);
    if (roles)
      for (const m of allMatches(EXPERTISE, sentence)) out.push(`${m[0].replace(/^(?:is|was) an? /, '')} (${source})`);
  }
  return out;
}

/** Sentences in which the site speaks of itself ("our certified engineers", "we are accredited"), never quotations of others. */
const FIRST_PERSON =
  /\b(?:[Ww]e(?:'re|’re| are| have| hold)|[Oo]ur (?:(?:[a-z]+ ){0,2}(?:team|staff|engineers|experts|doctors|lawyers|attorneys|specialists|technicians|plumbers|electricians|consultants|advisers|advisors|practitioners|nurses|dentists|physicians|therapists|accountants|people|company|firm|practice|clinic|business|agency)|founder)|I(?:'m|’m| am| have| hold)|[Ww]ir|[Uu]nser(?:e[rnms]?)?|[Nn]ous|[Nn]otre|[Nn]os)\b/;

const nameWords = (name: string) => name.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
/**
 * A box that is someone's byline ("by Robert Bruce", "Par Juliette Deborde") or a credit to someone ("Photographed
 * by Sharokh Mirzai", "Styled by …", Refinery29's), not a bio.
 */
const BYLINE_START = /^(?:(?:\p{L}+ )?by|par|von|door|por|di|av|author)\b/iu;
/** Words in sentences: a bio's ("I don’t know much…"), not a product's title or a trail of links. */
const SENTENCE = /\p{L}[.!?…](?:\s|$)|[。！？]/u;

/** A time beside a date, its letters with it: "5 PM", "2:05 p.m. PT", "11:05 IST" (not a name's "KT"). */
const TIME = /\d{1,2}(?:[:.]\d{2})?\s*(?:[aApP]\.?[mM]\.?(?!\p{L}))?(?:\s*(?:[A-Z]{1,3}T|UTC|GMT)(?!\p{L}))?/gu;
/**
 * A box that says a role and a date and no one's name: a staff account's byline (The Political Insider's
 * "Editor" linked to /author/tpi-editor/, "December 20, 2016"). A role no one is named in is no writer's credential.
 */
const rolesOnly = (box: string) =>
  !/\p{L}{2,}/u.test(
    box.trim().replace(BYLINE_START, ' ').replace(AUTHOR_ROLE, ' ').replace(MONTH_WORD, ' ').replace(TIME, ' '),
  );

/** The role a box names where it names no one ("Editor" of the staff account's "Editor December 20, 2016"), else null. */
export function roleWithoutName(boxes: string[]): string | null {
  for (const box of boxes) {
    const role = box.match(AUTHOR_ROLE)?.[0];
    if (role && rolesOnly(box)) return role.trim();
  }
  return null;
}

/**
 * The author's bio: the author boxes that name one of the page's authors, and a bio in sentences right after
 * one ("Pippin Lee" then "I don’t know much…"), joined. With an author known, another box is another story's
 * card ("by Robert Bruce" in a related column), not theirs; so is a line that is no sentence after the byline
 * (Refinery29's "Donald Robertson Creative Style Statement Shirts", a product's title classed "byline").
 */
export function authorBioOf(boxes: string[], authors: string[]): string | null {
  const words = new Set(authors.flatMap(nameWords));
  const own: string[] = [];
  let follows = false;
  for (const box of boxes) {
    const named = words.size ? nameWords(box).some((w) => words.has(w)) : !rolesOnly(box);
    follows = named || (follows && !BYLINE_START.test(box) && box.split(/\s+/).length >= 4 && SENTENCE.test(box));
    if (follows) own.push(box);
  }
  return own.length ? [...new Set(own)].join(' | ').slice(0, 2400) : null;
}

/**
 * What the page shows of its author, for a fix to quote: its author box, the parts of the bio that say more than
 * the byline; else the byline alone, without its date and time (Politico's "By Steven Shepard", where the box read
 * "By Steven Shepard 10/04/2016 05:07 AM EDT" and there is no author box). Nothing where the page names no author (a
 * box of no one named, Twitter's profile bio on a tweet's page, is no author box) or the bio is a template's markup.
 */
export function authorShownOf(
  bio: string | null,
  authors: string[],
  titled: string[],
): AuthorityArtifact['authorShown'] {
  if (!bio || !authors.length || /<[a-z][^>]*>/i.test(bio)) return null;
  const parts = bio
    .split(' | ')
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  // A card titled as the writer's is their box though it says only their name (Medium's "Written by John C. Welch").
  const cards = new Set(titled.map((t) => t.replace(/\s+/g, ' ').trim()));
  const box = parts.filter((p) => cards.has(p) || !bylineOnly(p, authors));
  if (box.length) return { kind: 'box', text: box.join(' | ') };
  const byline = parts.map(bylineWithoutDate).find(Boolean);
  return byline ? { kind: 'byline', text: byline } : null;
}

/** How far from the end a closing bio is looked for: past a rail of related stories the classes did not mark. */
const CLOSING_BLOCKS = 15;

/**
 * A bio closing the piece, in its own text: one of its last paragraphs starting with the author's full
 * name and what they are ("Steve Gillman is the author of …", "Jane Roe, a physician, …").
 */
export function closingBioOf({ mainText, othersBlocks }: PageFacts, authors: string[]): string | null {
  const names = authors.map((n) => n.trim()).filter((n) => n.split(/\s+/).length >= 2);
  if (!names.length) return null;
  // Other stories' cards after the piece ("by Mike Brassfield") are not its end.
  const others = new Set(othersBlocks);
  const blocks = mainText
    .split('\n')
    .map((b) => b.trim())
    .filter((b) => b && !others.has(b))
    .slice(-CLOSING_BLOCKS);
  // The list of the authors after a comma is their byline, not a bio (bioRxiv's "Havell Markus, Jun Zhao, …").
  const listed = (rest: string) => names.some((m) => rest.toLowerCase().startsWith(`, ${m.toLowerCase()}`));
  const bio = blocks.filter(
    (b) =>
      b.length >= 30 &&
      b.length <= 600 &&
      // Set in capitals too ("LAURIE OAKES IS THE NINE NETWORK POLITICAL EDITOR").
      names.some(
        (n) =>
          b.toLowerCase().startsWith(n.toLowerCase()) &&
          /^\s*(?:is|was|has|es|fue|est|était|ist|war|è|é|,|['’]s)\s/i.test(b.slice(n.length)) &&
          !listed(b.slice(n.length).replace(/^\s*,\s*/, ', ')),
      ),
  );
  return bio.length ? bio.join(' | ') : null;
}

/**
 * The author introducing themselves anywhere on the page, as a personal site does in its footer or sidebar ("Hi! I'm
 * Mattias Geniar, an independent developer, Linux sysadmin & general problem solver."): their own bio, in the first
 * person, by their full name (decision 150).
 */
export function selfIntroductionOf({ text }: PageFacts, authors: string[]): string | null {
  const page = text.slice(0, 300_000);
  for (const name of authors.map((n) => n.trim()).filter((n) => n.split(/\s+/).length >= 2)) {
    const literal = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const intro = new RegExp(String.raw`\b(?:I['’]m|I am|my name is) ${literal},? [^.!?\n]{3,200}`, 'iu').exec(page);
    if (intro) return intro[0];
  }
  return null;
}

/** The credentials, deduplicated (at most 10), each naming where it was read. */
export function credentialsOf(
  facts: PageFacts,
  main: Obj | null,
  mainAuthors: { node: Obj | null }[],
  /** The publisher, else the site's first organisation: their awards count. */
  orgs: Obj[],
  hasAuthor: boolean,
  authorBio: string | null,
): string[] {
  const credentials: string[] = [];
  for (const a of mainAuthors) {
    if (!a.node) continue;
    for (const k of ['jobTitle', 'hasCredential', 'hasOccupation', 'alumniOf', 'award', 'honorificSuffix']) {
      for (const v of asArray(a.node[k])) {
        const label = str(v) ?? nameOf(v);
        if (label) credentials.push(`${k}: ${label.slice(0, 80)} (Person schema)`);
      }
    }
    // The Person's own one-line bio ("Gas Safe registered heating engineer with 18 years in domestic heating").
    const about = str(a.node.description);
    if (about) credentials.push(...credentialsIn(about.slice(0, 600), 'Person schema', true, true));
    const prefix = str(a.node.honorificPrefix);
    if (prefix && /^(?:dr|prof)/i.test(prefix)) credentials.push(`${prefix} (Person schema)`);
  }
  for (const n of orgs)
    for (const k of ['award', 'hasCredential'])
      for (const v of asArray(n[k])) {
        const label = str(v) ?? nameOf(v);
        if (label) credentials.push(`${k}: ${label.slice(0, 80)} (Organization schema)`);
      }
  const rawNames = [
    ...asArray(main?.author).map((a) => (typeof a === 'string' ? a : nameOf(a))),
    facts.metaAuthor,
    facts.bylineText,
  ].filter((x): x is string => !!x);
  for (const n of rawNames) credentials.push(...credentialsIn(n.slice(0, 200), 'author name', true, true));
  // A transcript's speakers are named with their offices ("Remarks of President Barack Obama"): their standing to speak.
  const line = facts.bylineFrom === 'speaker line' ? facts.bylineText?.split(' | ')[1] : null;
  for (const { office } of (line && speakersOf(line)) || []) if (office) credentials.push(`${office} (author name)`);
  if (authorBio) credentials.push(...credentialsIn(authorBio, 'author bio', true, true));
  // A page without an author that is not an article (a business's own page) may state its expertise in its own voice.
  const articleLike = !!main && typesOf(main).some((t) => WORK_TYPE.test(t) && t !== 'CreativeWork');
  // Or in the third person, by its own name: "Tischlerei Brandt ist Mitglied der Tischler-Innung Bielefeld".
  const ownNames = [facts.og.siteName, ...orgs.map(nameOf)]
    .filter((n): n is string => !!n && n.trim().length >= 3)
    // Its name as written in running text, without the legal form ("Tischlerei Brandt" of "… GmbH").
    .map((n) => n.replace(LEGAL_FORMS, ' ').replace(/\s+/g, ' ').trim().toLowerCase())
    .filter((n) => n.length >= 3);
  const aboutItself = (sentence: string) =>
    FIRST_PERSON.test(sentence) || ownNames.some((n) => sentence.toLowerCase().startsWith(n));
  if (!hasAuthor && !articleLike && !/^article/i.test(facts.og.type ?? ''))
    for (const sentence of facts.mainText.slice(0, 50_000).split(/(?<=[.!?])\s+|\n/))
      if (
        sentence.length < 400 &&
        aboutItself(sentence) &&
        !/["“”«»„]|\b(?:said|says|told|according to)\b/i.test(sentence)
      )
        credentials.push(...credentialsIn(sentence, 'the site about itself', false));
  return [...new Map(credentials.map((c) => [c.replace(/\s*\(.*\)$/, '').toLowerCase(), c])).values()].slice(0, 10);
}
