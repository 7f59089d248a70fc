import { describe, expect, it } from 'vitest';
import { articleText, readArticle } from '../../computed/readable-text';
import { sentencePieces } from '../../computed/sentences';
import { extractPageFacts } from '../page-facts';
import { figuresIn } from './figures';

/** An IETF draft saved as HTML: prose hard-wrapped at 72 columns, paragraphs apart by blank lines. */
const DRAFT = `INTERNET DRAFT                                      Michiel B. de Jong
Intended Status: Proposed Standard                       (independent)

Abstract

    This draft describes a protocol by which client-side applications,
    running inside a web browser, can communicate with a data storage
    server.  Internet-Drafts are working documents of the Internet Engineering
    Task Force (IETF).

Status of this Memo

   The list of current Internet-
   Drafts is at http://datatracker.ietf.org/drafts/current/.`;

const CODE = `$ hg init public
$ hg clone public test-repo
updating to branch default
function add(a, b) {
  return a + b;
}`;

const sentences = (text: string | null) => sentencePieces(text ?? '').map((p) => p.text);
const page = (pre: string) =>
  `<!doctype html><html><head><title>T</title></head><body><main><p>Before the block.</p><pre>${pre}</pre><p>After the block.</p></main></body></html>`;

describe("a <pre>'s own line breaks (decision 047)", () => {
  const expected = [
    'INTERNET DRAFT Michiel B. de Jong',
    'Intended Status: Proposed Standard (independent)',
    'Abstract',
    'This draft describes a protocol by which client-side applications, running inside a web browser, can communicate with a data storage server.',
    'Internet-Drafts are working documents of the Internet Engineering Task Force (IETF).',
    'Status of this Memo',
    'The list of current Internet- Drafts is at http://datatracker.ietf.org/drafts/current/.',
  ];
  it("reads a plain-text document's paragraphs, headings and header lines apart, and its wrapped prose as sentences", () => {
    expect(sentences(articleText(['pre', [DRAFT]]))).toEqual(expected);
  });
  it('reads the same in the worker (linkedom), in the browser tree and in the parsed page', () => {
    const html = page(DRAFT);
    expect(sentences(extractPageFacts(html, 'https://example.com/').mainText)).toEqual([
      'Before the block.',
      ...expected,
      'After the block.',
    ]);
    const withArticle = `<!doctype html><html><body><article>${Array.from({ length: 6 }, (_, i) => `<p>Paragraph ${i} explains how AI assistants read, quote and cite web pages, with enough words to count.</p>`).join('')}<pre>${DRAFT}</pre></article></body></html>`;
    expect(sentences(readArticle(withArticle)?.text ?? null)).toEqual(expect.arrayContaining(expected));
  });
  it('keeps every line of a code sample apart: no sentence runs over its lines', () => {
    expect(sentences(articleText(['pre', [CODE]]))).toEqual([
      '$ hg init public',
      '$ hg clone public test-repo',
      'updating to branch default',
      'function add(a, b) {',
      'return a + b;',
      '}',
    ]);
  });
  it('reads text inside elements of the <pre> (links, highlighting) with its line breaks', () => {
    const tree = [
      'pre',
      [['span', ['Abstract']], '\n\n   The protocol is described in ', ['a', ['RFC 2119']], '.\n   It is short.'],
    ];
    expect(sentences(articleText(tree))).toEqual([
      'Abstract',
      'The protocol is described in RFC 2119.',
      'It is short.',
    ]);
  });
  it('leaves line breaks outside a <pre> as the spaces they are', () => {
    expect(sentences(articleText(['p', ['One sentence\nWrapped in the source.']]))).toEqual([
      'One sentence Wrapped in the source.',
    ]);
  });
  it('quotes a figure read over a block end with a space, as the text it was', () => {
    expect(figuresIn('3 interfaces, 11\nconsole')).toEqual(['3 interfaces', '11 console']);
  });
});
